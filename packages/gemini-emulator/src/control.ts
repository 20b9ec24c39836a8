// /__emulator/*: the test hooks over HTTP, for a test or a developer in another process than the emulator
// (the dev stack's emulator). Served only when the emulator is started with `controlEndpoints: true`.
//   POST /__emulator/script   {"outcomes": [{"kind": "error", "status": 500}, ...]}  the next requests' outcomes
//   POST /__emulator/delay    {"delayMs": 1500, "chunkDelayMs": 50}                 answer slower (or at once: 0)
//   POST /__emulator/reset                                                           normal replies, no delay
//   GET  /__emulator/requests                                                        what the model was asked
import type { IncomingMessage, ServerResponse } from "node:http";
import { isScriptedOutcome } from "./behaviour.ts";
import type { EmulatorBehaviour } from "./behaviour.ts";
import { readBody, sendJson } from "./rest/http-io.ts";
import type { RecordedRequest } from "./server.ts";

interface ControlState {
  behaviour: EmulatorBehaviour;
  requests: readonly RecordedRequest[];
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(request, 1024 * 1024);
  try {
    const value: unknown = raw === "" ? {} : JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const nonNegative = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** The recorded requests without image bytes (they can be megabytes). */
function summaries(requests: readonly RecordedRequest[]) {
  return requests.map((recorded) => ({
    ...recorded,
    body: {
      ...recorded.body,
      contents: recorded.body.contents.map((content) => ({
        ...content,
        parts: content.parts.map((part) =>
          part.inlineData
            ? { inlineData: { mimeType: part.inlineData.mimeType, bytes: Buffer.byteLength(part.inlineData.data, "base64") } }
            : part,
        ),
      })),
    },
  }));
}

export async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL, state: ControlState): Promise<void> {
  const action = `${request.method ?? ""} ${url.pathname}`;
  if (action === "POST /__emulator/script") {
    const outcomes = (await jsonBody(request)).outcomes;
    if (!Array.isArray(outcomes) || !outcomes.every(isScriptedOutcome)) {
      return sendJson(response, 400, { error: 'Send {"outcomes": [...]} with kinds reply, error, hang, block-prompt or block-reply.' });
    }
    state.behaviour.enqueue(...outcomes);
    return sendJson(response, 200, { queued: outcomes.length });
  }
  if (action === "POST /__emulator/delay") {
    const body = await jsonBody(request);
    if (!nonNegative(body.delayMs)) return sendJson(response, 400, { error: "delayMs must be a number of milliseconds (0 or more)." });
    state.behaviour.delayMs = body.delayMs;
    if (nonNegative(body.chunkDelayMs)) state.behaviour.chunkDelayMs = body.chunkDelayMs;
    return sendJson(response, 200, { delayMs: state.behaviour.delayMs, chunkDelayMs: state.behaviour.chunkDelayMs });
  }
  if (action === "POST /__emulator/reset") {
    state.behaviour.reset();
    return sendJson(response, 200, { ok: true });
  }
  if (action === "GET /__emulator/requests") return sendJson(response, 200, { requests: summaries(state.requests) });
  return sendJson(response, 404, { error: `No control endpoint ${action}.` });
}
