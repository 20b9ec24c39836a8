// POST /api/search-websites (seed 000 §4, §7): websites from the search provider(s), sponsored results blended
// in and recorded as served, and the AI overview, for one signed-in student.
import type { SearchWebsitesRequest, SearchWebsitesResponse, StudyModeState, User } from "@kidsafe/contracts";
import { tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { FastifyBaseLogger } from "fastify";
import type { AdsService } from "../ads/service.ts";
import { filterSafeSites } from "./safety-filter.ts";
import { blendSponsored } from "./blend.ts";
import type { OverviewWriter } from "./overview.ts";
import { numericAge } from "./providers/search-provider.ts";
import type { SearchProvider } from "./providers/search-provider.ts";
import { SEARCH_RATE_LIMIT_MESSAGE } from "./rate-limits.ts";

/** Organic results per search; with up to 2 sponsored ones, a page holds at most 12. */
export const ORGANIC_RESULTS_PER_SEARCH = 10;

export interface SearchServiceDependencies {
  provider: SearchProvider;
  ads: AdsService;
  overview: OverviewWriter;
  /** The server's study mode for a student (a few seconds old at most): it wins over what the browser says. */
  studyMode: { recentState(userId: number): Promise<StudyModeState> };
  perStudentLimit: RateLimiter;
}

/** Where the time of one search went (ms), for the Server-Timing header. */
export interface SearchTiming {
  websitesMs: number;
  adsMs: number;
  overviewMs: number;
}

const since = (started: number) => performance.now() - started;

export function createSearchService({ provider, ads, overview, studyMode, perStudentLimit }: SearchServiceDependencies) {
  return {
    async search(student: User, request: SearchWebsitesRequest, timing: SearchTiming, log: FastifyBaseLogger): Promise<SearchWebsitesResponse> {
      const { query, age, subject, sessionId } = request;

      // First, so a student over the limit costs no model call and no ads query.
      const allowance = await perStudentLimit.hit(String(student.id));
      if (!allowance.allowed) throw tooManyRequests(SEARCH_RATE_LIMIT_MESSAGE, allowance.retryAfterMs);

      // The overview does not depend on study mode: it starts now and runs while everything else does.
      const overviewStarted = performance.now();
      const overviewDone = overview.write({ query, age }).then((outcome) => {
        timing.overviewMs = since(overviewStarted);
        return outcome;
      });
      const server = await studyMode.recentState(student.id);
      // The browser's flag can only narrow: a parent's study mode holds whatever the client sends.
      const inStudyMode = server.enabled || request.studyModeEnabled;

      const websitesStarted = performance.now();
      const organicDone = provider.search(query, { age, subject, studyMode: inStudyMode, limit: ORGANIC_RESULTS_PER_SEARCH }).finally(() => {
        timing.websitesMs = since(websitesStarted);
      });
      const adsStarted = performance.now();
      const sponsoredDone = ads.findSponsoredResults(query, { age, studyMode: inStudyMode }).finally(() => {
        timing.adsMs = since(adsStarted);
      });
      const [organic, sponsored, written] = await Promise.all([organicDone, sponsoredDone, overviewDone]);

      // Sponsored results pass the same safety filter as every website (their age was matched in the query).
      const safeSponsored = filterSafeSites(sponsored, { age: numericAge(age), studyMode: inStudyMode });
      const { websites, shownSponsored } = blendSponsored(organic, safeSponsored);
      // Recorded before answering: a view the browser reports as soon as it shows the page must find it.
      await ads.recordServed({
        userId: student.id,
        sessionId,
        query,
        advertiserIds: shownSponsored.map((result) => result.advertiserId!),
      });

      if (written.kind === "failed") log.warn({ reason: written.reason }, "search overview failed; answering the websites without one");
      else if (written.replacedForSafety) log.warn("search overview replaced by the safe refusal");
      return { websites, aiOverview: written.kind === "answered" ? written.text : "" };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
