import { describe, expect, it } from "vitest";
import { EMPTY_POPUP_QUEUE, popupQueue } from "./popup-queue.ts";
import type { OfferedItem, PopupQueueAction } from "./popup-queue.ts";

const SEARCH_VIEW = "chat:session-1";
const rec = (key: number): OfferedItem => ({ key, advertiserId: key, context: `app ${key}`, type: "search" });
const run = (...actions: PopupQueueAction[]) => actions.reduce(popupQueue, { ...EMPTY_POPUP_QUEUE, view: SEARCH_VIEW });
const offer = (key: number): PopupQueueAction => ({ type: "offer", recommendation: rec(key) });

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

  it("tags an offer with the view showing it", () => {
    expect(run(offer(1)).shown).toMatchObject({ key: 1, view: SEARCH_VIEW });
  });

  it("drops a reply's offer when the view that asked is no longer shown", () => {
    expect(run({ type: "offer", recommendation: rec(1), askedIn: SEARCH_VIEW }).shown).toMatchObject({ key: 1, view: SEARCH_VIEW });
    expect(run({ type: "offer", recommendation: rec(1), askedIn: "chat:session-2" }).shown).toBeNull();
  });

  it("takes the shown popup away at once, without a fade, when the child leaves its view, and drops the waiting ones", () => {
    const left = run(offer(1), offer(2), { type: "view", view: null });
    expect(left).toMatchObject({ shown: null, leaving: false, waiting: [], view: null });
    // Back in the view it came from, nothing left over appears.
    expect(popupQueue(left, { type: "view", view: SEARCH_VIEW })).toMatchObject({ shown: null, waiting: [] });
  });

  it("takes a fading popup away at once too", () => {
    const state = run(offer(1), { type: "dismiss", key: 1 }, { type: "view", view: "chat:session-2" });
    expect(state).toMatchObject({ shown: null, leaving: false, view: "chat:session-2" });
  });

  it("drops an offer made where no popup may show, and never shows it later", () => {
    const state = run({ type: "view", view: null }, offer(1), { type: "view", view: SEARCH_VIEW });
    expect(state).toMatchObject({ shown: null, waiting: [] });
  });

  it("keeps the popups of the view when it is told the same view again", () => {
    const state = run(offer(1), offer(2));
    expect(popupQueue(state, { type: "view", view: SEARCH_VIEW })).toBe(state);
  });
});
