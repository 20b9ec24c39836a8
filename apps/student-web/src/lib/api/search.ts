import { searchCalls } from "@kidsafe/contracts";
import type { ReportAppRequest, SearchWebsitesRequest, TrackClickRequest, TrackViewRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The website search and what the child does with its results. */
export const searchApi = {
  websites: (request: SearchWebsitesRequest, signal?: AbortSignal) => callApi(searchCalls.searchWebsites, { body: request, signal }),
  trackView: (request: TrackViewRequest) => callApi(searchCalls.trackView, { body: request }),
  trackClick: (request: TrackClickRequest) => callApi(searchCalls.trackClick, { body: request }),
  reportApp: (request: ReportAppRequest) => callApi(searchCalls.reportApp, { body: request }),
};
