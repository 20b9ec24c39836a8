import { countedChatMessages } from "@kidsafe/contracts";
import type { ChatModeName } from "@kidsafe/contracts";
import { Button, classNames, Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { chatApi } from "../../lib/api/chat.ts";
import { useSignedInUser } from "../auth/signed-in-user.tsx";
import type { ActiveSearch } from "../search/tab-searches.ts";
import { useFollowUpHandler } from "../search/use-follow-up-handler.ts";
import { useFeatureInFront } from "../settings/parental/feature-in-front.ts";
import type { ChatTab } from "../tabs/tab-state.ts";
import { chatHistoryKey, readChatHistory } from "./chat-history-query.ts";
import { CHAT_COPY } from "./chat-copy.ts";
import { ChatInputBar } from "./chat-input-bar.tsx";
import { MessageList } from "./message-list.tsx";
import { visibleMessages } from "./optimistic-message.ts";
import type { ChatSender, SendAttempt, SendRequest } from "./use-chat-sender.ts";
import { startWelcomeQuestion } from "./welcome-question.ts";
import { WelcomeScreen } from "./welcome-screen.tsx";

export interface ChatTabViewProps {
  tab: ChatTab;
  username: string;
  sender: ChatSender;
  /** Reset Chat's 1250 ms animation is running. */
  resetting: boolean;
  phoneMode: boolean;
  onPhoneModeChange: (phoneMode: boolean) => void;
  setTabMode: (tabId: string, mode: ChatModeName) => void;
  startNewSession: (tabId: string, mode: ChatModeName) => void;
  /** A question names a tab still called 'New Tab'. */
  autoTitleTab: (tabId: string, question: string) => void;
  /** The search this tab shows (search mode), or null. */
  search: ActiveSearch | null;
  /** Shows this tab's search results for the query (the same words search again) and names the tab after it. */
  startSearch: (query: string) => void;
  /** Leaves this tab's search view. */
  endSearch: () => void;
  /** The welcome screen's voice chat option. */
  onVoiceChat: () => void;
}

// Search results show only after a search starts: their code loads then, not with the chat screen.
const SearchResultsView = lazy(() => import("../search/search-results-view.tsx").then((module) => ({ default: module.SearchResultsView })));

// The 'Search again...' box has no reply to wait for: the search view shows the new results.
const SEARCH_STARTED: SendAttempt = { accepted: true, done: Promise.resolve("replied") };

/**
 * A chat tab: its conversation read from GET /api/chat/{sessionId} (so it survives a reload), the welcome
 * screen while it is empty, the message list, and the input bar in ai mode. In search mode, once a search
 * started, the search results view with the input bar folded below it (the Switch and 'Search again...').
 */
export function ChatTabView(props: ChatTabViewProps) {
  const { tab, username, sender, resetting, phoneMode, onPhoneModeChange, setTabMode, startNewSession, autoTitleTab } = props;
  const { startSearch, endSearch, onVoiceChat } = props;
  const search = tab.mode === "search" ? props.search : null;
  // One text box at a time: on the search view the follow-up box shows until the child opens 'Search again...'.
  const [searchBoxOpen, setSearchBoxOpen] = useState(false);
  const user = useSignedInUser();
  // A 423 here shows as the send's 'App Locked' toast; the minute only needs the right feature.
  useFeatureInFront(tab.mode === "search" ? "search" : "chat");
  const history = useQuery({
    queryKey: chatHistoryKey(tab.sessionId),
    queryFn: ({ signal }) => readChatHistory(tab.sessionId, signal),
  });
  const messages = visibleMessages(history.data ?? [], tab.sessionId, sender.pendingSend);
  const ownPending = sender.pendingSend?.sessionId === tab.sessionId ? sender.pendingSend : null;
  const typing = ownPending?.status === "sending";

  const send = useCallback(
    (request: Omit<SendRequest, "sessionId">) => {
      const attempt = sender.send({ ...request, sessionId: tab.sessionId });
      if (attempt.accepted) autoTitleTab(tab.id, request.text);
      return attempt;
    },
    [sender, tab.sessionId, tab.id, autoTitleTab],
  );

  const switchMode = useCallback(
    (mode: ChatModeName) => {
      // 'Switching modes will clear your current conversation': it is deleted, and the tab starts a new one.
      if (messages.length > 0) void chatApi.clear(tab.sessionId).catch(() => undefined);
      startNewSession(tab.id, mode);
    },
    [messages.length, tab.sessionId, tab.id, startNewSession],
  );

  const searchAgain = useCallback(
    (request: Omit<SendRequest, "sessionId">) => {
      startSearch(request.text);
      return SEARCH_STARTED;
    },
    [startSearch],
  );
  // Leaving the search view starts a new session.
  const leaveSearch = useCallback(() => {
    endSearch();
    startNewSession(tab.id, "search");
  }, [endSearch, startNewSession, tab.id]);
  const followUp = useFollowUpHandler({
    sessionId: tab.sessionId,
    userId: user.id,
    send,
    continueInChat: useCallback(() => {
      endSearch();
      setTabMode(tab.id, "ai");
    }, [endSearch, setTabMode, tab.id]),
  });

  let content;
  if (search !== null) {
    content = (
      <Suspense
        fallback={
          <div className="chat-view-status">
            <Spinner label={CHAT_COPY.loadingHub} />
          </div>
        }
      >
        <SearchResultsView search={search} phoneMode={phoneMode} followUpShown={!searchBoxOpen} onBack={leaveSearch} onFollowUp={followUp} />
      </Suspense>
    );
  } else if (history.isPending) {
    content = (
      <div className="chat-view-status">
        <Spinner label={CHAT_COPY.loadingConversation} />
      </div>
    );
  } else if (history.isError && messages.length === 0) {
    content = (
      <div className="chat-view-status" role="alert">
        <p>{CHAT_COPY.historyFailed}</p>
        <p className="ks-muted">{history.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          {CHAT_COPY.retry}
        </Button>
      </div>
    );
  } else if (messages.length === 0) {
    content = (
      <WelcomeScreen
        username={username}
        mode={tab.mode}
        onAsk={(text) => startWelcomeQuestion({ mode: tab.mode, startSearch, send }, text)}
        onTextChat={() => setTabMode(tab.id, "ai")}
        onVoiceChat={onVoiceChat}
        phoneMode={phoneMode}
        onPhoneModeChange={onPhoneModeChange}
      />
    );
  } else {
    content = (
      <MessageList
        messages={messages}
        typing={typing}
        highlightedId={sender.highlightedId}
        notSentId={ownPending?.status === "failed" ? ownPending.message.id : null}
      />
    );
  }

  return (
    <div className={classNames("chat-view", resetting && "chat-view--resetting")} aria-busy={resetting || undefined}>
      <div className="chat-view-content">{content}</div>
      {(tab.mode === "ai" || search !== null) && (
        <ChatInputBar
          mode={tab.mode}
          messageCount={countedChatMessages(messages)}
          pending={search === null && typing}
          onSend={search === null ? send : searchAgain}
          onSwitchMode={switchMode}
          folding={search !== null ? { open: searchBoxOpen, onOpenChange: setSearchBoxOpen } : undefined}
        />
      )}
    </div>
  );
}
