import { newSessionId } from "@kidsafe/contracts";
import type { ChatModeName, TabTypeName } from "@kidsafe/contracts";
import { useCallback, useLayoutEffect, useMemo, useReducer } from "react";
import { activeTabOf, createTab, initialTabsState, tabsReducer } from "./tab-state.ts";
import type { ChatTab, TabsState } from "./tab-state.ts";
import { loadTabs, saveTabs } from "./tab-storage.ts";

export interface TabsControls {
  tabs: readonly ChatTab[];
  activeTab: ChatTab;
  addTab: () => void;
  closeTab: (tabId: string) => void;
  selectTab: (tabId: string) => void;
  /** The child's own name for a tab. */
  renameTab: (tabId: string, title: string) => void;
  /** A question names a tab still called 'New Tab'. */
  autoTitleTab: (tabId: string, question: string) => void;
  /** Shows a search in the tab (the same words search again) and names the tab after it. */
  startSearch: (tabId: string, query: string) => void;
  /** Leaves the tab's search view. */
  endSearch: (tabId: string) => void;
  setTabType: (tabId: string, tabType: TabTypeName) => void;
  setTabMode: (tabId: string, mode: ChatModeName) => void;
  /** Gives the tab a new, empty conversation in the given mode. */
  startNewSession: (tabId: string, mode: ChatModeName) => void;
}

/** The signed-in child's tabs, restored from and saved to chat_session_{userId}. */
export function useTabs(userId: number): TabsControls {
  const [state, dispatch] = useReducer(tabsReducer, userId, (id: number): TabsState => loadTabs(id) ?? initialTabsState());

  // Saved before the browser paints the change (a layout effect, not a passive one): a reload right after a
  // tab switched session must restore what the child saw, never the tab as it was a frame earlier.
  useLayoutEffect(() => {
    saveTabs(userId, state);
  }, [userId, state]);

  const addTab = useCallback(() => dispatch({ type: "add", tab: createTab() }), []);
  const closeTab = useCallback((tabId: string) => dispatch({ type: "close", tabId }), []);
  const selectTab = useCallback((tabId: string) => dispatch({ type: "select", tabId }), []);
  const renameTab = useCallback((tabId: string, title: string) => dispatch({ type: "rename", tabId, title }), []);
  const autoTitleTab = useCallback((tabId: string, question: string) => dispatch({ type: "autoTitle", tabId, question }), []);
  const startSearch = useCallback((tabId: string, query: string) => dispatch({ type: "search", tabId, query }), []);
  const endSearch = useCallback((tabId: string) => dispatch({ type: "endSearch", tabId }), []);
  const setTabType = useCallback((tabId: string, tabType: TabTypeName) => dispatch({ type: "setType", tabId, tabType }), []);
  const setTabMode = useCallback((tabId: string, mode: ChatModeName) => dispatch({ type: "setMode", tabId, mode }), []);
  const startNewSession = useCallback(
    (tabId: string, mode: ChatModeName) => dispatch({ type: "newSession", tabId, sessionId: newSessionId(), mode }),
    [],
  );

  const activeTab = activeTabOf(state);
  return useMemo(
    () => ({
      tabs: state.tabs,
      activeTab,
      addTab,
      closeTab,
      selectTab,
      renameTab,
      autoTitleTab,
      startSearch,
      endSearch,
      setTabType,
      setTabMode,
      startNewSession,
    }),
    [
      state.tabs,
      activeTab,
      addTab,
      closeTab,
      selectTab,
      renameTab,
      autoTitleTab,
      startSearch,
      endSearch,
      setTabType,
      setTabMode,
      startNewSession,
    ],
  );
}
