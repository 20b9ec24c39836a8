import { newSessionId } from "@kidsafe/contracts";
import type { ChatModeName, Message, TabTypeName } from "@kidsafe/contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useMemo, useReducer } from "react";
import { chatHistoryKey } from "../chat/chat-history-query.ts";
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

/**
 * A conversation this page starts has had nothing sent in it, so its history is known to be empty without asking the
 * server: a new tab shows its welcome screen in its first render.
 */
function startConversation(queryClient: QueryClient): string {
  const sessionId = newSessionId();
  queryClient.setQueryData<Message[]>(chatHistoryKey(sessionId), []);
  return sessionId;
}

/** The signed-in child's tabs, restored from and saved to chat_session_{userId}. */
export function useTabs(userId: number): TabsControls {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    tabsReducer,
    userId,
    (id: number): TabsState => loadTabs(id) ?? initialTabsState(createTab({ sessionId: startConversation(queryClient) })),
  );

  // Saved before the browser paints the change (a layout effect, not a passive one): a reload right after a
  // tab switched session must restore what the child saw, never the tab as it was a frame earlier.
  useLayoutEffect(() => {
    saveTabs(userId, state);
  }, [userId, state]);

  // dispatch and the query client never change, so the actions keep their identity across renders and effects using them do not rerun.
  const actions = useMemo(
    () => ({
      addTab: () => dispatch({ type: "add", tab: createTab({ sessionId: startConversation(queryClient) }) }),
      closeTab: (tabId: string) => dispatch({ type: "close", tabId }),
      selectTab: (tabId: string) => dispatch({ type: "select", tabId }),
      renameTab: (tabId: string, title: string) => dispatch({ type: "rename", tabId, title }),
      autoTitleTab: (tabId: string, question: string) => dispatch({ type: "autoTitle", tabId, question }),
      startSearch: (tabId: string, query: string) => dispatch({ type: "search", tabId, query }),
      endSearch: (tabId: string) => dispatch({ type: "endSearch", tabId }),
      setTabType: (tabId: string, tabType: TabTypeName) => dispatch({ type: "setType", tabId, tabType }),
      setTabMode: (tabId: string, mode: ChatModeName) => dispatch({ type: "setMode", tabId, mode }),
      startNewSession: (tabId: string, mode: ChatModeName) =>
        dispatch({ type: "newSession", tabId, sessionId: startConversation(queryClient), mode }),
    }),
    [queryClient],
  );

  const activeTab = activeTabOf(state);
  return useMemo(() => ({ tabs: state.tabs, activeTab, ...actions }), [state.tabs, activeTab, actions]);
}
