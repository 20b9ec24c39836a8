import { isHeard } from "@kidsafe/contracts";
import type { ConsentsRepository } from "@kidsafe/db";

export interface CollectionGate {
  isHeard(userId: number): Promise<boolean>;
}

/** A call opens once and asks once a minute, so there is nothing to cache. */
export function createCollectionGate({
  consents,
  clock,
}: {
  consents: Pick<ConsentsRepository, "consentStateOf">;
  clock: () => Date;
}): CollectionGate {
  return {
    async isHeard(userId) {
      const state = await consents.consentStateOf(userId);
      return state !== undefined && isHeard(state.birthYear, state.consent !== null, clock());
    },
  };
}
