// What billing asks of the payment provider: the part of @kidsafe/payments' port it uses, by type only. The API and
// the billing worker pass the real adapter (on the Stripe SDK); billing itself never names the provider.
import type { Payments } from "@kidsafe/payments";

export type { ChargeOutcome, CheckoutOutcome, PaymentEvent } from "@kidsafe/payments";

export type PaymentsPort = Pick<
  Payments,
  "createCustomer" | "createCheckout" | "getCheckout" | "expireCheckout" | "chargeSavedCard" | "refundPayment" | "detachPaymentMethod"
>;
