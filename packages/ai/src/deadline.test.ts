import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deadline } from "./deadline.ts";

describe("deadline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts its signal with a TimeoutError when the time is up, not before", () => {
    const { signal } = deadline(10);
    vi.advanceTimersByTime(9);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("never aborts once the call is done, and leaves no timer behind", () => {
    const { signal, done } = deadline(10);
    done();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(signal.aborted).toBe(false);
  });
});
