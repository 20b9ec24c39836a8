// The weekly billing's timeline and the checkout's return pages, shared by the tests of billing and of settling a bill.
import { DAY_MS } from "./harness.ts";

/** When the first cycles start; the worker's clock stands here, and only a sweep's `asOf` moves time. */
export const T0 = new Date("2026-11-02T09:00:00Z");

/** `days` (fractions allowed) after `T0`. */
export const day = (days: number) => new Date(T0.getTime() + days * DAY_MS);

/** Where the provider's checkout page sends the advertiser back once they paid or gave up. */
export const CHECKOUT_URLS = {
  successUrl: "http://127.0.0.1:3000/advertiser/payment-complete?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://127.0.0.1:3000/",
};
