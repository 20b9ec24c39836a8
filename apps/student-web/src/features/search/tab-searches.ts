/**
 * The search a tab shows in 'search' mode (seed 000 §3 Tab: searchResults, showSearchResults). It belongs to
 * the tab's session: when the tab starts a new session (back, switching modes) the search is over.
 */
export interface ActiveSearch {
  sessionId: string;
  query: string;
  /** Bumped when the same words are searched again, so the search runs again (seed 000 §4 search trigger). */
  trigger: number;
}

export type TabSearches = ReadonlyMap<string, ActiveSearch>;

/** The tab's search, or null when it shows none (no search yet, or one from an earlier session). */
export function searchOfTab(searches: TabSearches, tab: { id: string; sessionId: string }): ActiveSearch | null {
  const search = searches.get(tab.id);
  return search?.sessionId === tab.sessionId ? search : null;
}

/** The searches after a tab searches `query` (trimmed): the same words in the same session run again. */
export function withSearch(searches: TabSearches, tab: { id: string; sessionId: string }, query: string): TabSearches {
  const words = query.trim();
  const current = searchOfTab(searches, tab);
  const trigger = current?.query === words ? current.trigger + 1 : 0;
  return new Map(searches).set(tab.id, { sessionId: tab.sessionId, query: words, trigger });
}

export function withoutSearch(searches: TabSearches, tabId: string): TabSearches {
  if (!searches.has(tabId)) return searches;
  const next = new Map(searches);
  next.delete(tabId);
  return next;
}
