import {
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_GEMINI_MODERATION_MODEL,
  DEFAULT_GEMINI_TTS_MODEL,
  keyEncryptionEnvShape,
  keyEncryptionKeyOf,
} from "@kidsafe/ai";
import { OPERATOR_PASSWORD_MIN_LENGTH } from "@kidsafe/contracts";
import { paymentsConfigFromEnv } from "@kidsafe/payments";
import { ALLOWED_ORIGINS_IN_PRODUCTION, SafeFetchAllowOriginsVariable, SafeFetchNat64PrefixesVariable } from "@kidsafe/safe-fetch";
import { missingInProduction, parseEnv, siteServerEnvShape, siteServerSettingsOf, TRUST_PROXY_REQUIRED } from "@kidsafe/server-kit";
import { z } from "zod";
import { AUTH_RATE_LIMITS } from "./modules/auth/rate-limits.ts";
import { OVERVIEW_TIMEOUT_MS } from "./modules/search/overview.ts";

/** The longest request, a chat message, waits for the model (AI_TIMEOUT_MS) and the reply's verdict. */
export const API_SHUTDOWN_TIMEOUT_MS = 40_000;

const ApiEnv = z
  .object({
    ...siteServerEnvShape({ port: 3001, databasePoolSize: 10 }),
    GEMINI_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODEL),
    GEMINI_MODERATION_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODERATION_MODEL),
    GEMINI_TTS_MODEL: z.string().min(1).default(DEFAULT_GEMINI_TTS_MODEL),
    /** The child's message stays stored when the model times out. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(DEFAULT_AI_TIMEOUT_MS),
    AI_OFFLINE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    SEARCH_OVERVIEW_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(OVERVIEW_TIMEOUT_MS),
    /** Rotating it means storing the AI key again. */
    ...keyEncryptionEnvShape,
    AUTO_PAUSE_REPORTERS: z.coerce.number().int().min(1).default(3),
    AUTO_PAUSE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** A school signing up several classes behind one address raises it. */
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(AUTH_RATE_LIMITS.registerPerIp.limit),
    /** Development and tests only. */
    SAFE_FETCH_ALLOW_ORIGINS: SafeFetchAllowOriginsVariable,
    API_REFERENCE: z.enum(["on", "off"], { error: 'API_REFERENCE must be "on" or "off"' }).optional(),
    /** Judged like 64:ff9b::/96 by the IPv4 inside. */
    SAFE_FETCH_NAT64_PREFIXES: SafeFetchNat64PrefixesVariable,
    /** Events a dead flusher read and did not store are taken over by another after waiting this long. */
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
      ...siteServerSettingsOf(env, API_SHUTDOWN_TIMEOUT_MS),
      secureCookies: production,
      /** Development, tests and the bench only: the timings are not for the public. */
      serverTiming: !production,
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        model: env.GEMINI_MODEL,
        moderationModel: env.GEMINI_MODERATION_MODEL,
        ttsModel: env.GEMINI_TTS_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS,
        offline: env.AI_OFFLINE,
      },
      search: { overviewTimeoutMs: env.SEARCH_OVERVIEW_TIMEOUT_MS },
      keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
      autoPause: { reporters: env.AUTO_PAUSE_REPORTERS, days: env.AUTO_PAUSE_DAYS },
      registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      safeFetchAllowOrigins: env.SAFE_FETCH_ALLOW_ORIGINS,
      apiReference: env.API_REFERENCE === undefined ? !production : env.API_REFERENCE === "on",
      safeFetchNat64Prefixes: env.SAFE_FETCH_NAT64_PREFIXES,
      adEvents: { claimIdleMs: env.AD_EVENTS_CLAIM_IDLE_MS },
    };
  });

export interface ApiConfig extends z.output<typeof ApiEnv> {
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
  ADMIN_PASSWORD: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`)
    .optional(),
});

export function readOperatorCliConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = parseEnv(OperatorCliEnv, source);
  return { databaseUrl: env.DATABASE_URL, password: env.ADMIN_PASSWORD };
}
