import { geminiKeySource } from "@kidsafe/ai";
import type { AiKeySource } from "@kidsafe/ai";
import { createAiProviderKeysRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";
import type { ApiConfig } from "./env.ts";

export function apiKeySourceOf(config: ApiConfig, db: Db, log: Logger): AiKeySource & { forget(): void } {
  return geminiKeySource({
    keys: createAiProviderKeysRepository(db),
    kek: config.keyEncryptionKey,
    environmentKey: config.gemini.apiKey,
    warn: (message) => log.warn(message),
  });
}
