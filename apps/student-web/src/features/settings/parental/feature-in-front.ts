import type { Feature } from "@kidsafe/contracts";
import { useEffect, useSyncExternalStore } from "react";

interface Claim {
  id: number;
  feature: Feature;
}

/**
 * Which feature the child has in front (the last page or game that opened and is still open), and the features the
 * server locked with its message. The heartbeat reads the first and writes the second; the pages read their lock.
 */
function createFeatureStore() {
  let claims: readonly Claim[] = [];
  let locks: ReadonlyMap<Feature, string> = new Map();
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Puts `feature` in front until the returned release is called; each claim is a fresh opening. */
    claim: (feature: Feature): (() => void) => {
      const claim = { id: nextId++, feature };
      claims = [...claims, claim];
      changed();
      return () => {
        claims = claims.filter((other) => other !== claim);
        changed();
      };
    },
    /** The newest open claim: its feature goes with each minute's report, and its id tells a new opening apart. */
    front: (): Claim | null => claims.at(-1) ?? null,
    lockOf: (feature: Feature): string | null => locks.get(feature) ?? null,
    setLock: (feature: Feature, message: string | null) => {
      if ((locks.get(feature) ?? null) === message) return;
      const next = new Map(locks);
      if (message === null) next.delete(feature);
      else next.set(feature, message);
      locks = next;
      changed();
    },
  };
}

export const featureStore = createFeatureStore();

/**
 * Puts the page's feature in front while it is open (null: nothing to count, e.g. a closed hub) and answers the
 * server's lock message for it, or null while it is open.
 */
export function useFeatureInFront(feature: Feature | null): string | null {
  useEffect(() => (feature === null ? undefined : featureStore.claim(feature)), [feature]);
  return useSyncExternalStore(featureStore.subscribe, () => (feature === null ? null : featureStore.lockOf(feature)));
}
