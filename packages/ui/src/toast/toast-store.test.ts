import { TOAST_REMOVE_DELAY_MS } from "@kidsafe/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("toast store (seed 000 §9)", () => {
  it("keeps at most one toast: a new toast replaces the one on screen", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Second"]);
    expect(store.getSnapshot()[0]?.variant).toBe("destructive");
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Saved" });
    handle.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "Saved", open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("does not let an old removal timer drop a newer toast", () => {
    const store = createToastStore();
    store.toast({ title: "Old" }).dismiss();
    store.toast({ title: "New" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot().map((item) => item.title)).toEqual(["New"]);
  });

  it("tells subscribers about every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "Hi" });
    store.dismiss();
    unsubscribe();
    store.toast({ title: "Unheard" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
