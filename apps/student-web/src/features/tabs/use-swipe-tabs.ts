import { useMemo, useRef } from "react";
import type { TouchEvent } from "react";
import { swipeActionOf } from "./tab-gestures.ts";

export interface SwipeTabsOptions {
  enabled: boolean;
  onOpenTab: () => void;
  onCloseTab: () => void;
}

/**
 * The phone mode: swipe handlers for the tab's content. Touch only, and not from inside a text box,
 * where a sideways drag moves the caret or selects text.
 */
export function useSwipeTabs({ enabled, onOpenTab, onCloseTab }: SwipeTabsOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);

  return useMemo(() => {
    if (!enabled) return {};
    return {
      onTouchStart(event: TouchEvent<HTMLElement>) {
        const touch = event.touches[0];
        const target = event.target as HTMLElement;
        const inTextBox = target.closest("textarea, input, [contenteditable='true'], canvas") !== null;
        start.current = touch !== undefined && event.touches.length === 1 && !inTextBox ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd(event: TouchEvent<HTMLElement>) {
        const from = start.current;
        const touch = event.changedTouches[0];
        start.current = null;
        if (from === null || touch === undefined) return;
        const action = swipeActionOf(touch.clientX - from.x, touch.clientY - from.y);
        if (action === "open-tab") onOpenTab();
        else if (action === "close-tab") onCloseTab();
      },
      onTouchCancel() {
        start.current = null;
      },
    };
  }, [enabled, onOpenTab, onCloseTab]);
}
