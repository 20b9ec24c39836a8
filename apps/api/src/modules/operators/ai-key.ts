import { GEMINI_KEY_PROVIDER, kekIdOf, openApiKey, sealApiKey } from "@kidsafe/ai";
import type { AiKeyStatus } from "@kidsafe/contracts";
import type { AiProviderKeysRepository } from "@kidsafe/db";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";

/** Its call still says "openai": the specification's path. */
const STORED_KEY_PROVIDER = GEMINI_KEY_PROVIDER;

/** Other replicas re-read within STORED_KEY_TTL_MS. */
export interface KeySourceRefresh {
  forget(): void;
}

export interface AiKeyDependencies {
  keys: AiProviderKeysRepository;
  kek: Buffer;
  environmentKey: boolean;
  refresh: KeySourceRefresh;
  audit: Audit;
  clock: Clock;
}

/** Never answered or logged. */
export function createAiKeyService({ keys, kek, environmentKey, refresh, audit, clock }: AiKeyDependencies) {
  return {
    async store(operator: OperatorIdentity, apiKey: string): Promise<void> {
      const before = await keys.find(STORED_KEY_PROVIDER);
      const lastFour = apiKey.slice(-4);
      const setAt = clock();
      await keys.store(STORED_KEY_PROVIDER, {
        sealed: sealApiKey(kek, apiKey, STORED_KEY_PROVIDER),
        kekId: kekIdOf(kek),
        lastFour,
        setBy: operator.operatorId,
        setAt,
      });
      refresh.forget();
      // Only what the console shows is audited: never the key.
      await audit.record(operator, {
        action: "ai-key.set",
        target: { type: "ai-key", id: STORED_KEY_PROVIDER },
        before: before ? { lastFour: before.lastFour, setAt: before.setAt.toISOString(), setBy: before.setBy } : null,
        after: { lastFour, setAt: setAt.toISOString() },
      });
    },

    async status(): Promise<AiKeyStatus> {
      const stored = await keys.find(STORED_KEY_PROVIDER);
      const readable = stored !== undefined && openApiKey(kek, stored.sealed, STORED_KEY_PROVIDER) !== undefined;
      return {
        inUse: readable ? "stored" : environmentKey ? "environment" : "none",
        stored: stored
          ? {
              setAt: stored.setAt.toISOString(),
              setBy: stored.setBy,
              lastFour: stored.lastFour,
              readable,
              rejected: stored.rejectedAt ? { at: stored.rejectedAt.toISOString(), message: stored.rejectedMessage ?? "" } : null,
            }
          : null,
      };
    },
  };
}

export type AiKeyService = ReturnType<typeof createAiKeyService>;
