import { searchCalls } from "@kidsafe/contracts";
import type {
  ReportAppRequest,
  ReportAppResponse,
  SearchWebsitesRequest,
  SearchWebsitesResponse,
  TrackClickRequest,
  TrackViewRequest,
} from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/**
 * One cached answer per search: a new query or a new trigger (the same words searched again) is a new key,
 * so the previous overview is gone before the next call starts.
 */
export function searchResultsKey(request: SearchWebsitesRequest, trigger: number) {
  return [searchCalls.searchWebsites.method, searchCalls.searchWebsites.path, request, trigger] as const;
}

/** POST /api/search-websites -> websites[] and aiOverview. */
export function searchWebsites(request: SearchWebsitesRequest, signal?: AbortSignal): Promise<SearchWebsitesResponse> {
  return callApi(searchCalls.searchWebsites, { body: request, ...(signal ? { signal } : {}) });
}

export async function trackView(request: TrackViewRequest): Promise<void> {
  await callApi(searchCalls.trackView, { body: request });
}

export async function trackClick(request: TrackClickRequest): Promise<void> {
  await callApi(searchCalls.trackClick, { body: request });
}

export function reportApp(request: ReportAppRequest): Promise<ReportAppResponse> {
  return callApi(searchCalls.reportApp, { body: request });
}
