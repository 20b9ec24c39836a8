import type {
  ReportAppRequest,
  SearchWebsitesRequest,
  SearchWebsitesResponse,
  TrackClickRequest,
  TrackViewRequest,
  User,
  WebsiteResult,
} from "@kidsafe/contracts";
import { vi } from "vitest";
import { installFakeChatServer } from "../../chat/testing/fake-chat-server.ts";
import type { FakeChatServer } from "../../chat/testing/fake-chat-server.ts";

/**
 * The chat screen's fake API (features/chat/testing) plus the search calls, behind the same stubbed `fetch`:
 * POST /api/search-websites, /api/track-view, /api/track-click and /api/report-app, answered in the
 * contracts' shapes and recorded in order.
 */
export interface FakeSearchServer extends FakeChatServer {
  searches: SearchWebsitesRequest[];
  views: TrackViewRequest[];
  clicks: TrackClickRequest[];
  reports: ReportAppRequest[];
  /** Every call of the search family, in order ("POST /api/track-click", ...). */
  searchCalls: string[];
  /** What the next searches answer (default: sampleResults). */
  answer: (respond: (request: SearchWebsitesRequest) => SearchWebsitesResponse) => void;
  failSearches: (status: number) => void;
  holdNextSearch: () => () => void;
  holdNextReport: () => () => void;
  failReports: (status: number) => void;
  failTracking: (status: number) => void;
}

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });
const failure = (status: number, message: string) => json(status, { statusCode: status, error: "Error", message });

export const AD_NINJAS: WebsiteResult = {
  title: "Number Ninjas (Demo)",
  description: "Math practice games for kids.",
  url: "https://number-ninjas.example/",
  favicon: "https://number-ninjas.example/favicon.ico",
  isAdvertised: true,
  advertiserId: 41,
};

/** Six organic sites and one ad in the middle: more than the 'All' tab's five. */
export function sampleResults(request: SearchWebsitesRequest): SearchWebsitesResponse {
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

function bodyOf<T>(init: RequestInit | undefined): T {
  return JSON.parse(typeof init?.body === "string" ? init.body : "{}") as T;
}

function hold(): { wait: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

export function installFakeSearchServer(user: User): FakeSearchServer {
  const chat = installFakeChatServer(user);
  const chatFetch = chat.fetchMock;
  const searches: SearchWebsitesRequest[] = [];
  const views: TrackViewRequest[] = [];
  const clicks: TrackClickRequest[] = [];
  const reports: ReportAppRequest[] = [];
  const searchCalls: string[] = [];
  let respond = sampleResults;
  let searchFailure: number | null = null;
  let reportFailure: number | null = null;
  let trackingFailure: number | null = null;
  let searchHold: Promise<void> | null = null;
  let reportHold: Promise<void> | null = null;

  async function handle(path: string, init: RequestInit | undefined): Promise<Response> {
    searchCalls.push(`POST ${path}`);
    switch (path) {
      case "/api/search-websites": {
        const request = bodyOf<SearchWebsitesRequest>(init);
        searches.push(request);
        const waiting = searchHold;
        searchHold = null;
        if (waiting) await waiting;
        return searchFailure === null ? json(200, respond(request)) : failure(searchFailure, "Search is unavailable");
      }
      case "/api/track-view":
        views.push(bodyOf(init));
        return trackingFailure === null ? json(200, { ok: true }) : failure(trackingFailure, "Tracking is down");
      case "/api/track-click":
        clicks.push(bodyOf(init));
        return trackingFailure === null ? json(200, { ok: true }) : failure(trackingFailure, "Tracking is down");
      default: {
        reports.push(bodyOf(init));
        const waiting = reportHold;
        reportHold = null;
        if (waiting) await waiting;
        return reportFailure === null ? json(200, { ok: true, reportId: reports.length }) : failure(reportFailure, "Reports are down");
      }
    }
  }

  const SEARCH_PATHS = new Set(["/api/search-websites", "/api/track-view", "/api/track-click", "/api/report-app"]);
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    if (init?.method === "POST" && SEARCH_PATHS.has(path)) return handle(path, init);
    return chatFetch(input, init);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    ...chat,
    searches,
    views,
    clicks,
    reports,
    searchCalls,
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
