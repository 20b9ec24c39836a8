import Stripe from "stripe";
import type { PaymentsConfig } from "./payments.ts";

/** So an account's default version cannot change what the SDK (typed for this one) receives. */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";

/** Stripe's own default (80 s) is far longer than a person waits on a page. */
export const DEFAULT_PAYMENTS_TIMEOUT_MS = 15_000;

/** Retries reuse the Idempotency-Key, so they never charge twice; more would keep a person waiting. */
export const STRIPE_MAX_NETWORK_RETRIES = 1;

export function createStripeClient(config: PaymentsConfig): Stripe {
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: config.timeoutMs ?? DEFAULT_PAYMENTS_TIMEOUT_MS,
    ...(config.host !== undefined ? { host: config.host } : {}),
    ...(config.port !== undefined ? { port: config.port } : {}),
    ...(config.protocol !== undefined ? { protocol: config.protocol } : {}),
    appInfo: { name: "KidSafe AI" },
  });
}
