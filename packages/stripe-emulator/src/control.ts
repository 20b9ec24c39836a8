// Test hooks over HTTP for another process, served only with `controlEndpoints: true`:
//   POST /__emulator/script       {"outcomes": [{"kind": "error", "status": 500}, {"kind": "disconnect"}, ...]}
//   POST /__emulator/reset        no scripted faults any more (the objects stay)
//   POST /__emulator/webhook-url  {"url": "http://..."} or {"url": null}: where events are sent from now on
//   GET  /__emulator/events       every event and its webhook delivery (state, attempts), oldest first
//   GET  /__emulator/requests     the API requests received (method, path, parameters, idempotency key, status)
import type { IncomingMessage, ServerResponse } from "node:http";
import { isScriptedOutcome } from "./behaviour.ts";
import type { EmulatorBehaviour } from "./behaviour.ts";
import type { RecordedRequest } from "./api/handle-request.ts";
import { readBody, sendJson } from "./api/http-io.ts";
import type { WebhookDispatcher } from "./webhooks/delivery.ts";

interface ControlState {
  behaviour: EmulatorBehaviour;
  webhooks: WebhookDispatcher;
  requests: readonly RecordedRequest[];
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(request, 64 * 1024);
  try {
    const value: unknown = raw === "" ? {} : JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL, state: ControlState): Promise<void> {
  const action = `${request.method ?? ""} ${url.pathname}`;
  if (action === "POST /__emulator/script") {
    const outcomes = (await jsonBody(request)).outcomes;
    if (!Array.isArray(outcomes) || !outcomes.every(isScriptedOutcome)) {
      return sendJson(response, 400, { error: 'Send {"outcomes": [...]} with kinds error (and a status), hang or disconnect.' });
    }
    state.behaviour.enqueue(...outcomes);
    return sendJson(response, 200, { queued: outcomes.length });
  }
  if (action === "POST /__emulator/reset") {
    state.behaviour.reset();
    return sendJson(response, 200, { ok: true });
  }
  if (action === "POST /__emulator/webhook-url") {
    const target = (await jsonBody(request)).url;
    if (target !== null && (typeof target !== "string" || !URL.canParse(target))) {
      return sendJson(response, 400, { error: 'Send {"url": "http://..."} or {"url": null}.' });
    }
    state.webhooks.setUrl(target ?? undefined);
    return sendJson(response, 200, { url: target });
  }
  if (action === "GET /__emulator/events") return sendJson(response, 200, { events: state.webhooks.events });
  if (action === "GET /__emulator/requests") return sendJson(response, 200, { requests: state.requests });
  return sendJson(response, 404, { error: `No control endpoint ${action}.` });
}
