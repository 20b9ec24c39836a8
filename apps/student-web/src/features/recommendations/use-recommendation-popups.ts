import { POPUP_FADE_MS } from "@kidsafe/contracts";
import type { OfferedRecommendation, RecommendationTypeValue } from "@kidsafe/contracts";
import { createContext, useCallback, useContext, useEffect, useReducer, useRef } from "react";
import { EMPTY_POPUP_QUEUE, popupQueue } from "./popup-queue.ts";
import type { PopupQueueState } from "./popup-queue.ts";

export type OfferRecommendation = (recommendation: OfferedRecommendation, type: RecommendationTypeValue) => void;

export interface RecommendationPopups {
  state: PopupQueueState;
  offer: OfferRecommendation;
  /** Starts the shown popup's fade-out (the close button, Visit, or the 10 s timer). */
  dismiss: (key: number) => void;
  /** Takes away a popup that cannot be shown, at once. */
  drop: (key: number) => void;
}

/** The chat screen's popup queue (seed 000 §4): the fade after a dismissal, then the next popup. */
export function useRecommendationPopups(): RecommendationPopups {
  const [state, dispatch] = useReducer(popupQueue, EMPTY_POPUP_QUEUE);
  const lastKey = useRef(0);
  const offer = useCallback<OfferRecommendation>((recommendation, type) => {
    lastKey.current += 1;
    dispatch({ type: "offer", recommendation: { ...recommendation, type, key: lastKey.current } });
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

const OfferContext = createContext<OfferRecommendation | null>(null);
export const RecommendationOfferProvider = OfferContext.Provider;

const ignore: OfferRecommendation = () => undefined;

/** The screen's offer of a recommendation to its popup queue (nothing outside the chat screen). */
export function useOfferRecommendation(): OfferRecommendation {
  return useContext(OfferContext) ?? ignore;
}
