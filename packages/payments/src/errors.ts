// The two failures callers handle. Stripe's error classes are mapped once, here, so no caller imports the SDK.
import Stripe from "stripe";

export type PaymentsErrorKind =
  /** Stripe could not be reached, timed out, answered 5xx or 429, or refused our key: try again later (same key). */
  | "unavailable"
  /** Stripe refused the request as made (a bug or a state the caller must handle); sending it again will not help. */
  | "invalid_request"
  /** The idempotency key was used before with other parameters. */
  | "idempotency_conflict"
  /** An object the request names (the customer, the card) no longer exists at Stripe: asking again will not help. */
  | "resource_missing";

export class PaymentsError extends Error {
  override readonly name = "PaymentsError";

  /** Stripe's error code (`resource_missing`, `rate_limit`, `lock_timeout`...) or the HTTP status, for the logs. */
  readonly providerCode: string | null;
  /** Which object is missing or wrong (`customer`, `payment_method`), as Stripe names the parameter. */
  readonly param: string | null;

  constructor(
    readonly kind: PaymentsErrorKind,
    message: string,
    options?: ErrorOptions & { providerCode?: string | null; param?: string | null },
  ) {
    super(message, options);
    this.providerCode = options?.providerCode ?? null;
    this.param = options?.param ?? null;
  }

  /** Worth trying again later with the same key: the network, a rate limit, a lock timeout, a 5xx. */
  get transient(): boolean {
    return this.kind === "unavailable";
  }
}

/** The Stripe-Signature header is missing, malformed, too old, or signed with another secret. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

/** Stripe's code for an error, else its HTTP status, else the connection failure's name. */
function providerCodeOf(error: InstanceType<typeof Stripe.errors.StripeError>): string {
  return error.code ?? (error.statusCode ? `http_${error.statusCode}` : error.type);
}

export function toPaymentsError(error: unknown, action: string): PaymentsError {
  if (error instanceof PaymentsError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new PaymentsError("unavailable", `${action}: ${message}`, { cause: error });
  }
  const details = { cause: error, providerCode: providerCodeOf(error), param: error.param ?? null };
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentsError("idempotency_conflict", `${action}: ${error.message}`, details);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
    return new PaymentsError("resource_missing", `${action}: Stripe has no such object (${error.param ?? "?"}): ${error.message}`, details);
  }
  // A lock timeout is Stripe's "another request holds this object": the same request succeeds a moment later.
  if (
    (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) &&
    error.code !== "lock_timeout"
  ) {
    return new PaymentsError("invalid_request", `${action}: Stripe refused the request (${error.statusCode ?? "?"}): ${error.message}`, details);
  }
  // Connection errors, timeouts, 5xx, rate limits, and a refused key or permission (our configuration, not the
  // caller's request): nothing the caller sent is wrong, so a later attempt with the same idempotency key may work.
  const status = error.statusCode ? ` (${error.statusCode})` : "";
  return new PaymentsError("unavailable", `${action}: Stripe is unavailable${status}: ${error.message}`, details);
}
