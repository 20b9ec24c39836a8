import type { ServerResponse } from "node:http";
import type { Answer } from "./answer.ts";
import { newResponseIdentity, responseChunk } from "./answer.ts";
import { sendApiError, sendJson } from "./http-io.ts";
import { speechResponse, speechVoiceOf } from "./speech.ts";
import type { GenerateContentRequest } from "./wire.ts";

export function sendGenerateContent(response: ServerResponse, model: string, request: GenerateContentRequest, answer: Answer): void {
  if (answer.kind === "error") return sendApiError(response, answer.status, answer.message);
  if (answer.kind === "hang") return; // the caller keeps the connection open
  if (answer.kind === "speech") {
    const voice = speechVoiceOf(request);
    if ("problem" in voice) return sendApiError(response, 400, voice.problem);
    const identity = newResponseIdentity(model);
    return sendJson(response, 200, speechResponse(model, identity.responseId, answer.text));
  }
  const text = answer.kind === "text" ? answer.text : "";
  sendJson(response, 200, responseChunk(request, newResponseIdentity(model), answer, text, true, text));
}
