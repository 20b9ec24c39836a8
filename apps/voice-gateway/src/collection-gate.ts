import { isHeard } from "@kidsafe/contracts";
import type { FamiliesRepository } from "@kidsafe/db";

export interface CollectionGate {
  isHeard(userId: number): Promise<boolean>;
}

/** A call opens once and asks once a minute, so there is nothing to cache. */
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
