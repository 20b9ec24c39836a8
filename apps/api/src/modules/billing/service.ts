import type { Billing, PaymentEvent } from "@kidsafe/billing";

export interface PaymentWebhooks {
  verify(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  apply(event: PaymentEvent): ReturnType<Billing["applyPaymentEvent"]>;
}

export function createPaymentWebhooks(
  billing: Billing,
  payments: { parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent },
): PaymentWebhooks {
  return {
    verify: (rawBody, signature) => payments.parseWebhook(rawBody, signature),
    apply: (event) => billing.applyPaymentEvent(event),
  };
}
