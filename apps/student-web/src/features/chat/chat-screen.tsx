import "./chat.css";
import { classNames, MountWhenOpened, Spinner } from "@kidsafe/ui";
import { lazy, Suspense, useCallback, useId, useState } from "react";
import { useTransitionOverlay } from "../../components/transition-overlay.tsx";
import { useSignedInUser } from "../auth/signed-in-user.tsx";
import { AskParentScreen } from "../family/ask-parent-screen.tsx";
import { useHeard } from "../family/use-family-status.ts";
import { usePreferences } from "../preferences/use-preferences.ts";
import { PreviewLinkProvider } from "../preview/preview-link-context.tsx";
import { RecommendationPopup } from "../recommendations/recommendation-popup.tsx";
import { popupViewOf, RecommendationOfferProvider, useRecommendationPopups } from "../recommendations/use-recommendation-popups.ts";
import { searchOfTab } from "../search/tab-searches.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { TabStrip } from "../tabs/tab-strip.tsx";
import { useSwipeTabs } from "../tabs/use-swipe-tabs.ts";
import { useTabs } from "../tabs/use-tabs.ts";
import { AiOfflineNotice } from "./ai-offline-notice.tsx";
import { BottomBar } from "./bottom-bar.tsx";
import { CHAT_COPY } from "./chat-copy.ts";
import { ChatTabView } from "./chat-tab-view.tsx";
import { useChatSender } from "./use-chat-sender.ts";
import { useResetChat } from "./use-reset-chat.ts";

// The hubs load when a tab first shows them, so the chat screen does not carry the games and the canvas.
const GameHub = lazy(() => import("../games/game-hub.tsx"));
const DrawingHub = lazy(() => import("../drawing/drawing-hub.tsx"));
// Voice mode and the settings panel are not on screen at first: their code loads when the child first opens them.
const loadVoiceView = () => import("../voice/voice-view.tsx");
const VoiceView = lazy(() => loadVoiceView().then((module) => ({ default: module.VoiceView })));
const SettingsPanel = lazy(() => import("../settings/settings-panel.tsx"));

/**
 * The main chat screen at / and /chat: the tab strip, the active tab's view (chat, Game Hub or
 * Drawing Hub) and the bottom bar. Phone mode makes the layout compact and lets a swipe open or close tabs. The
 * screen holds the recommendation popups of every tab, and the website preview overlay that links open in.
 */
