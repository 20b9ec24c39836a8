import { useCallback, useRef, useState } from "react";

/**
 * Game state whose changes are computed outside React's state updaters. The game rules draw random numbers,
 * and React (strict mode) runs updaters twice: here a change runs exactly once, against the latest state.
 */
export function useGameState<S>(initial: () => S): [S, (change: (current: S) => S) => void] {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const update = useCallback((change: (current: S) => S) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
  }, []);
  return [state, update];
}
