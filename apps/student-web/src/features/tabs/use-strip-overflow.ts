import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import { NO_OVERFLOW, sameOverflow, scrollToShow, stripOverflow } from "./strip-overflow.ts";
import type { StripOverflow } from "./strip-overflow.ts";

/** The fade over each hiding end is this wide (tabs.css): a tab brought into view clears it. */
const HINT_WIDTH_PX = 28;

/**
 * Which ends of the tab list hide tabs, kept current on scroll, resize and when tabs change; and the active tab
 * scrolled into view whenever it changes (a new tab, a swipe, a restored state).
 */
export function useStripOverflow(
  list: RefObject<HTMLElement | null>,
  activeTabElement: () => HTMLElement | null,
  activeTabId: string,
  tabCount: number,
) {
  const [overflow, setOverflow] = useState<StripOverflow>(NO_OVERFLOW);
  const measure = useCallback(() => {
    const element = list.current;
    if (element === null) return;
    const next = stripOverflow(element);
    setOverflow((current) => (sameOverflow(current, next) ? current : next));
  }, [list]);

  useLayoutEffect(() => {
    const element = list.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, measure]);

  const lastShown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    const tab = activeTabElement();
    if (element !== null && tab !== null && lastShown.current !== activeTabId) {
      lastShown.current = activeTabId;
      const by = scrollToShow(element.getBoundingClientRect(), tab.getBoundingClientRect(), HINT_WIDTH_PX);
      if (by !== 0) element.scrollLeft += by;
    }
    measure();
  }, [list, activeTabElement, activeTabId, tabCount, measure]);

  return { overflow, onScroll: measure };
}
