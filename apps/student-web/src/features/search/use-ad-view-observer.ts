import { AD_VISIBILITY_THRESHOLD } from "@kidsafe/contracts";
import { useCallback, useEffect, useRef } from "react";

/**
 * Watches advertised results and calls `onVisible(advertiserId)` each time one becomes at least half visible
 * (threshold 0.5), inside the scrolling results as much as in the window. Use the returned
 * function as the ref of each advertised card, with `data-advertiser-id` set; the tracker decides whether a
 * sighting is sent. Without IntersectionObserver (very old browsers) nothing is tracked.
 */
export function useAdViewObserver(onVisible: (advertiserId: number) => void) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  const observer = useRef<IntersectionObserver | null>(null);

  return useCallback((element: HTMLElement | null) => {
    if (element === null || typeof IntersectionObserver === "undefined") return undefined;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < AD_VISIBILITY_THRESHOLD) continue;
          const advertiserId = Number((entry.target as HTMLElement).dataset.advertiserId);
          if (Number.isSafeInteger(advertiserId) && advertiserId > 0) latest.current(advertiserId);
        }
      },
      { threshold: AD_VISIBILITY_THRESHOLD },
    );
    const watching = observer.current;
    watching.observe(element);
    return () => watching.unobserve(element);
  }, []);
}
