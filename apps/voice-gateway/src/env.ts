import { DEFAULT_GEMINI_LIVE_MODEL, DEFAULT_GEMINI_MODERATION_MODEL, keyEncryptionEnvShape, keyEncryptionKeyOf } from "@kidsafe/ai";
import {
  dataEnvShape,
  geminiEnvShape,
  missingInProduction,
  parseEnv,
  publicUrlEnvShape,
  publicUrlOf,
  serverEnvShape,
  serverSettingsOf,
  sessionSecretEnvShape,
  sessionSecretOf,
  shutdownEnvShape,
  shutdownTimingsOf,
} from "@kidsafe/server-kit";
import { z } from "zod";

/** Pages answer at once. */
export const VOICE_SHUTDOWN_TIMEOUT_MS = 10_000;

const VoiceGatewayEnv = z
  .object({
    ...serverEnvShape,
    ...dataEnvShape,
    ...geminiEnvShape,
    ...shutdownEnvShape,
    PORT: z.coerce.number().int().min(1).max(65535).default(3002),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(5),
    REDIS_KEY_PREFIX: z.string().default(""),
    /** A crisis event queues its parents' alert there. */
    JOBS_QUEUE_PREFIX: z.string().min(1).default("bull"),
    /** The gateway checks the cookies the API signs. */
    ...sessionSecretEnvShape,
    ...keyEncryptionEnvShape,
    /** The only origin whose pages may open a call or post an offer. */
    ...publicUrlEnvShape,
    GEMINI_LIVE_MODEL: z.string().min(1).default(DEFAULT_GEMINI_LIVE_MODEL),
    /** Every clause of a spoken answer gets its verdict before it is heard (docs/safety.md). */
    GEMINI_MODERATION_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODERATION_MODEL),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === "production";
    if (production && missingInProduction(env, ["SESSION_SECRET", "KEY_ENCRYPTION_KEY", "PUBLIC_URL"], context)) return z.NEVER;
    return {
      ...serverSettingsOf(env),
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
      jobsQueuePrefix: env.JOBS_QUEUE_PREFIX,
      publicUrl: publicUrlOf(env.PUBLIC_URL),
      sessionSecret: sessionSecretOf(env.SESSION_SECRET),
      keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        liveModel: env.GEMINI_LIVE_MODEL,
        moderationModel: env.GEMINI_MODERATION_MODEL,
      },
      shutdown: shutdownTimingsOf(env, VOICE_SHUTDOWN_TIMEOUT_MS),
    };
  });

export type VoiceGatewayConfig = z.output<typeof VoiceGatewayEnv>;

export function readVoiceGatewayConfig(source: NodeJS.ProcessEnv = process.env): VoiceGatewayConfig {
  return parseEnv(VoiceGatewayEnv, source);
}
