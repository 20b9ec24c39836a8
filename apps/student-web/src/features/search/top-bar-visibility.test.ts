import { describe, expect, it } from "vitest";
import { nextTopBarState, TOP_BAR_START } from "./top-bar-visibility.ts";
import type { TopBarScrollState } from "./top-bar-visibility.ts";

function scroll(positions: number[], phoneMode = false, start: TopBarScrollState = TOP_BAR_START): boolean[] {
  let state = start;
  return positions.map((position) => {
    state = nextTopBarState(state, position, phoneMode);
    return state.visible;
  });
}

describe("the search top bar on scroll (seed 000 §2)", () => {
  it("stays while scrolling down within the first 150 px", () => {
    expect(scroll([40, 100, 150])).toEqual([true, true, true]);
  });

  it("hides on a scroll down past 150 px and shows again on a scroll up", () => {
    expect(scroll([100, 170, 300, 280])).toEqual([true, false, false, true]);
  });

  it("ignores a change of 10 px or less, and measures the next one from where it last decided", () => {
    const start = { visible: true, lastScrollTop: 200 };
    // 200 -> 210 is too small; 210 -> 215 is 15 px past the last decision at 200, so it hides.
    expect(scroll([210, 215], false, start)).toEqual([true, false]);
    // Once hidden, a 10 px way back up does not show it.
    expect(scroll([215, 205], false, { visible: false, lastScrollTop: 215 })).toEqual([false, false]);
  });

  it("is always shown in phone mode", () => {
    expect(scroll([100, 400, 900], true)).toEqual([true, true, true]);
    expect(nextTopBarState({ visible: false, lastScrollTop: 300 }, 305, true).visible).toBe(true);
  });
});
