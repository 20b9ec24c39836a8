// The same adapter talks to Stripe or the stripe-emulator, with only the host, port and protocol changed.

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  timeoutMs?: number;
}

export interface CheckoutOutcome {
  id: string;
  paid: boolean;
  amountCents: number;
  customerId: string | null;
  paymentIntentId: string | null;
  /** Known from getCheckout: a webhook's session carries only the PaymentIntent's id. */
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string }
  /** The bank wants the cardholder to authenticate: ask them to pay on session. */
  | { status: "needs_customer"; paymentIntentId: string; reason: string }
  | { status: "failed"; paymentIntentId: string | null; reason: string; declineCode: string | null }
  /** Deleted in the dashboard or another account's key: no retry can succeed. */
  | { status: "card_missing"; paymentIntentId: null; reason: string; missing: string; providerCode: "resource_missing" };

export type PaymentEvent =
  | { id: string; kind: "checkout_completed"; checkout: CheckoutOutcome }
  | {
      id: string;
      kind: "charge_succeeded" | "charge_failed";
      paymentIntentId: string;
      amountCents: number;
      metadata: Record<string, string>;
      reason: string | null;
    }
  | { id: string; kind: "ignored"; type: string };

/** A hosted page that takes one card payment of `amountCents`. */
export interface CheckoutRequest {
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface Payments {
  createCustomer(input: { name: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ customerId: string }>;
  createCheckout(input: CheckoutRequest & { customerId: string }): Promise<{ checkoutSessionId: string; url: string }>;
  /** No customer and nothing kept: the card cannot be charged again. */
  createOneTimeCheckout(input: CheckoutRequest): Promise<{ checkoutSessionId: string; url: string }>;
  getCheckout(checkoutSessionId: string): Promise<CheckoutOutcome | null>;
  /** `paid` when the customer paid it first; null when Stripe has no such session. */
  expireCheckout(checkoutSessionId: string): Promise<CheckoutOutcome | null>;
  /** The same idempotency key answers the same PaymentIntent; a decline is an outcome, not a throw. */
  chargeSavedCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /** An already refunded payment is not an error (a retry after a lost answer). */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}
