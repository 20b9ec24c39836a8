import { describe, expect, it } from "vitest";
import { EMPTY_POPUP_QUEUE, popupQueue } from "./popup-queue.ts";
import type { PopupQueueAction, QueuedRecommendation } from "./popup-queue.ts";

const rec = (key: number): QueuedRecommendation => ({ key, advertiserId: key, context: `app ${key}`, type: "search" });
const run = (...actions: PopupQueueAction[]) => actions.reduce(popupQueue, EMPTY_POPUP_QUEUE);

describe("popupQueue", () => {
  it("shows the first offer and queues the next ones", () => {
    const state = run({ type: "offer", recommendation: rec(1) }, { type: "offer", recommendation: rec(2) });
    expect(state.shown?.key).toBe(1);
    expect(state.waiting.map((item) => item.key)).toEqual([2]);
  });

  it("fades the shown one out, then shows the next", () => {
    const offered = run({ type: "offer", recommendation: rec(1) }, { type: "offer", recommendation: rec(2) });
    const leaving = popupQueue(offered, { type: "dismiss", key: 1 });
    expect(leaving).toMatchObject({ leaving: true, shown: { key: 1 } });
    expect(popupQueue(leaving, { type: "faded", key: 1 })).toMatchObject({ leaving: false, shown: { key: 2 }, waiting: [] });
  });

  it("ignores a dismissal or fade of a popup no longer shown", () => {
    const state = run({ type: "offer", recommendation: rec(1) });
    expect(popupQueue(state, { type: "dismiss", key: 9 })).toBe(state);
    expect(popupQueue(state, { type: "faded", key: 1 })).toBe(state);
  });

  it("drops a popup that cannot be shown without fading", () => {
    const state = run({ type: "offer", recommendation: rec(1) }, { type: "offer", recommendation: rec(2) }, { type: "drop", key: 1 });
    expect(state).toMatchObject({ shown: { key: 2 }, leaving: false });
  });
});
