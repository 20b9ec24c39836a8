// Test hooks over HTTP for another process, served only with `controlEndpoints: true`:
//   POST /__emulator/script   {"outcomes": [{"kind": "error", "status": 500}, ...]}  the next requests' outcomes
//                             {"outcomes": [{"kind": "reply", "text": "...", "whenAsked": "owls"}]}  only for that question
//   POST /__emulator/delay    {"delayMs": 1500, "chunkDelayMs": 50}                 answer slower (or at once: 0)
//                             {"verdictDelayMs": 300}                               reply verdicts only (null: as delayMs)
//   POST /__emulator/reset                                                           normal replies, no delay
//   GET  /__emulator/requests                                                        what the model was asked
//   GET  /__emulator/requests?kind=verdict                                           what the reply verdicts were sent
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerControl, scriptRoutes } from "@kidsafe/emulator-kit";
import type { ControlAnswer } from "@kidsafe/emulator-kit";
import { isScriptedOutcome } from "./behaviour.ts";
import type { EmulatorBehaviour } from "./behaviour.ts";
import { sendJson } from "./rest/http-io.ts";
import type { VerdictRequestData } from "./replies/reply-moderation.ts";
import type { RecordedRequest } from "./server.ts";

interface ControlState {
  behaviour: EmulatorBehaviour;
  requests: readonly RecordedRequest[];
  verdicts: readonly VerdictRequestData[];
}

const nonNegative = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

function setDelays(behaviour: EmulatorBehaviour, body: Record<string, unknown>): ControlAnswer {
  const fields = ["delayMs", "chunkDelayMs", "verdictDelayMs"] as const;
  if (!fields.some((field) => field in body)) return { status: 400, body: { error: "Send delayMs, chunkDelayMs or verdictDelayMs." } };
  for (const field of fields) {
    const value = body[field];
    const clearable = field === "verdictDelayMs" && value === null;
    if (value !== undefined && !clearable && !nonNegative(value)) {
      return { status: 400, body: { error: `${field} must be a number of milliseconds (0 or more).` } };
    }
  }
  if (nonNegative(body.delayMs)) behaviour.delayMs = body.delayMs;
  if (nonNegative(body.chunkDelayMs)) behaviour.chunkDelayMs = body.chunkDelayMs;
  if ("verdictDelayMs" in body) behaviour.verdictDelayMs = nonNegative(body.verdictDelayMs) ? body.verdictDelayMs : undefined;
  return {
    status: 200,
    body: { delayMs: behaviour.delayMs, chunkDelayMs: behaviour.chunkDelayMs, verdictDelayMs: behaviour.verdictDelayMs ?? null },
  };
}

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
  const answer = await answerControl(request, url, 1024 * 1024, {
    ...scriptRoutes(state.behaviour, isScriptedOutcome, "reply, error, hang, block-prompt or block-reply"),
    "POST /__emulator/delay": async ({ body }) => setDelays(state.behaviour, await body()),
    "GET /__emulator/requests": () => {
      const kind = url.searchParams.get("kind");
      if (kind === "verdict") return { status: 200, body: { verdictRequests: state.verdicts } };
      if (kind !== null) return { status: 400, body: { error: "kind must be 'verdict' (or left out for every request)." } };
      return { status: 200, body: { requests: summaries(state.requests) } };
    },
  });
  sendJson(response, answer.status, answer.body);
}
