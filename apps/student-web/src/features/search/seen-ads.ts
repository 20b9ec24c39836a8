import { AD_RETRACK_COOLDOWN_MS } from "@kidsafe/contracts";
import { z } from "zod";
import { STORAGE_KEYS } from "../../lib/storage-keys.ts";

/**
 * The ad-seen record: advertiser id -> when its view was last tracked (ms since epoch), kept in
 * the browser so a child paging back and forth does not send the same view again within 10 minutes.
 */
export type SeenAds = Readonly<Record<string, number>>;

const StoredSeenAds = z.record(z.string().regex(/^\d+$/), z.number().finite().nonnegative());

/** The stored record, or an empty one when there is none or it cannot be read (hand-edited, older shape). */
export function parseSeenAds(raw: string | null): SeenAds {
  if (raw === null) return {};
  try {
    const parsed = StoredSeenAds.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** True unless this advertiser's view was tracked less than 10 minutes ago (a time in the future counts as now). */
export function isDueForTracking(seen: SeenAds, advertiserId: number, now: number): boolean {
  const last = seen[String(advertiserId)];
  if (last === undefined) return true;
  return now - Math.min(last, now) >= AD_RETRACK_COOLDOWN_MS;
}

/**
 * The record after a tracked view. Entries older than the cooldown no longer decide anything, so they are
 * dropped: the record holds at most the ads seen in the last 10 minutes.
 */
export function markSeen(seen: SeenAds, advertiserId: number, now: number): SeenAds {
  const kept = Object.entries(seen).filter(([, at]) => now - at < AD_RETRACK_COOLDOWN_MS);
  return { ...Object.fromEntries(kept), [String(advertiserId)]: now };
}

export interface SeenAdsStore {
  read: () => SeenAds;
  write: (seen: SeenAds) => void;
}

/** The record in localStorage (STORAGE_KEYS.seenAds). Disabled or full storage only costs the 10-minute memory. */
export const localSeenAdsStore: SeenAdsStore = {
  read() {
    try {
      return parseSeenAds(window.localStorage.getItem(STORAGE_KEYS.seenAds));
    } catch {
      return {};
    }
  },
  write(seen) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.seenAds, JSON.stringify(seen));
    } catch {
      // Nothing to do: the server counts at most once per 10 minutes whatever the browser sends.
    }
  },
};
