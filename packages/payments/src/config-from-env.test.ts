import { describe, expect, it } from "vitest";
import { paymentsConfigFromEnv } from "./config-from-env.ts";

describe("paymentsConfigFromEnv", () => {
  it("is null without STRIPE_SECRET_KEY: payments are not set up", () => {
    expect(paymentsConfigFromEnv({})).toBeNull();
    expect(paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "  " })).toBeNull();
  });

  it("talks to Stripe itself when STRIPE_API_BASE is unset", () => {
    expect(paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toEqual({
      secretKey: "sk_live_abc",
      webhookSecret: "whsec_abc",
    });
  });

  it("reads STRIPE_API_BASE into the SDK's protocol, host and port", () => {
    const env = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(paymentsConfigFromEnv({ ...env, STRIPE_API_BASE: "http://127.0.0.1:3008" })).toMatchObject({
      protocol: "http",
      host: "127.0.0.1",
      port: 3008,
    });
    expect(paymentsConfigFromEnv({ ...env, STRIPE_API_BASE: "https://stripe-mock.internal/" })).toMatchObject({
      protocol: "https",
      host: "stripe-mock.internal",
      port: 443,
    });
  });

  it("names each wrong variable", () => {
    expect(() => paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "abc", STRIPE_API_BASE: "ftp://x" })).toThrow(
      [
        "Invalid payments configuration:",
        "  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_..., or a restricted rk_ key)",
        "  STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_...)",
        "  STRIPE_API_BASE: STRIPE_API_BASE must be an origin such as https://api.stripe.com or http://127.0.0.1:3008",
      ].join("\n"),
    );
    expect(() => paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_API_BASE: "http://127.0.0.1:3008/v1" })).toThrow(
      /STRIPE_API_BASE must be an origin/,
    );
  });

  it("requires the webhook secret with a key", () => {
    expect(() => paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      "STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    );
  });

  it("never sends a live key anywhere but Stripe", () => {
    expect(() =>
      paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", STRIPE_API_BASE: "http://127.0.0.1:3008" }),
    ).toThrow("STRIPE_API_BASE: a live STRIPE_SECRET_KEY is only sent to api.stripe.com; STRIPE_API_BASE points to 127.0.0.1");
  });
});
