import type { ChatTab } from "../tabs/tab-state.ts";

/**
 * The search a tab shows (Tab: searchResults, showSearchResults), with the session it runs in. The
 * tab keeps its words (tab-state.ts), so switching tabs and a reload both show it again.
 */
export interface ActiveSearch {
  sessionId: string;
  query: string;
  /** Bumped when the same words are searched again, so the search runs again (search trigger). */
  trigger: number;
  /** Shown again after a reload: the answer's recommendation was offered before the reload. */
  restored: boolean;
}

/** The tab's search, or null when it shows none (no search yet, back, or the text chat). */
export function searchOfTab(tab: Pick<ChatTab, "sessionId" | "mode" | "search">): ActiveSearch | null {
  if (tab.mode !== "search" || tab.search === null) return null;
  const { query, trigger, restored } = tab.search;
  return { sessionId: tab.sessionId, query, trigger, restored: restored === true };
}
