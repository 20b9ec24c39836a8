import { TAB_TEXTS, newSessionId } from "@kidsafe/contracts";
import type { ChatModeName, TabTypeName } from "@kidsafe/contracts";

/** The search a tab shows in search mode: its words, and a count that makes the same words run again. */
export interface TabSearch {
  query: string;
  trigger: number;
  /** Read back after a reload: shown again, but its answer is not offered to the popups a second time. */
  restored?: boolean;
}

/**
 * One tab of the main screen (Tab). Its messages live on the server under `sessionId` and are
 * read with GET /api/chat/{sessionId}; its search (showSearchResults) is kept here, so a reload shows it again.
 */
export interface ChatTab {
  id: string;
  title: string;
  type: TabTypeName;
  sessionId: string;
  mode: ChatModeName;
  /** The search shown in this tab's session, or null (no search yet, back, or ai mode). */
  search: TabSearch | null;
  /** The child named the tab: searches and questions no longer retitle it. */
  titledByChild: boolean;
}

export interface TabsState {
  tabs: readonly ChatTab[];
  activeTabId: string;
}

/** Our choice (the seed sets none): long enough for a name, short enough to stay one line in 333 px. */
export const TAB_TITLE_MAX_LENGTH = 60;

/** A new tab starts on the welcome screen, whose box starts a search (Welcome). */
export const NEW_TAB_MODE: ChatModeName = "search";

export function newTabId(now: number = Date.now(), random: () => number = Math.random): string {
  return `tab-${newSessionId(now, random)}`;
}

export function createTab(overrides: Partial<ChatTab> = {}): ChatTab {
  return {
    id: newTabId(),
    title: TAB_TEXTS.newTab,
    type: "chat",
    sessionId: newSessionId(),
    mode: NEW_TAB_MODE,
    search: null,
    titledByChild: false,
    ...overrides,
  };
}

export function initialTabsState(tab: ChatTab = createTab()): TabsState {
  return { tabs: [tab], activeTabId: tab.id };
}

export type TabsAction =
  | { type: "add"; tab: ChatTab }
  | { type: "close"; tabId: string }
  | { type: "select"; tabId: string }
  /** The child's own name for the tab. */
  | { type: "rename"; tabId: string; title: string }
  /** A question in a tab still called 'New Tab' names it. */
  | { type: "autoTitle"; tabId: string; question: string }
  /** A search (new words, or the same ones again) shows in the tab and names it after its words. */
  | { type: "search"; tabId: string; query: string }
  | { type: "endSearch"; tabId: string }
  | { type: "setType"; tabId: string; tabType: TabTypeName }
  | { type: "setMode"; tabId: string; mode: ChatModeName }
  /** A fresh conversation in the same tab (switching modes clears the conversation). */
  | { type: "newSession"; tabId: string; sessionId: string; mode: ChatModeName };

function updateTab(state: TabsState, tabId: string, change: (tab: ChatTab) => ChatTab): TabsState {
  let changed = false;
  const tabs = state.tabs.map((tab) => {
    if (tab.id !== tabId) return tab;
    const next = change(tab);
    changed ||= next !== tab;
    return next;
  });
  return changed ? { ...state, tabs } : state;
}

/** The tab that takes over when the active one closes: its right neighbour, else its left one. */
function neighbourOf(tabs: readonly ChatTab[], index: number): ChatTab | undefined {
  return tabs[index + 1] ?? tabs[index - 1];
}

/** The tab rules as a pure reducer; unknown tab ids leave the state as it is. */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case "add":
      return { tabs: [...state.tabs, action.tab], activeTabId: action.tab.id };
    case "close": {
      const index = state.tabs.findIndex((tab) => tab.id === action.tabId);
      // The only tab cannot be closed.
      if (index === -1 || state.tabs.length <= 1) return state;
      const tabs = state.tabs.filter((tab) => tab.id !== action.tabId);
      const activeTabId = state.activeTabId === action.tabId ? (neighbourOf(state.tabs, index)?.id ?? state.activeTabId) : state.activeTabId;
      return { tabs, activeTabId };
    }
    case "select":
      if (action.tabId === state.activeTabId || !state.tabs.some((tab) => tab.id === action.tabId)) return state;
      return { ...state, activeTabId: action.tabId };
    case "rename": {
      const title = action.title.slice(0, TAB_TITLE_MAX_LENGTH);
      // Confirming the title the tab already has names nothing.
      return updateTab(state, action.tabId, (tab) => (tab.title === title ? tab : { ...tab, title, titledByChild: true }));
    }
    case "autoTitle":
      return updateTab(state, action.tabId, (tab) => {
        const title = autoTitleFor(tab, action.question);
        return title === null ? tab : { ...tab, title };
      });
    case "search":
      return updateTab(state, action.tabId, (tab) => withSearch(tab, action.query));
    case "endSearch":
      return updateTab(state, action.tabId, (tab) => (tab.search === null ? tab : { ...tab, search: null }));
    case "setType":
      return updateTab(state, action.tabId, (tab) => (tab.type === action.tabType ? tab : { ...tab, type: action.tabType }));
    case "setMode":
      // A search belongs to search mode: the text chat never shows one.
      return updateTab(state, action.tabId, (tab) => (tab.mode === action.mode ? tab : { ...tab, mode: action.mode, search: null }));
    case "newSession":
      return updateTab(state, action.tabId, (tab) => ({ ...tab, sessionId: action.sessionId, mode: action.mode, search: null }));
  }
}

/** The tab after it searches `query` (trimmed): the same words run again; its title follows the latest search. */
function withSearch(tab: ChatTab, query: string): ChatTab {
  const words = query.trim();
  if (words === "") return tab;
  const trigger = tab.search?.query === words ? tab.search.trigger + 1 : 0;
  const title = tab.titledByChild ? tab.title : titleFromWords(words);
  return { ...tab, mode: "search", search: { query: words, trigger }, title };
}

export function activeTabOf(state: TabsState): ChatTab {
  // The reducer and the storage reader keep activeTabId pointing at a tab; the fallback is belt and braces.
  const tab = state.tabs.find((candidate) => candidate.id === state.activeTabId) ?? state.tabs[0];
  if (tab === undefined) throw new Error("TabsState without tabs");
  return tab;
}

export type RenameTrigger = "enter" | "blur";

/**
 * The rename rule: a blank name becomes 'Tab' on Enter and is ignored on blur (null: keep the old
 * title). Escape never reaches here: it cancels.
 */
export function renamedTitle(draft: string, trigger: RenameTrigger): string | null {
  const trimmed = draft.trim().slice(0, TAB_TITLE_MAX_LENGTH);
  if (trimmed !== "") return trimmed;
  return trigger === "enter" ? TAB_TEXTS.emptyRename : null;
}

/** Our choice: a chat tab still called 'New Tab' takes its first question as its name, cut to this length. */
export const AUTO_TITLE_LENGTH = 30;

export function autoTitleFor(tab: ChatTab, question: string): string | null {
  if (tab.title !== TAB_TEXTS.newTab || tab.titledByChild) return null;
  const words = question.trim();
  return words === "" ? null : titleFromWords(words);
}

/** Words as a tab title: one line, cut to AUTO_TITLE_LENGTH with an ellipsis. */
export function titleFromWords(text: string): string {
  const words = text.trim().replace(/\s+/g, " ");
  return words.length <= AUTO_TITLE_LENGTH ? words : `${words.slice(0, AUTO_TITLE_LENGTH - 1).trimEnd()}…`;
}
