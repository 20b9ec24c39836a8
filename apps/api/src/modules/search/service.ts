// POST /api/search-websites (seed 000 §4, §7): websites from the search provider(s), sponsored results blended
// in and recorded as served, and the AI overview, for one signed-in student.
import { filterSafeSites } from "@kidsafe/ai";
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
import { timed, tooManyRequests } from "@kidsafe/server-kit";
import type { Logger, RateLimiter } from "@kidsafe/server-kit";
import { blendSponsored } from "./blend.ts";
import type { OverviewWriter } from "./overview.ts";
import { numericAge } from "./providers/search-provider.ts";
import type { SearchProvider } from "./providers/search-provider.ts";
import { SEARCH_RATE_LIMIT_MESSAGE } from "./rate-limits.ts";
import type { SearchContextStore } from "./search-context.ts";

/** Organic results per search; with up to 2 sponsored ones, a page holds at most 12. */
export const ORGANIC_RESULTS_PER_SEARCH = 10;

/**
 * What search needs of the ads module: the sponsored results for a search, the record that they were shown, and
 * the app (if any) to recommend after it.
 */
export interface SponsoredResults {
  findSponsoredResults(query: string, options: { age: SearchWebsitesRequest["age"]; studyMode: boolean }): Promise<WebsiteResult[]>;
  recordServed(served: { userId: number; sessionId: string; query: string; advertiserIds: readonly number[] }): Promise<void>;
  chooseRecommendation(request: {
    userId: number;
    sessionId: string;
    type: RecommendationTypeValue;
    words: string;
    age: SearchWebsitesRequest["age"];
    subject: SubjectOption;
    studyMode: boolean;
    exclude?: readonly number[];
  }): Promise<OfferedRecommendation | null>;
}

export interface SearchServiceDependencies {
  provider: SearchProvider;
  ads: SponsoredResults;
  overview: OverviewWriter;
  /** The server's study mode for a student (a few seconds old at most): it wins over what the browser says. */
  studyMode: { recentState(userId: number): Promise<StudyModeState> };
  perStudentLimit: RateLimiter;
  /** The parental limits: a locked app searches nothing (the chat's usage gate). */
  usageLock: { refuseWhenLocked(userId: number): Promise<void> };
  /** Where the search's overview is kept for a follow-up in the same session. */
  contexts: SearchContextStore;
  log: Logger;
}

export function createSearchService({
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
    /** `locale` is the browser's Accept-Language: which helpline a self-harm refusal in the overview names. */
    async search(student: User, request: SearchWebsitesRequest, options: { locale?: string } = {}): Promise<SearchWebsitesResponse> {
      const { query, age, subject, sessionId } = request;

      // First, so a student over a limit costs no model call and no ads query. Both asked at once (one wait, not
      // two); the rate limit's answer wins when both refuse.
      const [allowance, locked] = await Promise.allSettled([
        perStudentLimit.hit(String(student.id)),
        timed("limits", () => usageLock.refuseWhenLocked(student.id)),
      ]);
      if (allowance.status === "rejected") throw allowance.reason;
      if (!allowance.value.allowed) throw tooManyRequests(SEARCH_RATE_LIMIT_MESSAGE, allowance.value.retryAfterMs);
      if (locked.status === "rejected") throw locked.reason;

      // The overview does not depend on study mode: it starts now and runs while everything else does.
      const overviewDone = timed("overview", () => overview.write({ query, age, locale: options.locale }));
      const server = await studyMode.recentState(student.id);
      // The browser's flag can only narrow: a parent's study mode holds whatever the client sends.
      const inStudyMode = server.enabled || request.studyModeEnabled;

      const organicDone = timed("websites", () =>
        provider.search(query, { age, subject, studyMode: inStudyMode, limit: ORGANIC_RESULTS_PER_SEARCH }),
      );
      const sponsoredDone = timed("ads", () => ads.findSponsoredResults(query, { age, studyMode: inStudyMode }));
      // Another app than the page's sponsored results (one app is not shown twice for one search). A recommendation
      // is extra: one that fails leaves the search without it.
      const recommendationDone = sponsoredDone
        .then((found) =>
          timed("recommendation", () =>
            ads.chooseRecommendation({
              userId: student.id,
              sessionId,
              type: "search",
              words: query,
              age,
              subject,
              studyMode: inStudyMode,
              exclude: found.map((result) => result.advertiserId!),
            }),
          ),
        )
        .catch((error: unknown) => {
          log.warn({ err: error }, "choosing a recommendation failed; answering the search without one");
          return null;
        });
      const [organic, sponsored, written, recommendation] = await Promise.all([organicDone, sponsoredDone, overviewDone, recommendationDone]);

      // Sponsored results pass the same safety filter as every website (their age was matched in the query).
      const safeSponsored = filterSafeSites(sponsored, { age: numericAge(age), studyMode: inStudyMode });
      const { websites, shownSponsored } = blendSponsored(organic, safeSponsored);
      if (written.kind === "failed") log.warn({ reason: written.reason }, "search overview failed; answering the websites without one");
      else if (written.replacedForSafety)
        log.warn({ category: written.category, layer: written.layer }, "search overview replaced by the kind refusal");
      const aiOverview = written.kind === "answered" ? written.text : "";
      // Both recorded before answering (one Redis round trip: written side by side): a view the browser reports as
      // soon as it shows the page must find its serve, and a follow-up sent at once must find the overview.
      await Promise.all([
        ads.recordServed({ userId: student.id, sessionId, query, advertiserIds: shownSponsored.map((result) => result.advertiserId!) }),
        contexts.remember(student.id, sessionId, { query, overview: aiOverview }),
      ]);
      return recommendation === null ? { websites, aiOverview } : { websites, aiOverview, recommendation };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
