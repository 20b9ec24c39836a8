/** Why a model call failed, in the terms the API answers a child with (see apps/api chat's model-errors.ts). */
export type AiFailure =
  /** No answer within the configured timeout. */
  | "timeout"
  /** The provider answered with an error or could not be reached (network, 5xx, quota, a rejected key). */
  | "provider_error"
  /** The provider's safety filter refused the question itself (`promptFeedback.blockReason`). */
  | "blocked_prompt"
  /** Neither an operator-stored key nor GEMINI_API_KEY is configured. */
  | "no_api_key";

/** The one error type the AI layer throws; `message` is for logs, never shown to a child. */
export class AiError extends Error {
  override readonly name = "AiError";

  constructor(
    readonly failure: AiFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}
