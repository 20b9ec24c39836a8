import { ageNumberOf, filterSafeSites } from "@kidsafe/ai";
import type { TurnPipeline } from "@kidsafe/ai";
import type {
  OfferedRecommendation,
  RecommendationTypeValue,
  SearchWebsitesRequest,
  SearchWebsitesResponse,
  StudyModeState,
  SubjectOption,
  User,
  WebsiteResult,
} from "@kidsafe/contracts";
import { HttpError, addTiming, awaitBeside, timed, tooManyRequests } from "@kidsafe/server-kit";
import type { Logger, RateLimiter } from "@kidsafe/server-kit";
import { blendSponsored } from "./blend.ts";
import type { OverviewWriter } from "./overview.ts";
import { numericAge } from "./providers/search-provider.ts";
import type { SearchProvider } from "./providers/search-provider.ts";
import { SEARCH_RATE_LIMIT_MESSAGE } from "./rate-limits.ts";
import type { SearchContextStore } from "./search-context.ts";

/** With up to 2 sponsored ones, a page holds at most 12. */
export const ORGANIC_RESULTS_PER_SEARCH = 10;

export interface SponsoredResults {
  findSponsoredResults(
    query: string,
    options: { userId: number; age: SearchWebsitesRequest["age"]; studyMode: boolean },
  ): Promise<WebsiteResult[]>;
  recordServed(served: { userId: number; sessionId: string; query: string; advertiserIds: readonly number[] }): Promise<void>;
  recommendationCandidates(request: RecommendationRequest): Promise<OfferedRecommendation[]>;
  offerOnTurn(request: RecommendationRequest, candidates: readonly OfferedRecommendation[]): Promise<OfferedRecommendation | null>;
}

interface RecommendationRequest {
  userId: number;
  sessionId: string;
  type: RecommendationTypeValue;
  words: string;
  age: SearchWebsitesRequest["age"];
  subject: SubjectOption;
  studyMode: boolean;
  exclude?: readonly number[];
}

export interface SearchServiceDependencies {
  turns: Pick<TurnPipeline, "screen">;
  provider: SearchProvider;
  ads: SponsoredResults;
  overview: OverviewWriter;
  /** A few seconds old at most; it wins over what the browser says. */
  studyMode: { recentState(userId: number): Promise<StudyModeState> };
  perStudentLimit: RateLimiter;
  usageLock: {
    refuseWhenLocked(userId: number): Promise<void>;
    recordSearch(userId: number, search: { query: string; subject: string | null }): Promise<void>;
  };
  contexts: SearchContextStore;
  log: Logger;
}

export function createSearchService({
  turns,
  provider,
  ads,
  overview,
  studyMode,
  perStudentLimit,
  usageLock,
  contexts,
  log,
}: SearchServiceDependencies) {
  return {
    /** Which helpline a self-harm refusal in the overview names. */
    async search(student: User, request: SearchWebsitesRequest, options: { locale?: string } = {}): Promise<SearchWebsitesResponse> {
      const { age, subject, sessionId } = request;
      // Screened first, so everything below sees the words with personal details masked.
      const screened = turns.screen(request.query, ageNumberOf(age));
      const query = screened.masked;

      // First, so a student over a limit costs no model call and no ads query; the rate limit's answer wins when both refuse.
      const [allowance, locked] = await Promise.allSettled([
        perStudentLimit.hit(String(student.id)),
        timed("limits", () => usageLock.refuseWhenLocked(student.id)),
      ]);
      // A child in crisis is answered even past a limit.
      const crisisPastLimit = async (): Promise<SearchWebsitesResponse> => {
        const written = await overview.write({ screened, age, locale: options.locale, userId: student.id, sessionId });
        return { websites: [], aiOverview: written.kind === "answered" ? written.text : "" };
      };
      if (allowance.status === "rejected") throw allowance.reason;
      if (!allowance.value.allowed) {
        if (screened.category === "crisis") return crisisPastLimit();
        throw tooManyRequests(SEARCH_RATE_LIMIT_MESSAGE, allowance.value.retryAfterMs);
      }
      if (locked.status === "rejected") {
        if (screened.category === "crisis" && locked.reason instanceof HttpError && locked.reason.statusCode === 423) return crisisPastLimit();
        throw locked.reason;
      }

      // Counted while the search runs; awaited before answering.
      const counted = usageLock.recordSearch(student.id, { query, subject });
      counted.catch(() => undefined); // a failure is thrown where it is awaited
      // Starts now, beside everything else: the overview does not depend on study mode.
      const overviewDone = timed("overview", () => overview.write({ screened, age, locale: options.locale, userId: student.id, sessionId }));
      const server = await studyMode.recentState(student.id);
      // The browser's flag can only narrow: a parent's study mode holds whatever the client sends.
      const inStudyMode = server.enabled || request.studyModeEnabled;

      const organicDone = timed("websites", () =>
        provider.search(query, { age, subject, studyMode: inStudyMode, limit: ORGANIC_RESULTS_PER_SEARCH }),
      );
      const sponsoredDone = timed("ads", () => ads.findSponsoredResults(query, { userId: student.id, age, studyMode: inStudyMode }));
      const [organic, sponsored, written] = await Promise.all([organicDone, sponsoredDone, overviewDone]);

      // Sponsored results pass the same safety filter as every website.
      const safeSponsored = filterSafeSites(sponsored, { age: numericAge(age), studyMode: inStudyMode });
      const { websites, shownSponsored } = blendSponsored(organic, safeSponsored);
      if (written.kind === "failed") log.warn({ reason: written.reason }, "search overview failed; answering the websites without one");
      else if (written.replacedForSafety)
        log.warn({ category: written.category, layer: written.layer }, "search overview replaced by the kind refusal");
      const aiOverview = written.kind === "answered" ? written.text : "";
      const shownIds = shownSponsored.map((result) => result.advertiserId!);

      // Offered in the same Redis round trip as the records below, so it adds no wait; one that fails leaves the search without it.
      const recommendationRequest = {
        userId: student.id,
        sessionId,
        type: "search" as const,
        words: query,
        age,
        subject,
        studyMode: inStudyMode,
        exclude: shownIds,
      };
      const failed = (error: unknown) => {
        log.warn({ err: error }, "choosing a recommendation failed; answering the search without one");
        return null;
      };
      const choosing = performance.now();
      const candidates = await ads.recommendationCandidates(recommendationRequest).catch(failed);
      addTiming("recommendation", performance.now() - choosing);
      // A search is its own turn: with nothing to offer, the pacing has nothing to learn.
      const offered = candidates?.length ? ads.offerOnTurn(recommendationRequest, candidates).catch(failed) : null;
      // Both recorded before answering: a view reported as soon as the page shows must find its serve, and a follow-up sent at once must find
      // the overview.
      const [, recommendation] = await awaitBeside(
        "recommendation",
        Promise.all([
          ads.recordServed({ userId: student.id, sessionId, query, advertiserIds: shownIds }),
          contexts.remember(student.id, sessionId, { query, overview: aiOverview }),
          counted,
        ]),
        offered,
      );
      return recommendation === null ? { websites, aiOverview } : { websites, aiOverview, recommendation };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
