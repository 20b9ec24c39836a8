import { CONFIRM_TAP_RESET_MS } from "@kidsafe/contracts";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useConfirmTap } from "./use-confirm-tap.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useConfirmTap (seed 000 §4: two taps within 3 seconds)", () => {
  it("runs the action on the second tap", () => {
    const onConfirm = vi.fn();
    const { result } = renderHook(() => useConfirmTap(onConfirm));
    act(() => result.current.tap());
    expect(result.current.armed).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => result.current.tap());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(result.current.armed).toBe(false);
  });

  it("disarms after 3000 ms, so a late second tap only arms again", () => {
    const onConfirm = vi.fn();
    const { result } = renderHook(() => useConfirmTap(onConfirm));
    act(() => result.current.tap());
    act(() => {
      vi.advanceTimersByTime(CONFIRM_TAP_RESET_MS - 1);
    });
    expect(result.current.armed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.armed).toBe(false);
    act(() => result.current.tap());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(result.current.armed).toBe(true);
  });
});
