import { geminiKeySource } from "@kidsafe/ai";
import type { AiKeySource } from "@kidsafe/ai";
import { createAiProviderKeysRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";
import type { ApiConfig } from "./env.ts";

/** The Gemini key of every AI call of the API: the operator-stored key, then GEMINI_API_KEY (`geminiKeySource`). */
export function apiKeySourceOf(config: ApiConfig, db: Db, log: Logger): AiKeySource & { forget(): void } {
  return geminiKeySource({
    keys: createAiProviderKeysRepository(db),
    kek: config.keyEncryptionKey,
    environmentKey: config.gemini.apiKey,
    warn: (message) => log.warn(message),
  });
}
