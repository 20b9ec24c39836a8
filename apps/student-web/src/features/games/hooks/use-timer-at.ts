import { useEffect, useRef } from "react";

export type Clock = () => number;
export const browserClock: Clock = () => performance.now();

/**
 * Calls `onDue(now)` once `clock()` reaches `at` (ms); nothing when `at` is null. A timer that fires early
 * (browsers may) waits again, so the rules always see a time at or after the one they asked for.
 */
export function useTimerAt(at: number | null, onDue: (now: number) => void, clock: Clock = browserClock): void {
  const latestOnDue = useRef(onDue);
  useEffect(() => {
    latestOnDue.current = onDue;
  });
  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = clock();
      if (now >= at) latestOnDue.current(now);
      else timer = setTimeout(check, Math.max(1, at - now));
    };
    timer = setTimeout(check, Math.max(0, at - clock()));
    return () => clearTimeout(timer);
  }, [at, clock]);
}
