// Test hooks over HTTP for another process, served only with `controlEndpoints: true`:
//   POST /__emulator/script   {"outcomes": [{"kind": "error", "status": 500}, ...]}  the next requests' outcomes
//                             {"outcomes": [{"kind": "reply", "text": "...", "whenAsked": "owls"}]}  only for that question
//   POST /__emulator/delay    {"delayMs": 1500, "chunkDelayMs": 50}                 answer slower (or at once: 0)
//                             {"verdictDelayMs": 300}                               reply verdicts only (null: as delayMs)
//   POST /__emulator/reset                                                           normal replies, no delay
//   GET  /__emulator/requests                                                        what the model was asked
//   GET  /__emulator/requests?kind=verdict                                           what the reply verdicts were sent
import type { IncomingMessage, ServerResponse } from "node:http";
import { isScriptedOutcome } from "./behaviour.ts";
import type { EmulatorBehaviour } from "./behaviour.ts";
import { readBody, sendJson } from "./rest/http-io.ts";
import type { VerdictRequestData } from "./replies/reply-moderation.ts";
import type { RecordedRequest } from "./server.ts";

interface ControlState {
  behaviour: EmulatorBehaviour;
  requests: readonly RecordedRequest[];
  verdicts: readonly VerdictRequestData[];
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

/** Image bytes can be megabytes. */
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
    const fields = ["delayMs", "chunkDelayMs", "verdictDelayMs"] as const;
    if (!fields.some((field) => field in body)) return sendJson(response, 400, { error: "Send delayMs, chunkDelayMs or verdictDelayMs." });
    for (const field of fields) {
      const value = body[field];
      const clearable = field === "verdictDelayMs" && value === null;
      if (value !== undefined && !clearable && !nonNegative(value)) {
        return sendJson(response, 400, { error: `${field} must be a number of milliseconds (0 or more).` });
      }
    }
    const { behaviour } = state;
    if (nonNegative(body.delayMs)) behaviour.delayMs = body.delayMs;
    if (nonNegative(body.chunkDelayMs)) behaviour.chunkDelayMs = body.chunkDelayMs;
    if ("verdictDelayMs" in body) behaviour.verdictDelayMs = nonNegative(body.verdictDelayMs) ? body.verdictDelayMs : undefined;
    return sendJson(response, 200, {
      delayMs: behaviour.delayMs,
      chunkDelayMs: behaviour.chunkDelayMs,
      verdictDelayMs: behaviour.verdictDelayMs ?? null,
    });
  }
  if (action === "POST /__emulator/reset") {
    state.behaviour.reset();
    return sendJson(response, 200, { ok: true });
  }
  if (action === "GET /__emulator/requests") {
    const kind = url.searchParams.get("kind");
    if (kind === "verdict") return sendJson(response, 200, { verdictRequests: state.verdicts });
    if (kind !== null) return sendJson(response, 400, { error: "kind must be 'verdict' (or left out for every request)." });
    return sendJson(response, 200, { requests: summaries(state.requests) });
  }
  return sendJson(response, 404, { error: `No control endpoint ${action}.` });
}
