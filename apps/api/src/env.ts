import {
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_GEMINI_MODERATION_MODEL,
  DEFAULT_GEMINI_TTS_MODEL,
  DEV_ONLY_KEY_ENCRYPTION_KEY,
  KeyEncryptionKeyVariable,
  parseKeyEncryptionKey,
} from "@kidsafe/ai";
import { OPERATOR_PASSWORD_MIN_LENGTH } from "@kidsafe/contracts";
import { paymentsConfigFromEnv } from "@kidsafe/payments";
import { ALLOWED_ORIGINS_IN_PRODUCTION, SafeFetchAllowOriginsVariable, SafeFetchNat64PrefixesVariable } from "@kidsafe/safe-fetch";
import {
  dataEnvShape,
  geminiEnvShape,
  missingInProduction,
  parseEnv,
  publicUrlEnvShape,
  publicUrlOf,
  serverEnvShape,
  shutdownEnvShape,
  shutdownTimingsOf,
  TRUST_PROXY_REQUIRED,
} from "@kidsafe/server-kit";
import { z } from "zod";
import { AUTH_RATE_LIMITS } from "./modules/auth/rate-limits.ts";
import { OVERVIEW_TIMEOUT_MS } from "./modules/search/overview.ts";

const DEV_ONLY_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";
/**
 * What requests in flight get on SIGTERM once the drain delay is over: the longest, a chat message, waits for the
 * model (AI_TIMEOUT_MS, 30 s) and the reply's verdict (4 s).
 */
export const API_SHUTDOWN_TIMEOUT_MS = 40_000;
/** Where `pnpm dev` serves the product. */

