import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { RefObject } from "react";

/** How near the bottom still counts as reading the newest message (a rounding pixel, a half-shown line). */
const NEAR_BOTTOM_PX = 48;

const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Keeps the newest message in view: on a new message, and whenever the conversation grows or the view shrinks while
 * the child is reading the bottom (a photo that loads after the history, the history after a reload). A child who
 * scrolled up to read stays where they are until the next message arrives.
 */
export function useFollowNewest(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, newest: unknown): void {
  const following = useRef(true);
  // Our own scroll is under way (smooth scrolling passes through heights that are not the bottom).
  const pinning = useRef(false);

  const pin = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    following.current = true;
    pinning.current = true;
    element.scrollTop = element.scrollHeight;
  }, [scroller]);

  useLayoutEffect(pin, [pin, newest]);

  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const onScroll = () => {
      const nearBottom = distanceFromBottom(element) <= NEAR_BOTTOM_PX;
      if (pinning.current && !nearBottom) return;
      pinning.current = false;
      following.current = nearBottom;
    };
    // The child's own scrolling takes over from ours.
    const onUserScroll = () => {
      pinning.current = false;
    };
    const onGrown = () => {
      if (following.current) pin();
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    for (const type of ["wheel", "touchmove", "keydown", "pointerdown"]) element.addEventListener(type, onUserScroll, { passive: true });
    // Pictures grow the conversation when they load; `load` does not bubble, so it is caught on its way down.
    element.addEventListener("load", onGrown, true);
    const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(onGrown) : null;
    resizes?.observe(element);
    if (content.current) resizes?.observe(content.current);
    return () => {
      element.removeEventListener("scroll", onScroll);
      for (const type of ["wheel", "touchmove", "keydown", "pointerdown"]) element.removeEventListener(type, onUserScroll);
      element.removeEventListener("load", onGrown, true);
      resizes?.disconnect();
    };
  }, [scroller, content, pin]);
}
