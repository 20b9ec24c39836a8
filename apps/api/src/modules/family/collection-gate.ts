import { FAMILY_TEXTS, isHeard } from "@kidsafe/contracts";
import type { ConsentsRepository } from "@kidsafe/db";
import { forbidden } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";

/** A busy chat costs no query per message; a consent change through another replica is seen within this time. */
export const RECENT_CONSENT_TTL_MS = 5_000;

interface ConsentFacts {
  birthYear: number | null;
  consentStands: boolean;
}

/** A session whose account is gone is not heard: it has no age and no parent. */
const NO_ACCOUNT: ConsentFacts = { birthYear: null, consentStands: false };

export interface CollectionGate {
  isHeard(userId: number): Promise<boolean>;
  assertHeard(userId: number): Promise<void>;
  forget(userId: number): void;
}

export function createCollectionGate({
  consents,
  clock,
  ttlMs = RECENT_CONSENT_TTL_MS,
}: {
  consents: Pick<ConsentsRepository, "consentStateOf">;
  clock: Clock;
  ttlMs?: number;
}): CollectionGate {
  const recent = new LRUCache<number, ConsentFacts>({
    max: 50_000,
    ttl: ttlMs,
    ...cacheClock(clock),
    fetchMethod: async (userId) => {
      const state = await consents.consentStateOf(userId);
      return state ? { birthYear: state.birthYear, consentStands: state.consent !== null } : NO_ACCOUNT;
    },
  });

  async function heard(userId: number): Promise<boolean> {
    const facts = (await recent.fetch(userId)) ?? NO_ACCOUNT;
    return isHeard(facts.birthYear, facts.consentStands, clock());
  }

  return {
    isHeard: heard,
    async assertHeard(userId) {
      if (!(await heard(userId))) throw forbidden(FAMILY_TEXTS.consentNeeded);
    },
    forget(userId) {
      recent.delete(userId);
    },
  };
}
