export { createPayments } from "./stripe-payments.ts";
export type { ChargeOutcome, CheckoutOutcome, PaymentEvent, Payments, PaymentsConfig } from "./payments.ts";
export { PaymentsError, WebhookSignatureError } from "./errors.ts";
export type { PaymentsErrorKind } from "./errors.ts";
export { PaymentsEnv, paymentsConfigFromEnv } from "./config-from-env.ts";
export { DEFAULT_PAYMENTS_TIMEOUT_MS, STRIPE_API_VERSION, STRIPE_MAX_NETWORK_RETRIES } from "./stripe-client.ts";
