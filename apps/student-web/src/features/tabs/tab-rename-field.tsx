import { useRef, useState } from "react";
import { TAB_COPY } from "./tab-copy.ts";
import { TAB_TITLE_MAX_LENGTH } from "./tab-state.ts";
import type { RenameTrigger } from "./tab-state.ts";

export type RenameEnd = RenameTrigger | "cancel";

export interface TabRenameFieldProps {
  title: string;
  onEnd: (end: RenameEnd, draft: string) => void;
}

/** The name field of a tab being renamed, its title selected: Enter saves, Escape cancels, leaving it saves. */
export function TabRenameField({ title, onEnd }: TabRenameFieldProps) {
  const [draft, setDraft] = useState(title);
  // Enter and Escape end the edit; the blur that follows when the field goes away must not end it again.
  const ended = useRef(false);

  function end(how: RenameEnd) {
    if (ended.current) return;
    ended.current = true;
    onEnd(how, draft);
  }

  return (
    <input
      className="tab-item-rename"
      aria-label={TAB_COPY.renameInput}
      value={draft}
      maxLength={TAB_TITLE_MAX_LENGTH}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === "Escape") {
          event.preventDefault();
          end(event.key === "Enter" ? "enter" : "cancel");
        }
      }}
      onBlur={() => end("blur")}
    />
  );
}
