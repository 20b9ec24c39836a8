import { ApiError, GoogleGenAI } from "@google/genai";
import { AiError } from "./errors.ts";
import { geminiHttpOptions } from "./gemini-http.ts";

/** A key stored by an operator replaces the client without a restart. */
export function geminiClientCache(baseUrl: string | undefined): (key: string) => GoogleGenAI {
  let current: { key: string; client: GoogleGenAI } | undefined;
  return (key) => {
    if (current?.key !== key) {
      current = { key, client: new GoogleGenAI({ apiKey: key, httpOptions: geminiHttpOptions(baseUrl) }) };
    }
    return current.client;
  };
}

export const noApiKeyError = () => new AiError("no_api_key", "No Gemini API key is configured (GEMINI_API_KEY or an operator-stored key).");

export function toAiError(error: unknown, signal: AbortSignal, timeoutMs: number): AiError {
  if (signal.aborted) return new AiError("timeout", `Gemini did not answer within ${timeoutMs} ms`, undefined, { cause: error });
  if (error instanceof ApiError) {
    const failure = error.status === 504 || error.status === 408 ? "timeout" : "provider_error";
    return new AiError(failure, `Gemini answered ${error.status}: ${error.message}`, error.status, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AiError("provider_error", `Gemini could not be reached: ${message}`, undefined, { cause: error });
}

export function isKeyRefusal(error: AiError): boolean {
  const status = error.providerStatus;
  return status === 401 || status === 403 || (status === 400 && /api key/i.test(error.message));
}
