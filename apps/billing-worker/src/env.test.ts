import { describe, expect, it } from "vitest";
import { readBillingWorkerConfig } from "./env.ts";

const BASE = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/kidsafe",
  REDIS_URL: "redis://127.0.0.1:6379",
  STRIPE_SECRET_KEY: "sk_test_worker",
  STRIPE_WEBHOOK_SECRET: "whsec_worker",
};

describe("the billing worker's configuration", () => {
  it("charges 20 cards a second, sweeps every 15 minutes and re-checks sites on Mondays by default", () => {
    expect(readBillingWorkerConfig(BASE)).toMatchObject({
      chargesPerSecond: 20,
      billingSweepEveryMs: 15 * 60_000,
      safetySweepCron: "0 3 * * 1",
      concurrency: 4,
      queuePrefix: "bull",
      payments: { secretKey: "sk_test_worker" },
    });
  });

  it("refuses to start without a payment provider, naming the variable", () => {
    expect(() => readBillingWorkerConfig({ ...BASE, STRIPE_SECRET_KEY: "" })).toThrow(/STRIPE_SECRET_KEY: required: the billing worker charges/);
  });

  it("refuses local sample sites in production", () => {
    const production = {
      ...BASE,
      NODE_ENV: "production",
      KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    };
    expect(() => readBillingWorkerConfig({ ...production, SAFE_FETCH_ALLOW_ORIGINS: "http://localhost:4000" })).toThrow(
      /SAFE_FETCH_ALLOW_ORIGINS opens local addresses/,
    );
  });

  it("requires the API's KEY_ENCRYPTION_KEY in production: the re-checks use the operator-stored AI key", () => {
    expect(() => readBillingWorkerConfig({ ...BASE, NODE_ENV: "production" })).toThrow(/KEY_ENCRYPTION_KEY is required in production/);
  });

  it("gives running jobs 30 s on SIGTERM unless SHUTDOWN_TIMEOUT_MS says otherwise", () => {
    expect(readBillingWorkerConfig(BASE).shutdownTimeoutMs).toBe(30_000);
    expect(readBillingWorkerConfig({ ...BASE, SHUTDOWN_TIMEOUT_MS: "5000" }).shutdownTimeoutMs).toBe(5_000);
  });

  it("says which setting is wrong", () => {
    expect(() => readBillingWorkerConfig({ ...BASE, CHARGES_PER_SECOND: "fast" })).toThrow(/CHARGES_PER_SECOND must be a whole number/);
  });
});
