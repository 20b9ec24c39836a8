import {
  DEFAULT_GEMINI_LIVE_MODEL,
  DEFAULT_GEMINI_MODERATION_MODEL,
  DEV_ONLY_KEY_ENCRYPTION_KEY,
  KeyEncryptionKeyVariable,
  parseKeyEncryptionKey,
} from "@kidsafe/ai";
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
} from "@kidsafe/server-kit";
import { z } from "zod";

/** The API's development secret: the gateway reads the sessions the API signs. */
const DEV_ONLY_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";
/** After the drain delay, calls are asked to move; their sockets close within this bound (pages answer at once). */
export const VOICE_SHUTDOWN_TIMEOUT_MS = 10_000;

const VoiceGatewayEnv = z
  .object({
    ...serverEnvShape,
    ...dataEnvShape,
    ...geminiEnvShape,
    ...shutdownEnvShape,
    PORT: z.coerce.number().int().min(1).max(65535).default(3002),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(5),
    /** The API's prefix: the gateway reads its sessions and writes to its serve record. */
    REDIS_KEY_PREFIX: z.string().default(""),
    /** BullMQ's key prefix, the API's and the billing worker's: a crisis event queues its parents' alert there. */
    JOBS_QUEUE_PREFIX: z.string().min(1).default("bull"),
    /** The API's SESSION_SECRET (the gateway checks the cookies it signs). Required in production. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    /** The API's: opens the operator-stored AI key, which calls use before GEMINI_API_KEY. Required in production. */
    KEY_ENCRYPTION_KEY: KeyEncryptionKeyVariable,
    /** The API's: the only origin whose pages may open a call or post an offer (the origin policy). */
    ...publicUrlEnvShape,
    /** The Live model (native audio). */
    GEMINI_LIVE_MODEL: z.string().min(1).default(DEFAULT_GEMINI_LIVE_MODEL),
    /** The API's: the model verdict every clause of a spoken answer gets before it is heard (docs/safety.md). */
    GEMINI_MODERATION_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODERATION_MODEL),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === "production";
    if (production && missingInProduction(env, ["SESSION_SECRET", "KEY_ENCRYPTION_KEY", "PUBLIC_URL"], context)) return z.NEVER;
    return {
      production,
      host: env.HOST,
      port: env.PORT,
      logLevel: env.LOG_LEVEL,
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
      jobsQueuePrefix: env.JOBS_QUEUE_PREFIX,
      publicUrl: publicUrlOf(env.PUBLIC_URL),
      trustProxy: env.TRUST_PROXY,
      sessionSecret: env.SESSION_SECRET ?? DEV_ONLY_SESSION_SECRET,
      keyEncryptionKey: parseKeyEncryptionKey(env.KEY_ENCRYPTION_KEY ?? DEV_ONLY_KEY_ENCRYPTION_KEY),
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        liveModel: env.GEMINI_LIVE_MODEL,
        moderationModel: env.GEMINI_MODERATION_MODEL,
      },
      /** SIGTERM: readiness fails, calls go on for drainMs, then each is asked to move; exit within timeoutMs. */
      shutdown: shutdownTimingsOf(env, VOICE_SHUTDOWN_TIMEOUT_MS),
    };
  });

export type VoiceGatewayConfig = z.output<typeof VoiceGatewayEnv>;

export function readVoiceGatewayConfig(source: NodeJS.ProcessEnv = process.env): VoiceGatewayConfig {
  return parseEnv(VoiceGatewayEnv, source);
}
