import { randomInt } from "node:crypto";
import { judgeSite } from "@kidsafe/ai";
import type {
  AgeOption,
  OfferedRecommendation,
  RecommendationAdvertiser,
  RecommendationTypeValue,
  SessionId,
  SubjectOption,
  WebsiteResult,
} from "@kidsafe/contracts";
import type { AdvertisersRepository, SearchableAdvertiser } from "@kidsafe/db";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";
import { hasHttpUrl } from "./advertiser-links.ts";
import { MAX_SPONSORED_RESULTS_PER_PAGE } from "./constants.ts";
import { createLiveSponsoredIndex } from "./live-sponsored-index.ts";
import { adAgeKey, adAgeOf, holdsAnyTerm, recommendationContext, searchTerms, subjectTerms } from "@kidsafe/ads";
import type { AdAgeRange } from "@kidsafe/ads";
import type { SponsoredIndex } from "./sponsored-index.ts";

/** The serve record (the tracking module's): what was served to whom, so that only that can be counted. */
export interface ServeRecord {
  recordServed(served: {
    userId: number;
    sessionId: SessionId;
    placement: "search_result" | RecommendationTypeValue;
    query: string;
    advertiserIds: readonly number[];
    now: Date;
  }): Promise<void>;
  /**
   * In one step: whether this search or reply may carry a recommendation, then the first candidate that is not the
   * app last offered to this student, recorded as offered. null when none is offered.
   */
  offerOnTurn(offer: {
    userId: number;
    sessionId: SessionId;
    type: RecommendationTypeValue;
    candidates: readonly OfferedRecommendation[];
    now: Date;
  }): Promise<OfferedRecommendation | null>;
  /** Remembers that this app was offered (the pacing of the next ones). */
  recommendationOffered(userId: number, sessionId: SessionId, advertiserId: number): Promise<void>;
}

/** What a search or a follow-up reply asks for: the student, where, the conversation's words and settings. */
export interface RecommendationRequest {
  userId: number;
  sessionId: SessionId;
  type: RecommendationTypeValue;
  /** The conversation's words (the search, the child's question): relevance is judged on them. */
  words: string;
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
  /** Apps to offer only when no other fits (the search's own sponsored results). */
  exclude?: readonly number[];
}

/** Site-filter verdicts kept per app and age for the current index (judging one is tens of microseconds). */
const SITE_VERDICTS_KEPT = 50_000;

/** Candidates looked at per recommendation: the best few, so the last one offered can be passed over. */
const RECOMMENDATION_CANDIDATES = 4 + MAX_SPONSORED_RESULTS_PER_PAGE;

export interface SponsoredOptions {
  /** The child: the account's birth year decides the age for ads when it is known. */
  userId: number;
  age: AgeOption;
  studyMode: boolean;
  /** At most this many (never more than MAX_SPONSORED_RESULTS_PER_PAGE). */
  limit?: number;
}

export interface AdsServiceDependencies {
  advertisers: AdvertisersRepository;
  serveRecord: ServeRecord;
  clock: Clock;
  /** The account's birth year (null: not given); read often, so the caller keeps recent ones. */
  birthYearOf: (userId: number) => Promise<number | null>;
}

/**
 * A search's best apps are kept 30 s per words and age while the index they came from is current (a rebuilt
 * index starts with none kept): ranking a broad word walks thousands of postings (about 75 µs), a kept answer is
 * a map read, and common searches are most searches.
 */
export const SPONSORED_RESULTS_CACHE = { ttlMs: 30_000, maxEntries: 20_000 } as const;

/**
 * Equally relevant apps take turns (sponsored-index.ts's turnOrder): each ranking orders its ties anew (every 30 s
 * per words and age), so over the day every app of a tie is shown about as often as the others.
 */
const newTieBreakSeed = () => randomInt(2 ** 32);

const createResultsCache = <Kept extends object>(clock: Clock) =>
  new LRUCache<string, Kept>({ max: SPONSORED_RESULTS_CACHE.maxEntries, ttl: SPONSORED_RESULTS_CACHE.ttlMs, ...cacheClock(clock) });

function toSponsoredResult(match: SearchableAdvertiser): WebsiteResult {
  return {
    title: match.appName,
    description: match.description,
    url: match.appUrl,
    // Like the catalogue's sites: the site's own icon, shown when it loads.
    favicon: new URL("/favicon.ico", match.appUrl).href,
    isAdvertised: true,
    advertiserId: match.id,
  };
}

/**
 * Which sponsored apps a student may see, and the record that they were shown. The search route asks
 * findSponsoredResults, blends the results in, and calls recordServed once it answers; search and follow-up
 * replies ask recommendationCandidates, then offerOnTurn, for an app to offer beside the answer; the voice gateway
 * calls offerRecommendation when its reply names one.
 */
