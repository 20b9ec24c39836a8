import { SWIPE_THRESHOLD_PX } from "@kidsafe/contracts";

export type SwipeAction = "open-tab" | "close-tab";

/**
 * The phone mode: a swipe left over 50 px opens a new tab, a swipe right over 50 px closes the
 * current one. A mostly vertical movement is a scroll, not a swipe.
 */
export function swipeActionOf(deltaX: number, deltaY: number, thresholdPx: number = SWIPE_THRESHOLD_PX): SwipeAction | null {
  if (Math.abs(deltaX) <= thresholdPx || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? "open-tab" : "close-tab";
}

/** Our choice (the seed says only "double-tap"): the usual double-tap window of touch screens. */
export const DOUBLE_TAP_MS = 300;

export function isDoubleTap(previousTapAt: number | null, now: number, windowMs: number = DOUBLE_TAP_MS): boolean {
  return previousTapAt !== null && now - previousTapAt <= windowMs;
}
