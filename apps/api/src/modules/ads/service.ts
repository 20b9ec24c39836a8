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

/** Only what was served can be counted. */
export interface ServeRecord {
  recordServed(served: {
    userId: number;
    sessionId: SessionId;
    placement: "search_result" | RecommendationTypeValue;
    query: string;
    advertiserIds: readonly number[];
    now: Date;
  }): Promise<void>;
  offerOnTurn(offer: {
    userId: number;
    sessionId: SessionId;
    type: RecommendationTypeValue;
    candidates: readonly OfferedRecommendation[];
    now: Date;
  }): Promise<OfferedRecommendation | null>;
  recommendationOffered(userId: number, sessionId: SessionId, advertiserId: number): Promise<void>;
}

export interface RecommendationRequest {
  userId: number;
  sessionId: SessionId;
  type: RecommendationTypeValue;
  /** Relevance is judged on these. */
  words: string;
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
  /** Offered only when no other fits. */
  exclude?: readonly number[];
}

const SITE_VERDICTS_KEPT = 50_000;

/** The best few, so the last one offered can be passed over. */
const RECOMMENDATION_CANDIDATES = 4 + MAX_SPONSORED_RESULTS_PER_PAGE;

export interface SponsoredOptions {
  /** The account's birth year decides the age for ads when it is known. */
  userId: number;
  age: AgeOption;
  studyMode: boolean;
  limit?: number;
}

export interface AdsServiceDependencies {
  advertisers: AdvertisersRepository;
  serveRecord: ServeRecord;
  clock: Clock;
  /** Read often, so the caller keeps recent ones. */
  birthYearOf: (userId: number) => Promise<number | null>;
}

/** Common searches are most searches, and a kept answer is a map read; a rebuilt index starts with none kept. */
export const SPONSORED_RESULTS_CACHE = { ttlMs: 30_000, maxEntries: 20_000 } as const;

/** Equally relevant apps take turns: each ranking orders its ties anew, so every app of a tie is shown about as often. */
const newTieBreakSeed = () => randomInt(2 ** 32);

const createResultsCache = <Kept extends object>(clock: Clock) =>
  new LRUCache<string, Kept>({ max: SPONSORED_RESULTS_CACHE.maxEntries, ttl: SPONSORED_RESULTS_CACHE.ttlMs, ...cacheClock(clock) });

function toSponsoredResult(match: SearchableAdvertiser): WebsiteResult {
  return {
    title: match.appName,
    description: match.description,
    url: match.appUrl,
    favicon: new URL("/favicon.ico", match.appUrl).href,
    isAdvertised: true,
    advertiserId: match.id,
  };
}

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
  async function adAgeFor(userId: number, option: AgeOption): Promise<AdAgeRange | null> {
    return adAgeOf(option, await birthYearOf(userId), clock());
  }
  return {
    /** None in study mode (the parent asked for a distraction-free search), and none to a child under 5 or of no known age. */
    async findSponsoredResults(query: string, options: SponsoredOptions): Promise<WebsiteResult[]> {
      const limit = Math.min(Math.max(0, Math.floor(options.limit ?? MAX_SPONSORED_RESULTS_PER_PAGE)), MAX_SPONSORED_RESULTS_PER_PAGE);
      const terms = searchTerms(query);
      if (options.studyMode || limit === 0 || terms.length === 0) return [];
      const age = await adAgeFor(options.userId, options.age);
      if (age === null) return [];
      const index = await sponsored.current();
      const { results } = keptFor(index);
      // Callers read the kept results and never change them.
      const key = `${adAgeKey(age)} ${terms.join(" ")}`;
      let found = results.get(key);
      if (!found) {
        found = index.find({ terms, age, limit: MAX_SPONSORED_RESULTS_PER_PAGE, tieBreakSeed: newTieBreakSeed() }).map(toSponsoredResult);
        results.set(key, found);
      }
      return found.slice(0, limit);
    },

    /** Loaded before the server is ready, so no child's search waits for it. */
    async prepareSponsoredIndex(): Promise<void> {
      await sponsored.current();
    },

    recordServed(shown: { userId: number; sessionId: SessionId; query: string; advertiserIds: readonly number[] }): Promise<void> {
      return serveRecord.recordServed({ ...shown, placement: "search_result", now: clock() });
    },

    /** Records nothing, and answers false, for an advertiser that may not be recommended now. */
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

    /** Empty when none fits: no filler. In study mode only apps for the chosen subject. */
    async recommendationCandidates(request: RecommendationRequest): Promise<OfferedRecommendation[]> {
      const forSubject = request.studyMode ? subjectTerms(request.subject) : [];
      if (request.studyMode && forSubject.length === 0) return [];
      const terms = [...new Set([...searchTerms(request.words), ...forSubject])];
      if (terms.length === 0) return [];
      const age = await adAgeFor(request.userId, request.age);
      if (age === null) return [];
      const index = await sponsored.current();
      const { candidates: keptCandidates, verdicts } = keptFor(index);
      const key = `${adAgeKey(age)} ${forSubject.join(" ")}|${terms.join(" ")}`;
      let fitting = keptCandidates.get(key);
      if (!fitting) {
        // The site filter's verdict holds as long as the index (the app's words) does.
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
      const excluded = (candidate: OfferedRecommendation) => request.exclude?.includes(candidate.advertiserId) ?? false;
      return [...fitting.filter((candidate) => !excluded(candidate)), ...fitting.filter(excluded)];
    },

    /** Asked even with no candidate: a reply still takes its turn in the pacing. */
    offerOnTurn(request: RecommendationRequest, candidates: readonly OfferedRecommendation[]): Promise<OfferedRecommendation | null> {
      return serveRecord.offerOnTurn({ userId: request.userId, sessionId: request.sessionId, type: request.type, candidates, now: clock() });
    },

    async listForRecommendations(): Promise<RecommendationAdvertiser[]> {
      const eligible = await advertisers.listEligible(clock());
      return eligible.filter(hasHttpUrl).map((advertiser) => ({ id: advertiser.id, name: advertiser.appName, url: advertiser.appUrl }));
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