export function createAdsService({ advertisers, serveRecord, clock, birthYearOf }: AdsServiceDependencies) {
  const sponsored = createLiveSponsoredIndex({ advertisers, clock });
  let kept:
    | {
        index: SponsoredIndex;
        results: ReturnType<typeof createResultsCache<WebsiteResult[]>>;
        candidates: ReturnType<typeof createResultsCache<OfferedRecommendation[]>>;
        verdicts: LRUCache<string, boolean>;
      }
    | undefined;
  /** What is kept for the current index: a rebuilt index (an app changed) starts with nothing kept. */
  function keptFor(index: SponsoredIndex) {
    if (kept?.index !== index) {
      kept = {
        index,
        results: createResultsCache(clock),
        candidates: createResultsCache(clock),
        verdicts: new LRUCache({ max: SITE_VERDICTS_KEPT }),
      };
    }
    return kept;
  }
  /** The ages ads are chosen for (adAgeOf); null: none for this child. */
  async function adAgeFor(userId: number, option: AgeOption): Promise<AdAgeRange | null> {
    return adAgeOf(option, await birthYearOf(userId), clock());
  }
  return {
    /**
     * Sponsored results for a search: eligible advertisers (active, paid, judged safe, not overdue, not
     * blacklisted) whose name or descriptions match the query, made for the student's age, best first
     * (sponsored-index.ts). None in study mode: the parent asked for a focused, distraction-free search; none to a
     * child under 5 or of no known age.
     */
    async findSponsoredResults(query: string, options: SponsoredOptions): Promise<WebsiteResult[]> {
      const limit = Math.min(Math.max(0, Math.floor(options.limit ?? MAX_SPONSORED_RESULTS_PER_PAGE)), MAX_SPONSORED_RESULTS_PER_PAGE);
      const terms = searchTerms(query);
      if (options.studyMode || limit === 0 || terms.length === 0) return [];
      const age = await adAgeFor(options.userId, options.age);
      if (age === null) return [];
      const index = await sponsored.current();
      const { results } = keptFor(index);
      // Kept as results, so a search that reads them builds nothing; callers read them and never change them.
      const key = `${adAgeKey(age)} ${terms.join(" ")}`;
      let found = results.get(key);
      if (!found) {
        found = index.find({ terms, age, limit: MAX_SPONSORED_RESULTS_PER_PAGE, tieBreakSeed: newTieBreakSeed() }).map(toSponsoredResult);
        results.set(key, found);
      }
      return found.slice(0, limit);
    },

    /** Loads the sponsored index now (the server does when it is ready), so that no child's search waits for it. */
    async prepareSponsoredIndex(): Promise<void> {
      await sponsored.current();
    },

    /** Records that these sponsored results were served to this student's search session. */
    recordServed(shown: { userId: number; sessionId: SessionId; query: string; advertiserIds: readonly number[] }): Promise<void> {
      return serveRecord.recordServed({ ...shown, placement: "search_result", now: clock() });
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
      await Promise.all([
        serveRecord.recordServed({
          userId: offer.userId,
          sessionId: offer.sessionId,
          placement: offer.type,
          query: offer.context,
          advertiserIds: [offer.advertiserId],
          now,
        }),
        serveRecord.recommendationOffered(offer.userId, offer.sessionId, offer.advertiserId),
      ]);
      return true;
    },

    /**
     * The apps that may be offered beside a search's answer or a follow-up reply (docs/decisions.md), best first: the
     * most relevant eligible apps made for the child's age whose name or descriptions hold the conversation's words,
     * in study mode only apps for the chosen subject, the page's own sponsored apps last. Empty when none fits: no
     * filler. Read from the in-memory index, with no wait: offerOnTurn then picks one.
     */
    async recommendationCandidates(request: RecommendationRequest): Promise<OfferedRecommendation[]> {
      const forSubject = request.studyMode ? subjectTerms(request.subject) : [];
      if (request.studyMode && forSubject.length === 0) return [];
      const terms = [...new Set([...searchTerms(request.words), ...forSubject])];
      if (terms.length === 0) return [];
      const age = await adAgeFor(request.userId, request.age);
      if (age === null) return [];
      const index = await sponsored.current();
      const { candidates: keptCandidates, verdicts } = keptFor(index);
      // Kept like the sponsored results (per words, age and subject, while the index is current): a search that
      // reads them ranks nothing.
      const key = `${adAgeKey(age)} ${forSubject.join(" ")}|${terms.join(" ")}`;
      let fitting = keptCandidates.get(key);
      if (!fitting) {
        // The site filter's verdict on an app for an age holds as long as the index (the app's words) does.
        const safeFor = (candidate: SearchableAdvertiser) => {
          const verdictKey = `${candidate.id}:${adAgeKey(age)}`;
          let safe = verdicts.get(verdictKey);
          if (safe === undefined) {
            safe = judgeSite(
              { title: candidate.appName, description: candidate.description, url: candidate.appUrl },
              { age: age.from, studyMode: false },
            ).safe;
            verdicts.set(verdictKey, safe);
          }
          return safe;
        };
        fitting = index
          .find({ terms, age, limit: RECOMMENDATION_CANDIDATES, tieBreakSeed: newTieBreakSeed() })
          .filter((candidate) => (forSubject.length === 0 || holdsAnyTerm(candidate, forSubject)) && safeFor(candidate))
          .map((candidate) => ({ advertiserId: candidate.id, context: recommendationContext(candidate) }));
        keptCandidates.set(key, fitting);
      }
      // Apps the page does not already show come first.
      const excluded = (candidate: OfferedRecommendation) => request.exclude?.includes(candidate.advertiserId) ?? false;
      return [...fitting.filter((candidate) => !excluded(candidate)), ...fitting.filter(excluded)];
    },

    /**
     * Offers the first of `candidates` that was not offered last to this child, at the pace the rules allow (one per
     * search; in a follow-up, every few replies), and records the offer, so only it can be counted. One Redis round
     * trip, asked even with no candidate (a reply still takes its turn in the pacing). null when none is offered.
     */
    offerOnTurn(request: RecommendationRequest, candidates: readonly OfferedRecommendation[]): Promise<OfferedRecommendation | null> {
      return serveRecord.offerOnTurn({ userId: request.userId, sessionId: request.sessionId, type: request.type, candidates, now: clock() });
    },

    /** GET /api/advertisers-for-recommendations: every advertiser that may be recommended now. */
    async listForRecommendations(): Promise<RecommendationAdvertiser[]> {
      const eligible = await advertisers.listEligible(clock());
      return eligible.filter(hasHttpUrl).map((advertiser) => ({ id: advertiser.id, name: advertiser.appName, url: advertiser.appUrl }));
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
