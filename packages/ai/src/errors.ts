/** The API maps these to a child's message (apps/api chat's model-errors.ts). */
export type AiFailure =
  | "timeout"
  | "provider_error"
  /** The provider's safety filter refused the question itself. */
  | "blocked_prompt"
  | "no_api_key";

/** `message` is for logs, never shown to a child. */
export class AiError extends Error {
  override readonly name = "AiError";

  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly providerStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}
