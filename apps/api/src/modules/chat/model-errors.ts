// The student's message is already stored, so every message says that sending again works.
import type { AiError } from "@kidsafe/ai";
import { HttpError } from "@kidsafe/server-kit";
import { CHAT_SERVER_TEXTS } from "./texts.ts";

export function httpErrorForModelFailure(error: AiError): HttpError {
  switch (error.failure) {
    case "timeout":
      return new HttpError(504, CHAT_SERVER_TEXTS.modelTimeout);
    case "no_api_key":
      return new HttpError(503, CHAT_SERVER_TEXTS.modelNotConfigured);
    case "provider_error":
    case "blocked_prompt":
      return new HttpError(502, CHAT_SERVER_TEXTS.modelUnavailable);
  }
}
