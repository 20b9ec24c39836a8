import type { OfferedRecommendation, RecommendationTypeValue } from "@kidsafe/contracts";

/** A recommendation waiting for, or in, the popup. */
export interface QueuedRecommendation extends OfferedRecommendation {
  /** Unique within the page: a popup is tracked once. */
  key: number;
  type: RecommendationTypeValue;
}

/**
 * The popups of seed 000 §4: one shown at a time; a dismissed one fades out, and the next queued one appears when
 * the fade ends (300 ms after the dismissal).
 */
export interface PopupQueueState {
  shown: QueuedRecommendation | null;
  /** The shown popup is fading out. */
  leaving: boolean;
  waiting: readonly QueuedRecommendation[];
}

export const EMPTY_POPUP_QUEUE: PopupQueueState = { shown: null, leaving: false, waiting: [] };

export type PopupQueueAction =
  | { type: "offer"; recommendation: QueuedRecommendation }
  | { type: "dismiss"; key: number }
  | { type: "faded"; key: number }
  | { type: "drop"; key: number };

export function popupQueue(state: PopupQueueState, action: PopupQueueAction): PopupQueueState {
  switch (action.type) {
    case "offer":
      return state.shown === null
        ? { ...state, shown: action.recommendation }
        : { ...state, waiting: [...state.waiting, action.recommendation] };
    case "dismiss":
      return state.shown?.key === action.key && !state.leaving ? { ...state, leaving: true } : state;
    case "faded":
      return state.shown?.key === action.key && state.leaving ? showNext(state) : state;
    case "drop":
      // A popup that cannot be shown (its app is unknown) goes without fading.
      return state.shown?.key === action.key ? showNext(state) : state;
  }
}

function showNext(state: PopupQueueState): PopupQueueState {
  const [next = null, ...rest] = state.waiting;
  return { shown: next, leaving: false, waiting: rest };
}
