import { GEMINI_KEY_PROVIDER, firstKeySource, fixedKeySource, storedKeySource } from "@kidsafe/ai";
import type { AiKeySource } from "@kidsafe/ai";
import { createAiProviderKeysRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";
import type { ApiConfig } from "./env.ts";

/**
 * The Gemini key of every AI call of the API: the operator-stored key (seed 001's admin page) first, re-read at most
 * every STORED_KEY_TTL_MS, then GEMINI_API_KEY. `forget` makes this process read the stored key afresh at once.
 */
export function apiKeySourceOf(config: ApiConfig, db: Db, log: Logger): AiKeySource & { forget(): void } {
  const keys = createAiProviderKeysRepository(db);
  const stored = storedKeySource({
    provider: GEMINI_KEY_PROVIDER,
    kek: config.keyEncryptionKey,
    load: () => keys.find(GEMINI_KEY_PROVIDER),
    recordRejected: (sealed, message) => keys.recordRejected(GEMINI_KEY_PROVIDER, sealed, new Date(), message),
    warn: (message) => log.warn(message),
  });
  return { ...firstKeySource(stored, fixedKeySource(config.gemini.apiKey)), forget: () => stored.forget() };
}
