import type { SearchWebsitesRequest } from "@kidsafe/contracts";
import { useQuery } from "@tanstack/react-query";
import { usePreferences } from "../preferences/use-preferences.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { searchResultsKey, searchWebsites } from "./search-api.ts";
import type { ActiveSearch } from "./tab-searches.ts";

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
    queryFn: ({ signal }) => searchWebsites(request, signal),
    enabled: !studyMode.isLoading,
  });
}
