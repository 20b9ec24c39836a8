// What billing asks of the payment provider: the subset of @kidsafe/payments' interface it uses. The API and the
// billing worker pass the real adapter (on the Stripe SDK); billing itself never names the provider.

export interface CheckoutOutcome {
  id: string;
  paid: boolean;
  amountCents: number;
  customerId: string | null;
  paymentIntentId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "needs_customer"; paymentIntentId: string; reason: string }
  | { status: "failed"; paymentIntentId: string | null; reason: string; declineCode: string | null };

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

export interface PaymentsPort {
  createCustomer(input: { name: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ customerId: string }>;
  createCheckout(input: {
    customerId: string;
    amountCents: number;
    description: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ checkoutSessionId: string; url: string }>;
  getCheckout(checkoutSessionId: string): Promise<CheckoutOutcome | null>;
  chargeSavedCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
}
