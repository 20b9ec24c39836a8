import { DEFAULT_GEMINI_MODEL, keyEncryptionEnvShape, keyEncryptionKeyOf } from "@kidsafe/ai";
import { readMailConfig } from "@kidsafe/mail";
import type { MailConfig } from "@kidsafe/mail";
import { paymentsConfigFromEnv } from "@kidsafe/payments";
import { ALLOWED_ORIGINS_IN_PRODUCTION, SafeFetchAllowOriginsVariable } from "@kidsafe/safe-fetch";
import { missingInProduction, parseEnv, serverEnvShape, serverSettingsOf, shutdownEnvShape } from "@kidsafe/server-kit";
import { z } from "zod";

const MINUTE_MS = 60_000;
/** What is still running then is handed back to the queue. */
export const WORKER_SHUTDOWN_TIMEOUT_MS = 30_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1);

const BillingWorkerEnv = z
  .object({
    ...serverEnvShape({ port: 3003, databasePoolSize: 10 }),
    WORKER_CONCURRENCY: positiveInt("WORKER_CONCURRENCY").default(4),
    /** Across every replica; Stripe allows 100/s live, 25/s test. */
    CHARGES_PER_SECOND: positiveInt("CHARGES_PER_SECOND").default(20),
    SAFETY_CHECKS_PER_MINUTE: positiveInt("SAFETY_CHECKS_PER_MINUTE").default(10),
    BILLING_SWEEP_EVERY_MS: positiveInt("BILLING_SWEEP_EVERY_MS").default(15 * MINUTE_MS),
    SAFETY_SWEEP_CRON: z.string().min(9, "SAFETY_SWEEP_CRON must be a cron pattern such as '0 3 * * 1'").default("0 3 * * 1"),
    /** A bit under the week, so re-checks end before the next sweep. */
    SAFETY_SPREAD_MS: positiveInt("SAFETY_SPREAD_MS").default(6 * DAY_MS),
    /** 120 reads 172 800 apps a day; raise it when the sweep warns the live apps no longer fit. */
    SITE_WATCH_FETCHES_PER_MINUTE: positiveInt("SITE_WATCH_FETCHES_PER_MINUTE").default(120),
    SITE_WATCH_SWEEP_CRON: z.string().min(9, "SITE_WATCH_SWEEP_CRON must be a cron pattern such as '0 0 * * *'").default("0 0 * * *"),
    /** At most a day, so each page is read about every 24 hours. */
    SITE_WATCH_SPREAD_MS: positiveInt("SITE_WATCH_SPREAD_MS")
      .max(DAY_MS, `SITE_WATCH_SPREAD_MS must be at most a day (${DAY_MS})`)
      .default(DAY_MS),
    /** A dead process's job is taken again after about this long. */
    JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    GEMINI_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODEL),
    ...keyEncryptionEnvShape,
    /** Nothing routes requests to the worker, so it has no drain delay. */
    SHUTDOWN_TIMEOUT_MS: shutdownEnvShape.SHUTDOWN_TIMEOUT_MS,
    SAFE_FETCH_ALLOW_ORIGINS: SafeFetchAllowOriginsVariable,
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === "production";
    if (production && missingInProduction(env, ["KEY_ENCRYPTION_KEY", "PUBLIC_URL"], context)) return z.NEVER;
    if (env.SAFE_FETCH_ALLOW_ORIGINS.length > 0 && production) {
      context.addIssue(ALLOWED_ORIGINS_IN_PRODUCTION);
      return z.NEVER;
    }
    return {
      ...serverSettingsOf(env),
      concurrency: env.WORKER_CONCURRENCY,
      chargesPerSecond: env.CHARGES_PER_SECOND,
      billingSweepEveryMs: env.BILLING_SWEEP_EVERY_MS,
      safety: { checksPerMinute: env.SAFETY_CHECKS_PER_MINUTE, sweepCron: env.SAFETY_SWEEP_CRON, spreadMs: env.SAFETY_SPREAD_MS },
      siteWatch: {
        fetchesPerMinute: env.SITE_WATCH_FETCHES_PER_MINUTE,
        sweepCron: env.SITE_WATCH_SWEEP_CRON,
        spreadMs: env.SITE_WATCH_SPREAD_MS,
      },
      jobLockMs: env.JOB_LOCK_MS,
      gemini: { apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL, model: env.GEMINI_MODEL },
      keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? WORKER_SHUTDOWN_TIMEOUT_MS,
      safeFetchAllowOrigins: env.SAFE_FETCH_ALLOW_ORIGINS,
    };
  });

export interface BillingWorkerConfig extends z.output<typeof BillingWorkerEnv> {
  payments: NonNullable<ReturnType<typeof paymentsConfigFromEnv>>;
  mail: MailConfig;
}

export function readBillingWorkerConfig(source: NodeJS.ProcessEnv = process.env): BillingWorkerConfig {
  const config = parseEnv(BillingWorkerEnv, source);
  const payments = paymentsConfigFromEnv(source);
  if (!payments) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_SECRET_KEY: required: the billing worker charges the saved cards (sk_test_... for the emulator)",
    );
  }
  return { ...config, payments, mail: readMailConfig(source) };
}
