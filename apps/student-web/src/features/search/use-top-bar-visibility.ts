import { useCallback, useRef, useState } from "react";
import type { UIEvent } from "react";
import { nextTopBarState, TOP_BAR_START } from "./top-bar-visibility.ts";

/**
 * The top bar's visibility, driven by the results' scroll events. A keyboard user who tabs
 * into the hidden bar gets it back (`reveal`); in phone mode it always shows.
 */
export function useTopBarVisibility(phoneMode: boolean) {
  const state = useRef(TOP_BAR_START);
  const [visible, setVisible] = useState(true);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      state.current = nextTopBarState(state.current, event.currentTarget.scrollTop, phoneMode);
      setVisible(state.current.visible);
    },
    [phoneMode],
  );

  const reveal = useCallback(() => {
    state.current = { ...state.current, visible: true };
    setVisible(true);
  }, []);

  return { visible: phoneMode || visible, onScroll, reveal };
}
