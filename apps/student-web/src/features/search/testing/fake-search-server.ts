import { searchCalls } from "@kidsafe/contracts";
import type { CallBody, OkResponse, ReportAppResponse, SearchWebsitesResponse, User, WebsiteResult } from "@kidsafe/contracts";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { installFakeChatServer } from "../../chat/testing/fake-chat-server.ts";
import type { FakeChatServer } from "../../chat/testing/fake-chat-server.ts";

type SentSearch = CallBody<typeof searchCalls.searchWebsites>;

/**
 * The chat screen's fake API (features/chat/testing) plus the search calls, as MSW handlers on the contracts'
 * calls: POST /api/search-websites, /api/track-view, /api/track-click and /api/report-app, answered in the
 * contracts' shapes, their bodies recorded in order.
 */
export interface FakeSearchServer extends FakeChatServer {
  searches: SentSearch[];
  views: CallBody<typeof searchCalls.trackView>[];
  clicks: CallBody<typeof searchCalls.trackClick>[];
  reports: CallBody<typeof searchCalls.reportApp>[];
  /** Every call of the search family, in the order the app made them ("POST /api/track-click", ...). */
  readonly searchCalls: string[];
  /** What the next searches answer (default: sampleResults). */
  answer: (respond: (request: SentSearch) => SearchWebsitesResponse) => void;
  failSearches: (status: number) => void;
  holdNextSearch: () => () => void;
  holdNextReport: () => () => void;
  failReports: (status: number) => void;
  failTracking: (status: number) => void;
}

export const AD_NINJAS: WebsiteResult = {
  title: "Number Ninjas (Demo)",
  description: "Math practice games for kids.",
  url: "https://number-ninjas.example/",
  favicon: "https://number-ninjas.example/favicon.ico",
  isAdvertised: true,
  advertiserId: 41,
};

/** Six organic sites and one ad in the middle: more than the 'All' tab's five. */
export function sampleResults(request: SentSearch): SearchWebsitesResponse {
  const site = (index: number): WebsiteResult => ({
    title: `Site ${index} about ${request.query}`,
    description: `Description ${index}`,
    url: `https://site-${index}.example/learn/`,
    favicon: index === 1 ? `https://site-1.example/favicon.ico` : null,
    isAdvertised: false,
    advertiserId: null,
  });
  return {
    websites: [site(1), site(2), AD_NINJAS, site(3), site(4), site(5), site(6)],
    aiOverview: `Here is what I found about ${request.query}.\nSecond line of the overview.`,
  };
}

function hold(): { wait: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

const SEARCH_ROUTES = new Set(
  [searchCalls.searchWebsites, searchCalls.trackView, searchCalls.trackClick, searchCalls.reportApp].map(
    (call) => `${call.method} ${call.path}`,
  ),
);

export function installFakeSearchServer(user: User): FakeSearchServer {
  const chat = installFakeChatServer(user);
  const searches: SentSearch[] = [];
  const views: FakeSearchServer["views"] = [];
  const clicks: FakeSearchServer["clicks"] = [];
  const reports: FakeSearchServer["reports"] = [];
  let respond = sampleResults;
  let searchFailure: number | null = null;
  let reportFailure: number | null = null;
  let trackingFailure: number | null = null;
  let searchHold: Promise<void> | null = null;
  let reportHold: Promise<void> | null = null;

  const tracked = () => (trackingFailure === null ? json(200, { ok: true } satisfies OkResponse) : failure(trackingFailure, "Tracking is down"));

  apiServer.use(
    onCall(searchCalls.searchWebsites, async ({ body }) => {
      searches.push(body);
      const waiting = searchHold;
      searchHold = null;
      if (waiting) await waiting;
      return searchFailure === null ? json(200, respond(body)) : failure(searchFailure, "Search is unavailable");
    }),
    onCall(searchCalls.trackView, ({ body }) => {
      views.push(body);
      return tracked();
    }),
    onCall(searchCalls.trackClick, ({ body }) => {
      clicks.push(body);
      return tracked();
    }),
    onCall(searchCalls.reportApp, async ({ body }) => {
      reports.push(body);
      const waiting = reportHold;
      reportHold = null;
      if (waiting) await waiting;
      return reportFailure === null
        ? json(200, { ok: true, reportId: reports.length } satisfies ReportAppResponse)
        : failure(reportFailure, "Reports are down");
    }),
  );

  return {
    ...chat,
    searches,
    views,
    clicks,
    reports,
    get searchCalls() {
      return requestLog.filter((call) => SEARCH_ROUTES.has(call));
    },
    answer(next) {
      respond = next;
    },
    failSearches(status) {
      searchFailure = status;
    },
    holdNextSearch() {
      const { wait, release } = hold();
      searchHold = wait;
      return release;
    },
    holdNextReport() {
      const { wait, release } = hold();
      reportHold = wait;
      return release;
    },
    failReports(status) {
      reportFailure = status;
    },
    failTracking(status) {
      trackingFailure = status;
    },
  };
}