export function ChatScreen() {
  const user = useSignedInUser();
  const { phoneMode, setPreference } = usePreferences();
  const studyMode = useStudyMode();
  // Under 13 without a parent's yes: chat, search, voice and photos show the 'Ask a parent' screen instead.
  const heard = useHeard();
  const tabs = useTabs(user.id);
  const { activeTab, addTab, closeTab, setTabType, setTabMode, startNewSession, autoTitleTab } = tabs;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  // 'Game Hub' / 'Art Hub' / 'Voice Mode' plays before the view turns (skipped in study and phone mode).
  const {
    play: playTransition,
    overlay: transitionOverlay,
    playing: transitioning,
  } = useTransitionOverlay({
    studyMode: studyMode.enabled,
    phoneMode,
  });
  // Study mode hides the hubs, so a tab left on one shows its chat meanwhile.
  const view = studyMode.enabled ? "chat" : activeTab.type;
  // A popup stays with the view that made it: leaving for a hub, another tab, voice or settings takes it away.
  const popups = useRecommendationPopups(
    popupViewOf({ sessionId: activeTab.sessionId, kind: voiceOpen ? "voice" : view, covered: settingsOpen || transitioning }),
  );
  const sender = useChatSender(popups.offer);
  const reset = useResetChat(activeTab.sessionId);
  const panelId = useId();

  const closeActiveTab = useCallback(() => closeTab(activeTab.id), [closeTab, activeTab.id]);
  const swipe = useSwipeTabs({ enabled: phoneMode, onOpenTab: addTab, onCloseTab: closeActiveTab });
  const backToChat = useCallback(() => setTabType(activeTab.id, "chat"), [setTabType, activeTab.id]);
  const setPhoneMode = useCallback((on: boolean) => setPreference("phoneMode", on), [setPreference]);
  const startSearch = useCallback((query: string) => tabs.startSearch(activeTab.id, query), [tabs, activeTab.id]);
  const endSearch = useCallback(() => tabs.endSearch(activeTab.id), [tabs, activeTab.id]);
  const openHub = useCallback(
    (hub: "games" | "paint") => {
      const tabId = activeTab.id;
      playTransition(hub, () => {
        setVoiceOpen(false);
        setTabType(tabId, hub);
      });
    },
    [playTransition, activeTab.id, setTabType],
  );
  const openVoice = useCallback(() => {
    // The code downloads while the 'Voice Mode' transition plays.
    void loadVoiceView();
    playTransition("voice", () => setVoiceOpen(true));
  }, [playTransition]);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeVoice = useCallback(() => setVoiceOpen(false), []);
  const toggleVoice = useCallback(() => (voiceOpen ? closeVoice() : openVoice()), [voiceOpen, closeVoice, openVoice]);

  return (
    <PreviewLinkProvider>
      <RecommendationOfferProvider value={popups.offer}>
        <div className={classNames("chat-screen", phoneMode && "chat-screen--phone")}>
          {voiceOpen ? (
            <main className="chat-main">
              {heard ? (
                <Suspense fallback={<ViewLoading label={CHAT_COPY.loadingHub} />}>
                  <VoiceView sessionId={activeTab.sessionId} sender={sender} onBack={closeVoice} />
                </Suspense>
              ) : (
                <AskParentScreen onBack={closeVoice} />
              )}
            </main>
          ) : (
            <>
              <TabStrip controls={tabs} panelId={panelId} phoneMode={phoneMode} />
              <AiOfflineNotice />
              <main className="chat-main" {...swipe}>
                <div id={panelId} role="tabpanel" aria-labelledby={`tab-${activeTab.id}`} className="chat-panel">
                  {view === "chat" && !heard ? (
                    <AskParentScreen />
                  ) : view === "chat" ? (
                    <ChatTabView
                      key={activeTab.id}
                      tab={activeTab}
                      username={user.username}
                      sender={sender}
                      resetting={reset.resetting}
                      phoneMode={phoneMode}
                      onPhoneModeChange={setPhoneMode}
                      setTabMode={setTabMode}
                      startNewSession={startNewSession}
                      autoTitleTab={autoTitleTab}
                      search={searchOfTab(activeTab)}
                      startSearch={startSearch}
                      endSearch={endSearch}
                      onVoiceChat={openVoice}
                    />
                  ) : (
                    <Suspense fallback={<ViewLoading label={CHAT_COPY.loadingHub} />}>
                      {view === "games" ? <GameHub onBackToChat={backToChat} /> : <DrawingHub onBack={backToChat} />}
                    </Suspense>
                  )}
                </div>
              </main>
            </>
          )}
          {/* Before the bottom bar: it takes its own row there (recommendations.css), covering no input and no control. */}
          <RecommendationPopup popups={popups} />
          <BottomBar
            studyMode={studyMode.enabled}
            view={view}
            voiceOpen={voiceOpen}
            onToggleVoice={toggleVoice}
            onOpenGameHub={() => openHub("games")}
            onOpenDrawingHub={() => openHub("paint")}
            reset={view === "chat" && !voiceOpen && heard ? reset : undefined}
            onOpenSettings={openSettings}
          />
          <MountWhenOpened open={settingsOpen}>
            <SettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />
          </MountWhenOpened>
          {transitionOverlay}
        </div>
      </RecommendationOfferProvider>
    </PreviewLinkProvider>
  );
}

/** What a view shows while its code loads: the spinner in the view's own place, so nothing moves. */
function ViewLoading({ label }: { label: string }) {
  return (
    <div className="chat-view-status">
      <Spinner label={label} />
    </div>
  );
}
