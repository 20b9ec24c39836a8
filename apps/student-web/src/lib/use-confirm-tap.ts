import { useCallback, useEffect, useRef, useState } from "react";
import { CONFIRM_TAP_RESET_MS } from "@kidsafe/contracts";

/**
 * The seed's two-tap confirmation: the first tap arms the action for `resetAfterMs`, a second tap in
 * that window runs it; otherwise it disarms by itself.
 */
export function useConfirmTap(onConfirm: () => void, resetAfterMs: number = CONFIRM_TAP_RESET_MS) {
  const [armed, setArmed] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const tap = useCallback(() => {
    clearTimeout(timerRef.current);
    if (armed) {
      setArmed(false);
      onConfirm();
      return;
    }
    setArmed(true);
    timerRef.current = setTimeout(() => setArmed(false), resetAfterMs);
  }, [armed, onConfirm, resetAfterMs]);

  return { armed, tap };
}
