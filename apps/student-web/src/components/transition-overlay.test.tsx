import { OVERLAY_TEXTS } from "@kidsafe/contracts";
import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { overlayPhaseAt, shouldSkipTransition, TransitionOverlay, useTransitionOverlay } from "./transition-overlay.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("transition overlay (seed 000 §2, §9)", () => {
  it("changes phase at 300, 500 and 1100 ms", () => {
    expect([0, 299, 300, 499, 500, 1099, 1100].map(overlayPhaseAt)).toEqual(["enter", "enter", "title", "title", "leave", "leave", "done"]);
  });

  it("is skipped in study mode and in phone mode", () => {
    expect(shouldSkipTransition({ studyMode: false, phoneMode: false })).toBe(false);
    expect(shouldSkipTransition({ studyMode: true, phoneMode: false })).toBe(true);
    expect(shouldSkipTransition({ studyMode: false, phoneMode: true })).toBe(true);
  });

  it("shows the title and calls onDone once, at 1100 ms", () => {
    const onDone = vi.fn();
    render(<TransitionOverlay title={OVERLAY_TEXTS.games} onDone={onDone} />);
    const overlay = screen.getByRole("status");
    expect(overlay.textContent).toBe("Game Hub");
    expect(overlay.dataset.phase).toBe("enter");
    act(() => void vi.advanceTimersByTime(300));
    expect(overlay.dataset.phase).toBe("title");
    act(() => void vi.advanceTimersByTime(200));
    expect(overlay.dataset.phase).toBe("leave");
    act(() => void vi.advanceTimersByTime(599));
    expect(onDone).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("useTransitionOverlay plays, then switches the view", () => {
    const then = vi.fn();
    const { result } = renderHook(() => useTransitionOverlay({ studyMode: false, phoneMode: false }));
    act(() => result.current.play("paint", then));
    expect(result.current.playing).toBe(true);
    render(<>{result.current.overlay}</>);
    expect(screen.getByRole("status").textContent).toBe(OVERLAY_TEXTS.paint);
    expect(then).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1100));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("useTransitionOverlay switches at once when skipped", () => {
    const then = vi.fn();
    const { result } = renderHook(() => useTransitionOverlay({ studyMode: false, phoneMode: true }));
    act(() => result.current.play("voice", then));
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current.overlay).toBeNull();
  });
});
