import { z } from "zod";
import {
  dataEnvShape,
  geminiEnvShape,
  listenerEnvShape,
  publicUrlEnvShape,
  publicUrlOf,
  sessionSecretEnvShape,
  sessionSecretOf,
  shutdownEnvShape,
  shutdownTimingsOf,
} from "./env.ts";

/** What every server reads: where it listens, how it logs, its stores, Gemini, the site's address and the jobs' queues. */
export function serverEnvShape(defaults: { port: number; databasePoolSize: number }) {
  return {
    ...listenerEnvShape,
    ...dataEnvShape,
    ...geminiEnvShape,
    ...publicUrlEnvShape,
    PORT: z.coerce.number().int().min(1).max(65535).default(defaults.port),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "DATABASE_POOL_SIZE must be a whole number" })
      .int("DATABASE_POOL_SIZE must be a whole number")
      .min(1)
      .default(defaults.databasePoolSize),
    /** Shared with every producer and consumer of the jobs (the API, the gateway, the worker, the console). */
    JOBS_QUEUE_PREFIX: z.string().min(1).default("bull"),
  };
}

type ServerEnv = z.output<z.ZodObject<ReturnType<typeof serverEnvShape>>>;

export function serverSettingsOf(env: ServerEnv) {
  return {
    production: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    jobsQueuePrefix: env.JOBS_QUEUE_PREFIX,
  };
}

/**
 * A server the site's requests reach (the API, the voice gateway): it signs or checks the session cookies, keeps its
 * Redis keys under a prefix that lets several stacks share one Redis, and drains before it stops.
 */
export function siteServerEnvShape(defaults: { port: number; databasePoolSize: number }) {
  return {
    ...serverEnvShape(defaults),
    ...sessionSecretEnvShape,
    ...shutdownEnvShape,
    REDIS_KEY_PREFIX: z.string().default(""),
  };
}

type SiteServerEnv = z.output<z.ZodObject<ReturnType<typeof siteServerEnvShape>>>;

export function siteServerSettingsOf(env: SiteServerEnv, defaultShutdownTimeoutMs: number) {
  return {
    ...serverSettingsOf(env),
    shutdown: shutdownTimingsOf(env, defaultShutdownTimeoutMs),
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    sessionSecret: sessionSecretOf(env.SESSION_SECRET),
  };
}
