import { TAB_TOOLTIP_HOLD_MS } from "@kidsafe/contracts";
import { useCallback, useEffect, useRef, useState } from "react";

/** Our choice: after the finger lifts, the tooltip stays this long so it can still be read. */
export const TOOLTIP_LINGER_MS = 1500;

/**
 * Holding a tab for 2000 ms shows a tooltip with its full title. Any pointer (finger, pen,
 * mouse) counts; moving off the tab or lifting before 2000 ms shows nothing.
 */
export function useHoldTooltip(holdMs: number = TAB_TOOLTIP_HOLD_MS) {
  const [open, setOpen] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lingerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(holdTimer.current);
      clearTimeout(lingerTimer.current);
    },
    [],
  );

  const start = useCallback(() => {
    clearTimeout(holdTimer.current);
    clearTimeout(lingerTimer.current);
    holdTimer.current = setTimeout(() => setOpen(true), holdMs);
  }, [holdMs]);

  const release = useCallback(() => {
    clearTimeout(holdTimer.current);
    clearTimeout(lingerTimer.current);
    lingerTimer.current = setTimeout(() => setOpen(false), TOOLTIP_LINGER_MS);
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(holdTimer.current);
    clearTimeout(lingerTimer.current);
    setOpen(false);
  }, []);

  return { open, start, release, cancel };
}
