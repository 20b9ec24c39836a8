import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { RefObject } from "react";

/** How near the bottom still counts as reading the newest message (a rounding pixel, a half-shown line). */
const NEAR_BOTTOM_PX = 48;

/** What a child scrolls the conversation with: a wheel, a finger, the keyboard, the scroll bar. */
const CHILD_SCROLL_EVENTS = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Keeps the newest message in view: on a new message, and whenever the conversation grows or the view shrinks while
 * the child is reading the bottom (a photo that loads after the history, the history after a reload). A child who
 * scrolled up to read stays where they are until the next message arrives.
 */
export function useFollowNewest(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, newest: unknown): void {
  const following = useRef(true);
  // Only the child's own scrolling decides whether they left the bottom. Our smooth scroll, a picture that grows the
  // list mid-scroll and the browser's scroll anchoring all move the view without the child, and a scroll event can
  // arrive after the list grew but before the growth is seen here.
  const childScrolled = useRef(false);
  // The list's height when last looked at (a pin, a scroll event): a list that grew since moved its bottom by itself.
  const seenHeight = useRef(0);

  const pin = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    following.current = true;
    childScrolled.current = false;
    seenHeight.current = element.scrollHeight;
    element.scrollTop = element.scrollHeight;
  }, [scroller]);

  useLayoutEffect(pin, [pin, newest]);

  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const onScroll = () => {
      const grew = element.scrollHeight !== seenHeight.current;
      seenHeight.current = element.scrollHeight;
      if (childScrolled.current && !grew) following.current = distanceFromBottom(element) <= NEAR_BOTTOM_PX;
    };
    const onChildScroll = () => {
      childScrolled.current = true;
    };
    const onGrown = () => {
      if (following.current) pin();
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    for (const type of CHILD_SCROLL_EVENTS) element.addEventListener(type, onChildScroll, { passive: true });
    // Pictures grow the conversation when they load; `load` does not bubble, so it is caught on its way down.
    element.addEventListener("load", onGrown, true);
    const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(onGrown) : null;
    resizes?.observe(element);
    if (content.current) resizes?.observe(content.current);
    return () => {
      element.removeEventListener("scroll", onScroll);
      for (const type of CHILD_SCROLL_EVENTS) element.removeEventListener(type, onChildScroll);
      element.removeEventListener("load", onGrown, true);
      resizes?.disconnect();
    };
  }, [scroller, content, pin]);
}
