import type { AdvertisersRepository } from "@kidsafe/db";
import type { Clock } from "../../clock.ts";
import { hasHttpUrl } from "./advertiser-links.ts";
import { buildSponsoredIndex } from "./sponsored-index.ts";
import type { SponsoredIndex } from "./sponsored-index.ts";

/**
 * How old the index may be: an advertiser who is paused, blacklisted or falls overdue may still be shown for this
 * long (every impression is still recorded and counted as served; decisions.md). Each process checks the
 * table's version this often, one primary-key read.
 */
export const SPONSORED_INDEX_MAX_AGE_MS = 5_000;

export interface LiveSponsoredIndexOptions {
  advertisers: AdvertisersRepository;
  clock: Clock;
}

interface Snapshot {
  index: SponsoredIndex;
  /** The table's search version the index was built after. */
  version: string;
  /** When the version was last found unchanged (clock ms). */
  checkedAt: number;
  /** When eligibility changes by itself (a blacklist ends): the index is rebuilt then, whatever the version. */
  expiresAt: number;
}

/**
 * The sponsored index of this process, kept current: at most SPONSORED_INDEX_MAX_AGE_MS after it was last checked, one search
 * reads the advertisers' search version (searchVersion) and, only when it moved, the eligible advertisers, from
 * which a new index is built. Searches arriving meanwhile wait for the same check. The server loads it when
 * it is ready (index.ts); failing that, the first search does.
 */
export function createLiveSponsoredIndex({ advertisers, clock }: LiveSponsoredIndexOptions) {
  let snapshot: Snapshot | undefined;
  let checking: Promise<SponsoredIndex> | undefined;

  async function check(now: number): Promise<SponsoredIndex> {
    // The version first: rows read after it are at least as new as it, so a change committed in between makes
    // the next check rebuild again rather than be missed.
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
