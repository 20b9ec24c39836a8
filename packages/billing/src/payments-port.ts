// Billing never names the provider; the API and the worker pass the real adapter.
import type { Payments } from "@kidsafe/payments";

export type { ChargeOutcome, CheckoutOutcome, PaymentEvent } from "@kidsafe/payments";

export type PaymentsPort = Pick<
  Payments,
  "createCustomer" | "createCheckout" | "getCheckout" | "expireCheckout" | "chargeSavedCard" | "refundPayment" | "detachPaymentMethod"
>;
