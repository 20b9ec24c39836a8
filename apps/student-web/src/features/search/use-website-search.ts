import { searchCalls } from "@kidsafe/contracts";
import type { SearchWebsitesRequest } from "@kidsafe/contracts";
import { useQuery } from "@tanstack/react-query";
import { searchApi } from "../../lib/api/search.ts";
import { usePreferences } from "../preferences/use-preferences.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import type { ActiveSearch } from "./tab-searches.ts";

/** A new query or a new trigger (the same words searched again) is a new key. */
function searchResultsKey(request: SearchWebsitesRequest, trigger: number) {
  return [searchCalls.searchWebsites.method, searchCalls.searchWebsites.path, request, trigger] as const;
}

/**
 * POST /api/search-websites whenever the query or the search trigger changes (also the
 * child's age, subject or study mode). Each is its own cache entry, so the previous overview is gone first;
 * `isPending` is the loading state. A non-OK answer is ignored silently: the view shows no results and no
 * message. It waits for the study-mode read, so a search never runs as 'not in study mode' by mistake
 * (study mode hides play sites and sponsored results).
 */
export function useWebsiteSearch(search: ActiveSearch) {
  const { age, subject } = usePreferences();
  const studyMode = useStudyMode();
  const request: SearchWebsitesRequest = {
    query: search.query,
    sessionId: search.sessionId,
    age,
    subject,
    studyModeEnabled: studyMode.enabled,
  };
  return useQuery({
    queryKey: searchResultsKey(request, search.trigger),
    queryFn: ({ signal }) => searchApi.websites(request, signal),
    enabled: !studyMode.isLoading,
  });
}
