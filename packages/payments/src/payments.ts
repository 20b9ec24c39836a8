// The payments port: what the API and the billing worker ask of a card payment provider, in the product's words.
// One adapter implements it on Stripe's SDK (stripe-payments.ts); the same code talks to Stripe or, in development
// and tests, to packages/stripe-emulator, with only the host, port and protocol changed.

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API host (api.stripe.com) unless set: the emulator's in development. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** One request to Stripe, each attempt (DEFAULT_PAYMENTS_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A Checkout Session as the product reads it. */
export interface CheckoutOutcome {
  id: string;
  /** The session is complete and its payment went through. */
  paid: boolean;
  amountCents: number;
  customerId: string | null;
  paymentIntentId: string | null;
  /** The card kept for later charges; known from getCheckout (a webhook's session carries only the PaymentIntent's id). */
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string }
  /** The bank wants the cardholder to authenticate (requires_action / authentication_required): ask them to pay on session. */
  | { status: "needs_customer"; paymentIntentId: string; reason: string }
  /** Declined; `reason` is Stripe's message for the cardholder ("Your card was declined."). */
  | { status: "failed"; paymentIntentId: string | null; reason: string; declineCode: string | null }
  /**
   * The customer or the card is gone at Stripe (`resource_missing`: deleted in the dashboard, another account's
   * key): no retry can succeed; the advertiser gives a card again. `missing` is Stripe's param, `customer` or
   * `payment_method`.
   */
  | { status: "card_missing"; paymentIntentId: null; reason: string; missing: string; providerCode: "resource_missing" };

export type PaymentEvent =
  | { id: string; kind: "checkout_completed"; checkout: CheckoutOutcome }
  | {
      id: string;
      kind: "charge_succeeded" | "charge_failed";
      paymentIntentId: string;
      amountCents: number;
      metadata: Record<string, string>;
      /** Why it failed (charge_failed); null for charge_succeeded. */
      reason: string | null;
    }
  | { id: string; kind: "ignored"; type: string };

export interface Payments {
  createCustomer(input: { name: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ customerId: string }>;
  /** Checkout in mode payment for amountCents (USD), keeping the card for later off-session charges. */
  createCheckout(input: {
    customerId: string;
    amountCents: number;
    description: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ checkoutSessionId: string; url: string }>;
  /**
   * Checkout in mode payment for amountCents (USD) with no customer and nothing kept: a one-off payment (a parent's
   * card check), whose card cannot be charged again.
   */
  createOneTimeCheckout(input: {
    amountCents: number;
    description: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ checkoutSessionId: string; url: string }>;
  /** null when Stripe has no such session. Expands the PaymentIntent to read its payment method. */
  getCheckout(checkoutSessionId: string): Promise<CheckoutOutcome | null>;
  /**
   * Closes an open checkout so it can no longer be paid. Answers the session as it then stands: `paid` when the
   * customer paid it first (it was complete, not open); null when Stripe has no such session.
   */
  expireCheckout(checkoutSessionId: string): Promise<CheckoutOutcome | null>;
  /** An off-session charge of a saved card; the same idempotency key answers the same PaymentIntent. A decline is an outcome, not a throw. */
  chargeSavedCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /** Refunds the whole payment; a payment already refunded is not an error (a retry after a lost answer). */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  /** Forgets the saved card; a card already detached (or unknown to Stripe) is not an error. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Verifies the Stripe-Signature (the SDK's constructEvent) and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}
