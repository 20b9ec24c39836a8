import type { AdvertisersRepository } from "@kidsafe/db";
import type { Clock } from "../../clock.ts";
import { hasHttpUrl } from "./advertiser-links.ts";
import { buildSponsoredIndex } from "./sponsored-index.ts";
import type { SponsoredIndex } from "./sponsored-index.ts";

/** An advertiser paused, blacklisted or overdue may still be shown for this long (decisions.md); every impression is still counted as served. */
export const SPONSORED_INDEX_MAX_AGE_MS = 5_000;

export interface LiveSponsoredIndexOptions {
  advertisers: AdvertisersRepository;
  clock: Clock;
}

interface Snapshot {
  index: SponsoredIndex;
  version: string;
  checkedAt: number;
  /** A blacklist's end changes eligibility with no change to the table. */
  expiresAt: number;
}

/** Searches arriving during a check wait for the same check. */
export function createLiveSponsoredIndex({ advertisers, clock }: LiveSponsoredIndexOptions) {
  let snapshot: Snapshot | undefined;
  let checking: Promise<SponsoredIndex> | undefined;

  async function check(now: number): Promise<SponsoredIndex> {
    // The version first: rows read after it are at least as new, so a change committed in between is not missed.
    const version = await advertisers.searchVersion();
    if (snapshot !== undefined && snapshot.version === version && now < snapshot.expiresAt) {
      snapshot.checkedAt = now;
      return snapshot.index;
    }
    const { advertisers: eligible, changesAt } = await advertisers.listSearchable(new Date(now));
    const index = buildSponsoredIndex(eligible.filter(hasHttpUrl), snapshot?.index);
    snapshot = { index, version, checkedAt: now, expiresAt: changesAt?.getTime() ?? Number.POSITIVE_INFINITY };
    return index;
  }

  return {
    current(): Promise<SponsoredIndex> {
      const now = clock().getTime();
      if (snapshot !== undefined && now - snapshot.checkedAt < SPONSORED_INDEX_MAX_AGE_MS && now < snapshot.expiresAt) {
        return Promise.resolve(snapshot.index);
      }
      checking ??= check(now).finally(() => {
        checking = undefined;
      });
      return checking;
    },
  };
}
