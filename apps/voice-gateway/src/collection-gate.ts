// The under-13 collection gate as the gateway asks it (the API's rule, contracts `isHeard`, over the same families
// repository): before a call's socket is accepted, before a camera's offer is answered, and once a minute in a call.
import { isHeard } from "@kidsafe/contracts";
import type { FamiliesRepository } from "@kidsafe/db";

export interface CollectionGate {
  /** Whether the child may be heard now: a teen, or a younger child (or one of no known age) with a linked parent's consent. */
  isHeard(userId: number): Promise<boolean>;
}

/** Read fresh each time: a call opens once, and a call in progress asks once a minute, so there is nothing to cache. */
export function createCollectionGate({
  families,
  clock,
}: {
  families: Pick<FamiliesRepository, "consentStateOf">;
  clock: () => Date;
}): CollectionGate {
  return {
    async isHeard(userId) {
      const state = await families.consentStateOf(userId);
      return state !== undefined && isHeard(state.birthYear, state.consent !== null, clock());
    },
  };
}
