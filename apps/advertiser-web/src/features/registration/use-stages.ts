import { useEffect, useState } from "react";

/**
 * Steps through stages of the given lengths, one after the other from mount: the stage shown now, and whether all
 * of them have run. Every step is timed from mount, so slow renders do not stretch the whole.
 */
export function useStages(durationsMs: readonly number[]): { stage: number; done: boolean } {
  const [completed, setCompleted] = useState(0);
  useEffect(() => {
    let endsAt = 0;
    const timers = durationsMs.map((duration, index) => {
      endsAt += duration;
      return setTimeout(() => setCompleted(index + 1), endsAt);
    });
    return () => timers.forEach(clearTimeout);
  }, [durationsMs]);
  return { stage: Math.min(completed, durationsMs.length - 1), done: completed >= durationsMs.length };
}
