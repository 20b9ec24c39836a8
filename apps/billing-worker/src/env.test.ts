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
      safety: { sweepCron: "0 3 * * 1" },
      concurrency: 4,
      jobsQueuePrefix: "bull",
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
      PUBLIC_URL: "https://kidsafe.example",
    };
    expect(() => readBillingWorkerConfig({ ...production, SAFE_FETCH_ALLOW_ORIGINS: "http://localhost:4000" })).toThrow(
      /SAFE_FETCH_ALLOW_ORIGINS opens local addresses/,
    );
  });

  it("requires the API's KEY_ENCRYPTION_KEY in production: the re-checks use the operator-stored AI key", () => {
    expect(() => readBillingWorkerConfig({ ...BASE, NODE_ENV: "production" })).toThrow(/KEY_ENCRYPTION_KEY is required in production/);
  });

  it("requires PUBLIC_URL in production: the links in parents' mails lead there", () => {
    const production = {
      ...BASE,
      NODE_ENV: "production",
      KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    };
    expect(() => readBillingWorkerConfig(production)).toThrow(/PUBLIC_URL is required in production/);
    expect(readBillingWorkerConfig({ ...BASE, PUBLIC_URL: "https://kidsafe.example/" }).publicUrl).toBe("https://kidsafe.example");
  });

  it("gives running jobs 30 s on SIGTERM unless SHUTDOWN_TIMEOUT_MS says otherwise", () => {
    expect(readBillingWorkerConfig(BASE).shutdownTimeoutMs).toBe(30_000);
    expect(readBillingWorkerConfig({ ...BASE, SHUTDOWN_TIMEOUT_MS: "5000" }).shutdownTimeoutMs).toBe(5_000);
  });

  it("sends mail to a local MailDev from KidSafe's no-reply address outside production unless told otherwise", () => {
    expect(readBillingWorkerConfig(BASE).mail).toEqual({ smtpUrl: "smtp://127.0.0.1:1025", from: "KidSafe <no-reply@kidsafe.local>" });
    const given = { ...BASE, SMTP_URL: "smtp://127.0.0.1:4310", MAIL_FROM: "Parents <parents@example.com>" };
    expect(readBillingWorkerConfig(given).mail).toEqual({ smtpUrl: "smtp://127.0.0.1:4310", from: "Parents <parents@example.com>" });
  });

  it("requires SMTP_URL in production and says what a mail server address looks like", () => {
    const production = {
      ...BASE,
      NODE_ENV: "production",
      KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      PUBLIC_URL: "https://kidsafe.example",
    };
    expect(() => readBillingWorkerConfig(production)).toThrow(/SMTP_URL: SMTP_URL is required in production/);
    expect(() => readBillingWorkerConfig({ ...production, SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL must be smtp:\/\/host:port/);
    expect(readBillingWorkerConfig({ ...production, SMTP_URL: "smtps://mailer:pw@mail.example.com:465" }).mail.smtpUrl).toBe(
      "smtps://mailer:pw@mail.example.com:465",
    );
  });

  it("reads 120 landing pages a minute over a day, from midnight UTC, by default; a spread over a day is refused", () => {
    expect(readBillingWorkerConfig(BASE)).toMatchObject({
      siteWatch: { fetchesPerMinute: 120, sweepCron: "0 0 * * *", spreadMs: 24 * 60 * 60 * 1000 },
    });
    expect(readBillingWorkerConfig({ ...BASE, SITE_WATCH_FETCHES_PER_MINUTE: "300" }).siteWatch.fetchesPerMinute).toBe(300);
    expect(() => readBillingWorkerConfig({ ...BASE, SITE_WATCH_SPREAD_MS: String(25 * 60 * 60 * 1000) })).toThrow(
      /SITE_WATCH_SPREAD_MS must be at most a day/,
    );
    expect(() => readBillingWorkerConfig({ ...BASE, SITE_WATCH_FETCHES_PER_MINUTE: "0" })).toThrow(/SITE_WATCH_FETCHES_PER_MINUTE/);
  });

  it("says which setting is wrong", () => {
    expect(() => readBillingWorkerConfig({ ...BASE, CHARGES_PER_SECOND: "fast" })).toThrow(/CHARGES_PER_SECOND must be a whole number/);
  });
});
