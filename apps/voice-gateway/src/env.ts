import { DEFAULT_GEMINI_LIVE_MODEL, DEFAULT_GEMINI_MODERATION_MODEL, keyEncryptionEnvShape, keyEncryptionKeyOf } from "@kidsafe/ai";
import { missingInProduction, parseEnv, siteServerEnvShape, siteServerSettingsOf } from "@kidsafe/server-kit";
import { z } from "zod";

/** Pages answer at once. */
export const VOICE_SHUTDOWN_TIMEOUT_MS = 10_000;

const VoiceGatewayEnv = z
  .object({
    /** The gateway checks the cookies the API signs; PUBLIC_URL is the only origin whose pages may open a call or post an offer. */
    ...siteServerEnvShape({ port: 3002, databasePoolSize: 5 }),
    ...keyEncryptionEnvShape,
    GEMINI_LIVE_MODEL: z.string().min(1).default(DEFAULT_GEMINI_LIVE_MODEL),
    /** Every clause of a spoken answer gets its verdict before it is heard (docs/safety.md). */
    GEMINI_MODERATION_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODERATION_MODEL),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === "production";
    if (production && missingInProduction(env, ["SESSION_SECRET", "KEY_ENCRYPTION_KEY", "PUBLIC_URL"], context)) return z.NEVER;
    return {
      ...siteServerSettingsOf(env, VOICE_SHUTDOWN_TIMEOUT_MS),
      keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        liveModel: env.GEMINI_LIVE_MODEL,
        moderationModel: env.GEMINI_MODERATION_MODEL,
      },
    };
  });

export type VoiceGatewayConfig = z.output<typeof VoiceGatewayEnv>;

export function readVoiceGatewayConfig(source: NodeJS.ProcessEnv = process.env): VoiceGatewayConfig {
  return parseEnv(VoiceGatewayEnv, source);
}
