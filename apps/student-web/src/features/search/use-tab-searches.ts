import { useCallback, useMemo, useState } from "react";
import { searchOfTab, withoutSearch, withSearch } from "./tab-searches.ts";
import type { ActiveSearch, TabSearches } from "./tab-searches.ts";

export interface TabSearchControls {
  searchOf: (tab: { id: string; sessionId: string }) => ActiveSearch | null;
  startSearch: (tab: { id: string; sessionId: string }, query: string) => void;
  endSearch: (tabId: string) => void;
}

/**
 * Every tab's search for the chat screen, so switching tabs and back keeps the results (the answers
 * themselves stay in the query cache). Kept in memory: after a reload a search tab opens on its welcome screen.
 */
export function useTabSearches(): TabSearchControls {
  const [searches, setSearches] = useState<TabSearches>(() => new Map());
  const startSearch = useCallback(
    (tab: { id: string; sessionId: string }, query: string) => setSearches((current) => withSearch(current, tab, query)),
    [],
  );
  const endSearch = useCallback((tabId: string) => setSearches((current) => withoutSearch(current, tabId)), []);
  const searchOf = useCallback((tab: { id: string; sessionId: string }) => searchOfTab(searches, tab), [searches]);
  return useMemo(() => ({ searchOf, startSearch, endSearch }), [searchOf, startSearch, endSearch]);
}
