// Stripe's error classes are mapped once, here, so no caller imports the SDK.
import Stripe from "stripe";

export type PaymentsErrorKind =
  /** Try again later with the same key. */
  | "unavailable"
  /** Sending it again will not help. */
  | "invalid_request"
  | "idempotency_conflict"
  | "resource_missing";

export class PaymentsError extends Error {
  override readonly name = "PaymentsError";

  readonly providerCode: string | null;
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

  get transient(): boolean {
    return this.kind === "unavailable";
  }
}

export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

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
  // A lock timeout: the same request succeeds a moment later.
  if (
    (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) &&
    error.code !== "lock_timeout"
  ) {
    return new PaymentsError("invalid_request", `${action}: Stripe refused the request (${error.statusCode ?? "?"}): ${error.message}`, details);
  }
  // A refused key or permission is our configuration, not the caller's request, so a later attempt may work.
  const status = error.statusCode ? ` (${error.statusCode})` : "";
  return new PaymentsError("unavailable", `${action}: Stripe is unavailable${status}: ${error.message}`, details);
}
