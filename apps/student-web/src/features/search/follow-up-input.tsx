import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS, FOLLOW_UP_ANIMATION_MS } from "@kidsafe/contracts";
import { classNames } from "@kidsafe/ui";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { AutoGrowTextarea } from "../chat/auto-grow-textarea.tsx";
import { SendIcon } from "../chat/icons.tsx";
import { followUpHandOff } from "./follow-up.ts";
import type { FollowUpHandOff } from "./follow-up.ts";
import { SEARCH_COPY } from "./search-copy.ts";

export interface FollowUpInputProps {
  previousQuery: string;
  overview: string;
  /** Continues the search in ai mode; false when the chat held the question back (the text then comes back). */
  onFollowUp: (handOff: FollowUpHandOff) => boolean;
}

/**
 * The follow-up input: 'Ask a follow up...' with a submit button, disabled while the trimmed
 * text is empty; Enter submits, Shift+Enter breaks the line. A submit plays a 300 ms animation, then hands
 * the trimmed text, the previous query and the overview to the follow-up handler and clears the input.
 */
export function FollowUpInput({ previousQuery, overview, onFollowUp }: FollowUpInputProps) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const canSubmit = text.trim() !== "" && !sending;

  function submit() {
    const handOff = followUpHandOff(text, previousQuery, overview);
    if (handOff === null || sending) return;
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setText("");
      if (!onFollowUp(handOff)) setText(text);
    }, FOLLOW_UP_ANIMATION_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form className={classNames("search-follow-up", sending && "search-follow-up--sending")} onSubmit={handleSubmit}>
      <AutoGrowTextarea
        aria-label={SEARCH_COPY.followUpLabel}
        placeholder={CHAT_TEXTS.followUpPlaceholder}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        readOnly={sending}
        onChange={(event) => setText(event.target.value)}
        onSubmit={submit}
      />
      <button
        type="submit"
        className="chat-round-button chat-send-button search-follow-up-submit"
        aria-label={SEARCH_COPY.followUpSubmit}
        disabled={!canSubmit}
      >
        <SendIcon />
      </button>
    </form>
  );
}
