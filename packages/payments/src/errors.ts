// The two failures callers handle. Stripe's error classes are mapped once, here, so no caller imports the SDK.
import Stripe from "stripe";

export type PaymentsErrorKind =
  /** Stripe could not be reached, timed out, answered 5xx or 429, or refused our key: try again later (same key). */
  | "unavailable"
  /** Stripe refused the request as made (a bug or a state the caller must handle); sending it again will not help. */
  | "invalid_request"
  /** The idempotency key was used before with other parameters. */
  | "idempotency_conflict";

export class PaymentsError extends Error {
  override readonly name = "PaymentsError";

  constructor(
    readonly kind: PaymentsErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The Stripe-Signature header is missing, malformed, too old, or signed with another secret. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

export function toPaymentsError(error: unknown, action: string): PaymentsError {
  if (error instanceof PaymentsError) return error;
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentsError("idempotency_conflict", `${action}: ${error.message}`, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new PaymentsError("invalid_request", `${action}: Stripe refused the request (${error.statusCode ?? "?"}): ${error.message}`, {
      cause: error,
    });
  }
  // Connection errors, timeouts, 5xx, rate limits, and a refused key or permission (our configuration, not the
  // caller's request): nothing the caller sent is wrong, so a later attempt with the same idempotency key may work.
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? ` (${error.statusCode})` : "";
    return new PaymentsError("unavailable", `${action}: Stripe is unavailable${status}: ${error.message}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentsError("unavailable", `${action}: ${message}`, { cause: error });
}
