import { SWIPE_THRESHOLD_PX } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { DOUBLE_TAP_MS, isDoubleTap, swipeActionOf } from "./tab-gestures.ts";

describe("swipeActionOf (seed 000 §2 phone mode, 50 px)", () => {
  it("opens a tab on a swipe left of more than 50 px", () => {
    expect(swipeActionOf(-(SWIPE_THRESHOLD_PX + 1), 0)).toBe("open-tab");
  });

  it("closes the tab on a swipe right of more than 50 px", () => {
    expect(swipeActionOf(SWIPE_THRESHOLD_PX + 1, 10)).toBe("close-tab");
  });

  it("does nothing at exactly 50 px or less", () => {
    expect(swipeActionOf(SWIPE_THRESHOLD_PX, 0)).toBeNull();
    expect(swipeActionOf(-SWIPE_THRESHOLD_PX, 0)).toBeNull();
  });

  it("treats a mostly vertical movement as a scroll", () => {
    expect(swipeActionOf(80, 120)).toBeNull();
  });
});

describe("isDoubleTap", () => {
  it("is a double tap only within the window after a first tap", () => {
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 1000 + DOUBLE_TAP_MS)).toBe(true);
    expect(isDoubleTap(1000, 1001 + DOUBLE_TAP_MS)).toBe(false);
  });
});
