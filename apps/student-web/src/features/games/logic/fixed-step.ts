/**
 * Turns wall-clock time into whole simulation steps, so a game advances by the same rule-sized steps
 * however irregularly the browser calls back (a 200 ms snake tick, a 1/60 s battle step). Time the tab
 * spent hidden is not replayed: at most `maxStepsPerAdvance` steps run per call and the rest is dropped.
 */
export interface FixedStepClock {
  /** How many steps are due at `now` (ms); call once per frame or timer. */
  advance(now: number): number;
  /** Forget the time so far, e.g. when a game (re)starts. */
  reset(now: number): void;
}

export function createFixedStepClock(stepMs: number, maxStepsPerAdvance = 5): FixedStepClock {
  if (stepMs <= 0) throw new Error("stepMs must be positive");
  let last: number | null = null;
  let carried = 0;
  return {
    advance(now) {
      if (last === null) {
        last = now;
        return 0;
      }
      carried += Math.max(0, now - last);
      last = now;
      // The epsilon keeps float sums of a fractional step (1000/60) from losing a step now and then.
      const due = Math.floor(carried / stepMs + 1e-9);
      carried = Math.max(0, carried - due * stepMs);
      if (due > maxStepsPerAdvance) {
        carried = 0;
        return maxStepsPerAdvance;
      }
      return due;
    },
    reset(now) {
      last = now;
      carried = 0;
    },
  };
}
