import { MESSAGE_HIGHLIGHT_MS } from "@kidsafe/contracts";
import { useCallback, useEffect, useRef, useState } from "react";

/** A message can be highlighted for 3 seconds (message ids are unique across tabs). */
export function useTimedHighlight(durationMs: number = MESSAGE_HIGHLIGHT_MS) {
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const highlight = useCallback(
    (messageId: number) => {
      clearTimeout(timer.current);
      setHighlightedId(messageId);
      timer.current = setTimeout(() => setHighlightedId(null), durationMs);
    },
    [durationMs],
  );

  return { highlightedId, highlight };
}
