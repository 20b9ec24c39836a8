import type { OfferedRecommendation, RecommendationTypeValue } from "@kidsafe/contracts";

/** A recommendation waiting for, or in, the popup. */
export interface QueuedRecommendation extends OfferedRecommendation {
  /** Unique within the page: a popup is tracked once. */
  key: number;
  type: RecommendationTypeValue;
  /** The view that made it (a tab's search, the voice view): it shows only there. */
  view: string;
}

/** A recommendation as offered, before the queue tags it with the view showing now. */
export type OfferedItem = Omit<QueuedRecommendation, "view">;

/**
 * The popups: one shown at a time; a dismissed one fades out, and the next queued one appears when
 * the fade ends (300 ms after the dismissal).
 */
export interface PopupQueueState {
  shown: QueuedRecommendation | null;
  /** The shown popup is fading out. */
  leaving: boolean;
  waiting: readonly QueuedRecommendation[];
  /**
   * The view the child sees now, null for one no popup may cover (a game, drawing, settings). A popup belongs to
   * the view that made it: an ad that followed the child into a game would no longer be about what they asked.
   */
  view: string | null;
}

export const EMPTY_POPUP_QUEUE: PopupQueueState = { shown: null, leaving: false, waiting: [], view: null };

export type PopupQueueAction =
  /** `askedIn`: the view that asked, when it is known (a reply that came later); else the view showing now. */
  | { type: "offer"; recommendation: OfferedItem; askedIn?: string }
  | { type: "dismiss"; key: number }
  | { type: "faded"; key: number }
  | { type: "drop"; key: number }
  | { type: "view"; view: string | null };

export function popupQueue(state: PopupQueueState, action: PopupQueueAction): PopupQueueState {
  switch (action.type) {
    case "offer": {
      // Offered where no popup may show (the child went to a game while the answer was on its way): dropped.
      if (state.view === null) return state;
      // The child left the view that asked while the answer was on its way: the popup would be about nothing here.
      if (action.askedIn !== undefined && action.askedIn !== state.view) return state;
      const item = { ...action.recommendation, view: state.view };
      return state.shown === null ? { ...state, shown: item } : { ...state, waiting: [...state.waiting, item] };
    }
    case "dismiss":
      return state.shown?.key === action.key && !state.leaving ? { ...state, leaving: true } : state;
    case "faded":
      return state.shown?.key === action.key && state.leaving ? showNext(state) : state;
    case "drop":
      // A popup that cannot be shown (its app is unknown) goes without fading.
      return state.shown?.key === action.key ? showNext(state) : state;
    case "view":
      return state.view === action.view ? state : leaveFor(state, action.view);
  }
}

/**
 * The child went to another view: the popups of every other view go at once, without a fade, and none waits to
 * show up there later.
 */
function leaveFor(state: PopupQueueState, view: string | null): PopupQueueState {
  const here = (item: QueuedRecommendation) => view !== null && item.view === view;
  const waiting = state.waiting.filter(here);
  if (state.shown !== null && here(state.shown)) return { ...state, waiting, view };
  return showNext({ ...state, waiting, view });
}

function showNext(state: PopupQueueState): PopupQueueState {
  const [next = null, ...rest] = state.waiting;
  return { ...state, shown: next, leaving: false, waiting: rest };
}