const ApiEnv = z
  .object({
    ...serverEnvShape,
    ...dataEnvShape,
    ...geminiEnvShape,
    ...shutdownEnvShape,
    PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /** Signs session cookies. At least 32 characters; required in production. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
    /**
     * Prefixes every Redis key of the API (sessions, rate limits, tracking). Lets several stacks share one Redis
     * without sharing state: the e2e stack gets a fresh prefix per run.
     */
    REDIS_KEY_PREFIX: z.string().default(""),
    GEMINI_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODEL),
    /** The small, fast model that gives every answer its safety verdict before a child sees it. */
    GEMINI_MODERATION_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODERATION_MODEL),
    /** The text-to-speech model that speaks chat replies in voice mode (isVoiceMode). */
    GEMINI_TTS_MODEL: z.string().min(1).default(DEFAULT_GEMINI_TTS_MODEL),
    /** A model call that takes longer is abandoned and the child gets a 504 (their message stays stored). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(DEFAULT_AI_TIMEOUT_MS),
    /** true when GEMINI_BASE_URL is the offline emulator: GET /api/ai-status tells the UI to say so. */
    AI_OFFLINE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** How long a search waits for its AI overview before answering the websites without one. */
    SEARCH_OVERVIEW_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(OVERVIEW_TIMEOUT_MS),
    ...publicUrlEnvShape,
    /**
     * Seals the operator-stored AI key in the database (AES-256-GCM): 32 random bytes, hex or base64. Required in
     * production; rotating it means storing the AI key again (docs/decisions.md).
     */
    KEY_ENCRYPTION_KEY: KeyEncryptionKeyVariable,
    /** BullMQ's key prefix, the same as the billing worker's: the console adds jobs and shows the queues. */
    JOBS_QUEUE_PREFIX: z.string().min(1).default("bull"),
    /** An app reported by this many different students within AUTO_PAUSE_DAYS is paused pending review. */
    AUTO_PAUSE_REPORTERS: z.coerce.number().int().min(1).default(3),
    AUTO_PAUSE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /**
     * Sign-ups allowed from one address in an hour: a school signing up several classes behind one address raises it.
     */
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(AUTH_RATE_LIMITS.registerPerIp.limit),
    /** Comma-separated origins of local sample sites the safety check may read (development and tests only). */
    SAFE_FETCH_ALLOW_ORIGINS: SafeFetchAllowOriginsVariable,
    /** The rendered API reference at /api/reference: on by default outside production, off in production unless "on". */
    API_REFERENCE: z.enum(["on", "off"], { error: 'API_REFERENCE must be "on" or "off"' }).optional(),
    /** The network's own NAT64 /96 prefixes (comma-separated), judged like 64:ff9b::/96 by the IPv4 inside. */
    SAFE_FETCH_NAT64_PREFIXES: SafeFetchNat64PrefixesVariable,
    /**
     * Counted ad events a flusher read and did not store (it died, or PostgreSQL was away) are stored by a flusher of
     * another (or the same) process after they have waited this long.
     */
    AD_EVENTS_CLAIM_IDLE_MS: z.coerce.number().int().min(1000).default(30_000),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === "production";
    if (production && missingInProduction(env, ["SESSION_SECRET", "KEY_ENCRYPTION_KEY", "PUBLIC_URL"], context)) return z.NEVER;
    if (env.TRUST_PROXY === false && production) {
      context.addIssue(TRUST_PROXY_REQUIRED);
      return z.NEVER;
    }
    if (env.SAFE_FETCH_ALLOW_ORIGINS.length > 0 && production) {
      context.addIssue(ALLOWED_ORIGINS_IN_PRODUCTION);
      return z.NEVER;
    }
    return {
      production,
      host: env.HOST,
      port: env.PORT,
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      /** SIGTERM: readiness fails, the API serves on for drainMs, then requests in flight get timeoutMs. */
      shutdown: shutdownTimingsOf(env, API_SHUTDOWN_TIMEOUT_MS),
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
      sessionSecret: env.SESSION_SECRET ?? DEV_ONLY_SESSION_SECRET,
      /** Secure (HTTPS-only) cookies. */
      secureCookies: production,
      /** Server-Timing headers tell how the server spends its time: development, tests and the bench only. */
      serverTiming: !production,
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        model: env.GEMINI_MODEL,
        moderationModel: env.GEMINI_MODERATION_MODEL,
        ttsModel: env.GEMINI_TTS_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS,
        /** The base URL is the offline emulator. */
        offline: env.AI_OFFLINE,
      },
      search: { overviewTimeoutMs: env.SEARCH_OVERVIEW_TIMEOUT_MS },
      publicUrl: publicUrlOf(env.PUBLIC_URL),
      keyEncryptionKey: parseKeyEncryptionKey(env.KEY_ENCRYPTION_KEY ?? DEV_ONLY_KEY_ENCRYPTION_KEY),
      jobsQueuePrefix: env.JOBS_QUEUE_PREFIX,
      autoPause: { reporters: env.AUTO_PAUSE_REPORTERS, days: env.AUTO_PAUSE_DAYS },
      registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      /** Origins the SSRF-safe fetcher may also reach (local sample sites), beyond the public web. */
      safeFetchAllowOrigins: env.SAFE_FETCH_ALLOW_ORIGINS,
      /** Serve the rendered API reference (GET /api/openapi.json is always served). */
      apiReference: env.API_REFERENCE === undefined ? !production : env.API_REFERENCE === "on",
      safeFetchNat64Prefixes: env.SAFE_FETCH_NAT64_PREFIXES,
      adEvents: { claimIdleMs: env.AD_EVENTS_CLAIM_IDLE_MS },
    };
  });

/** The API's configuration: read from the environment once, at start-up (server.ts), and passed to buildApp. */
export interface ApiConfig extends z.output<typeof ApiEnv> {
  /** The payment provider (Stripe, or its emulator); null when STRIPE_SECRET_KEY is unset. */
  payments: ReturnType<typeof paymentsConfigFromEnv>;
}

export function readApiConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  return { ...parseEnv(ApiEnv, source), payments: paymentsConfigFromEnv(source) };
}

export { OPERATOR_PASSWORD_MIN_LENGTH };

const OperatorCliEnv = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/kidsafe)" })
    .url("DATABASE_URL must be a postgres:// URL"),
  /** The new password; when unset the CLI asks for it. */
  ADMIN_PASSWORD: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`)
    .optional(),
});

/** `pnpm admin:create`'s configuration. */
export function readOperatorCliConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = parseEnv(OperatorCliEnv, source);
  return { databaseUrl: env.DATABASE_URL, password: env.ADMIN_PASSWORD };
}
