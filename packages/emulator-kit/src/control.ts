// The test hooks every emulator serves under /__emulator, each with routes of its own besides these.
import type { IncomingMessage } from "node:http";
import { readJsonObject } from "./http-io.ts";

export interface ControlAnswer {
  status: number;
  body: unknown;
}

export interface ControlRequest {
  url: URL;
  /** The JSON body as an object; read only when called, so a GET never waits for one. */
  body: () => Promise<Record<string, unknown>>;
}

/** Keyed by method and path, e.g. `POST /__emulator/reset`. */
export type ControlRoutes = Record<string, (request: ControlRequest) => ControlAnswer | Promise<ControlAnswer>>;

interface ScriptedBehaviour<Outcome> {
  enqueue(...outcomes: Outcome[]): void;
  reset(): void;
}

/** `POST /__emulator/script` queues outcomes for the next requests; `POST /__emulator/reset` goes back to normal. */
export function scriptRoutes<Outcome>(
  behaviour: ScriptedBehaviour<Outcome>,
  isOutcome: (value: unknown) => value is Outcome,
  /** Listed in the answer to a script it cannot read. */
  kinds: string,
): ControlRoutes {
  return {
    "POST /__emulator/script": async ({ body }) => {
      const outcomes = (await body()).outcomes;
      if (!Array.isArray(outcomes) || !outcomes.every(isOutcome)) {
        return { status: 400, body: { error: `Send {"outcomes": [...]} with kinds ${kinds}.` } };
      }
      behaviour.enqueue(...outcomes);
      return { status: 200, body: { queued: outcomes.length } };
    },
    "POST /__emulator/reset": () => {
      behaviour.reset();
      return { status: 200, body: { ok: true } };
    },
  };
}

export async function answerControl(request: IncomingMessage, url: URL, maxBodyBytes: number, routes: ControlRoutes): Promise<ControlAnswer> {
  const action = `${request.method ?? ""} ${url.pathname}`;
  const route = routes[action];
  if (!route) return { status: 404, body: { error: `No control endpoint ${action}.` } };
  return route({ url, body: () => readJsonObject(request, maxBodyBytes) });
}
