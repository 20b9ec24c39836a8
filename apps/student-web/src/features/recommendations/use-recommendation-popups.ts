import { POPUP_FADE_MS } from "@kidsafe/contracts";
import type { OfferedRecommendation, RecommendationTypeValue } from "@kidsafe/contracts";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { EMPTY_POPUP_QUEUE, popupQueue } from "./popup-queue.ts";
import type { PopupQueueState } from "./popup-queue.ts";

/** `askedIn`: the view (popupViewOf) that asked, for a reply that comes after a wait; without it, the view showing now. */
export type OfferRecommendation = (recommendation: OfferedRecommendation, type: RecommendationTypeValue, askedIn?: string | null) => void;

export interface RecommendationPopups {
  state: PopupQueueState;
  offer: OfferRecommendation;
  /** Starts the shown popup's fade-out (the close button, Visit, or the 10 s timer). */
  dismiss: (key: number) => void;
  /** Takes away a popup that cannot be shown, at once. */
  drop: (key: number) => void;
}

/**
 * The chat screen's popup queue: the fade after a dismissal, then the next popup. `view` names what
 * the child sees now (see `popupViewOf`): a popup shows only in the view it was offered in, and leaves with it.
 */
export function useRecommendationPopups(view: string | null): RecommendationPopups {
  const [state, dispatch] = useReducer(popupQueue, view, (initial) => ({ ...EMPTY_POPUP_QUEUE, view: initial }));
  const lastKey = useRef(0);
  // Before the browser paints the new view, so a popup is never seen over a game even for a frame.
  useLayoutEffect(() => dispatch({ type: "view", view }), [view]);
  const offer = useCallback<OfferRecommendation>((recommendation, type, askedIn) => {
    if (askedIn === null) return;
    lastKey.current += 1;
    dispatch({
      type: "offer",
      recommendation: { ...recommendation, type, key: lastKey.current },
      ...(askedIn === undefined ? {} : { askedIn }),
    });
  }, []);
  const dismiss = useCallback((key: number) => dispatch({ type: "dismiss", key }), []);
  const drop = useCallback((key: number) => dispatch({ type: "drop", key }), []);

  const leavingKey = state.leaving ? (state.shown?.key ?? null) : null;
  useEffect(() => {
    if (leavingKey === null) return;
    const timer = setTimeout(() => dispatch({ type: "faded", key: leavingKey }), POPUP_FADE_MS);
    return () => clearTimeout(timer);
  }, [leavingKey]);

  return { state, offer, dismiss, drop };
}

/** What the chat screen shows, as far as popups care. */
export interface ScreenView {
  /** The tab's conversation: its session, so another tab or a new session is another view. */
  sessionId: string;
  /** The tab's view ('chat' for its conversation and search results), or the voice view over it. */
  kind: "chat" | "games" | "paint" | "voice";
  /** Something covers the screen: the settings panel, or a hub's opening animation. */
  covered: boolean;
}

/** The key of the view a popup belongs to; null where none may show (games, drawing, settings). */
export function popupViewOf({ sessionId, kind, covered }: ScreenView): string | null {
  if (covered || kind === "games" || kind === "paint") return null;
  return `${kind}:${sessionId}`;
}

const OfferContext = createContext<OfferRecommendation | null>(null);
export const RecommendationOfferProvider = OfferContext.Provider;

const ignore: OfferRecommendation = () => undefined;

/** The screen's offer of a recommendation to its popup queue (nothing outside the chat screen). */
export function useOfferRecommendation(): OfferRecommendation {
  return useContext(OfferContext) ?? ignore;
}
