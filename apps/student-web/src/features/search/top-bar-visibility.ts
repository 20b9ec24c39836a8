import { SEARCH_TOP_BAR_SCROLL_DELTA_PX, SEARCH_TOP_BAR_SCROLL_OFFSET_PX } from "@kidsafe/contracts";

export interface TopBarScrollState {
  visible: boolean;
  /** Where the results were when the bar last decided; small moves are measured from here. */
  lastScrollTop: number;
}

export const TOP_BAR_START: TopBarScrollState = { visible: true, lastScrollTop: 0 };

/**
 * The top bar hides on a scroll down once the results are scrolled past 150 px, judged only on
 * a change of more than 10 px (small jitters neither hide nor show it); any such scroll up shows it again. In
 * phone mode it is always shown.
 */
export function nextTopBarState(state: TopBarScrollState, scrollTop: number, phoneMode: boolean): TopBarScrollState {
  if (phoneMode) return { visible: true, lastScrollTop: scrollTop };
  if (Math.abs(scrollTop - state.lastScrollTop) <= SEARCH_TOP_BAR_SCROLL_DELTA_PX) return state;
  const scrollingDown = scrollTop > state.lastScrollTop;
  return { visible: !(scrollingDown && scrollTop > SEARCH_TOP_BAR_SCROLL_OFFSET_PX), lastScrollTop: scrollTop };
}
