// The one place the Stripe SDK client is configured.
import Stripe from "stripe";
import type { PaymentsConfig } from "./payments.ts";

/** Pinned, so a Stripe account's default version cannot change what the SDK (typed for this one) receives. */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";

/** Each attempt; Stripe's own default (80 s) is far longer than a person waits on a page. */
export const DEFAULT_PAYMENTS_TIMEOUT_MS = 15_000;

/**
 * One automatic retry: the SDK retries connection failures, 409 and 5xx answers (and honours Stripe-Should-Retry)
 * with the same Idempotency-Key, so a retry can never charge twice, and one retry absorbs the usual blip (a reset
 * kept-alive connection, a brief 503). More would keep a person waiting; callers that need more retry on their own
 * with the same key (the billing worker's jobs).
 */
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
