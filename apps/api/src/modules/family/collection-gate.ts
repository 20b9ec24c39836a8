import { FAMILY_TEXTS, isHeard } from "@kidsafe/contracts";
import type { FamiliesRepository } from "@kidsafe/db";
import { forbidden } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";

/**
 * How old the consent state a collecting call reads may be (study mode's rule: RECENT_STATE_TTL_MS). A busy chat then
 * costs no query per message; a change made through this process (a birth year given) is seen at once, a parent's
 * consent or withdrawal through another replica within this time.
 */
export const RECENT_CONSENT_TTL_MS = 5_000;

interface ConsentFacts {
  birthYear: number | null;
  consentStands: boolean;
}

/** A session whose account is gone is not heard: it has no age and no parent. */
const NO_ACCOUNT: ConsentFacts = { birthYear: null, consentStands: false };

export interface CollectionGate {
  /** Whether chat, search, voice and photos are open to this child now. */
  isHeard(userId: number): Promise<boolean>;
  /** Refuses with 403 and the text the page shows when the child is not heard. */
  assertHeard(userId: number): Promise<void>;
  /** Reads the child's state again on the next call (after a change made through this process). */
  forget(userId: number): void;
}

/**
 * The under-13 collection gate: a child under 13, or of no known age, is heard only while a linked parent's
 * consent stands. The rule is the contracts' `isHeard`, checked against the API's clock on every call.
 */
export function createCollectionGate({
  families,
  clock,
  ttlMs = RECENT_CONSENT_TTL_MS,
}: {
  families: Pick<FamiliesRepository, "consentStateOf">;
  clock: Clock;
  ttlMs?: number;
}): CollectionGate {
  const recent = new LRUCache<number, ConsentFacts>({
    max: 50_000,
    ttl: ttlMs,
    ...cacheClock(clock),
    fetchMethod: async (userId) => {
      const state = await families.consentStateOf(userId);
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
