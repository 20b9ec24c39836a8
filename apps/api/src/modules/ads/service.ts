import { randomInt } from "node:crypto";
import { HttpUrl } from "@kidsafe/contracts";
import type { AgeOption, RecommendationAdvertiser, RecommendationTypeValue, SessionId, WebsiteResult } from "@kidsafe/contracts";
import type { AdvertisersRepository, SponsoredMatch } from "@kidsafe/db";
import { createTtlCache, normalisedQuery } from "@kidsafe/server-kit";
import type { TtlCacheOptions } from "@kidsafe/server-kit";
import type { Clock } from "../parental/local-day.ts";
import { MAX_SPONSORED_RESULTS_PER_PAGE } from "./constants.ts";
import type { ServedLedger } from "./served-ledger.ts";

export interface SponsoredOptions {
  age: AgeOption;
  studyMode: boolean;
  /** At most this many (never more than MAX_SPONSORED_RESULTS_PER_PAGE). */
  limit?: number;
}

/** 'smart_adapt' leaves the age to the AI: no age narrowing then (every advertiser passed the kid-safety check). */
function ageOf(option: AgeOption): number | null {
  return option === "smart_adapt" ? null : Number(option);
}

const madeFor = (age: number | null) => (match: SponsoredMatch) => age === null || (match.minAge <= age && age <= match.maxAge);

/** A link a child could not open (or that the answer's schema refuses) is never shown; one bad row must not fail the rest. */
const hasHttpUrl = (advertiser: { appUrl: string }) => HttpUrl.safeParse(advertiser.appUrl).success;

export interface AdsServiceDependencies {
  advertisers: AdvertisersRepository;
  ledger: ServedLedger;
  clock: Clock;
  /** The sponsored matches' cache (tests turn it off to see the table as it is). */
  sponsoredCache?: Partial<TtlCacheOptions>;
}

/**
 * Sponsored matches are kept 30 seconds per search words in each API process, for every age: the same search by
 * a whole school costs one query. So an advertiser who is paused, blacklisted or falls overdue may still be shown
 * for up to 30 s; every impression is still recorded and counted as served (decisions.md).
 */
export const SPONSORED_MATCH_CACHE = { ttlMs: 30_000, maxEntries: 5_000 } as const;
/** Best matches kept per search words, for any age; each student's age then picks among them. */
export const SPONSORED_CANDIDATES = 20;

/**
 * Equally relevant apps take turns (sponsoredSearchSql's turnOrder): each load of a search's matches orders its
 * ties anew, so over the day every app of a tie is shown about as often as the others.
 */
const newTieBreakSeed = () => randomInt(2 ** 32);

/**
 * Which sponsored apps a student may see, and the record that they were shown. The search route asks
 * findSponsoredResults, blends the results in, and calls recordServed once it answers; the chat and the
 * voice gateway call offerRecommendation when a reply recommends an app.
 */
export function createAdsService({ advertisers, ledger, clock, sponsoredCache }: AdsServiceDependencies) {
  const matches = createTtlCache<SponsoredMatch[]>({ ...SPONSORED_MATCH_CACHE, now: () => clock().getTime(), ...sponsoredCache });
  return {
    /**
     * Sponsored results for a search: eligible advertisers (active, paid, judged safe, not overdue, not
     * blacklisted) whose name or descriptions match the query, made for the student's age: the best for
     * that age among the SPONSORED_CANDIDATES best matches for anyone. None in study mode: the parent asked
     * for a focused, distraction-free search.
     */
    async findSponsoredResults(query: string, options: SponsoredOptions): Promise<WebsiteResult[]> {
      const limit = Math.min(Math.max(0, Math.floor(options.limit ?? MAX_SPONSORED_RESULTS_PER_PAGE)), MAX_SPONSORED_RESULTS_PER_PAGE);
      if (options.studyMode || limit === 0 || query.trim() === "") return [];
      const found = await matches.getOrLoad(normalisedQuery(query), () =>
        advertisers.findSponsored({ query, limit: SPONSORED_CANDIDATES, now: clock(), tieBreakSeed: newTieBreakSeed() }),
      );
      return found.filter(madeFor(ageOf(options.age))).filter(hasHttpUrl).slice(0, limit).map((match) => ({
        title: match.appName,
        description: match.description,
        url: match.appUrl,
        // Like the catalogue's sites: the site's own icon, shown when it loads.
        favicon: new URL("/favicon.ico", match.appUrl).href,
        isAdvertised: true,
        advertiserId: match.id,
      }));
    },

    /** Records that these sponsored results were served to this student's search session. */
    recordServed(served: { userId: number; sessionId: SessionId; query: string; advertiserIds: readonly number[] }): Promise<void> {
      return ledger.recordServed({ ...served, placement: "search_result", now: clock() });
    },

    /**
     * Records that a reply offered this advertiser as a recommendation of this type in this session (chat
     * or voice), so the client's track-recommendation for it is counted. Answers false, and records
     * nothing, for an advertiser that may not be recommended now.
     */
    async offerRecommendation(offer: {
      userId: number;
      sessionId: SessionId;
      advertiserId: number;
      type: RecommendationTypeValue;
      context: string;
    }): Promise<boolean> {
      const now = clock();
      if (!(await advertisers.isEligible(offer.advertiserId, now))) return false;
      await ledger.recordServed({
        userId: offer.userId,
        sessionId: offer.sessionId,
        placement: offer.type,
        query: offer.context,
        advertiserIds: [offer.advertiserId],
        now,
      });
      return true;
    },

    /** GET /api/advertisers-for-recommendations: every advertiser that may be recommended now. */
    async listForRecommendations(): Promise<RecommendationAdvertiser[]> {
      const eligible = await advertisers.listEligible(clock());
      return eligible.filter(hasHttpUrl).map((advertiser) => ({ id: advertiser.id, name: advertiser.appName, url: advertiser.appUrl }));
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
