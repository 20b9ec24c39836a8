import { CHAT_TEXTS } from "@kidsafe/contracts";
import type { ChatModeName } from "@kidsafe/contracts";
import { classNames } from "@kidsafe/ui";
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent, KeyboardEvent } from "react";
import { SEARCH_COPY } from "../search/search-copy.ts";
import { attachmentSource } from "./attachments.ts";
import { AutoGrowTextarea } from "./auto-grow-textarea.tsx";
import { CHAT_COPY } from "./chat-copy.ts";
import { canSubmit, characterCount, messageLimitStatus } from "./chat-limits.ts";
import { CloseIcon, ImageIcon, SearchIcon, SendIcon } from "./icons.tsx";
import { ModeSwitch } from "./mode-switch.tsx";
import type { SendAttempt, SendRequest } from "./use-chat-sender.ts";
import { usePendingUploads } from "./use-pending-uploads.ts";

export interface ChatInputBarProps {
  mode: ChatModeName;
  /** Messages in the conversation, for 'n/50 messages'. */
  messageCount: number;
  /** A reply is pending: the send button waits. */
  pending: boolean;
  onSend: (request: Omit<SendRequest, "sessionId">) => SendAttempt;
  onSwitchMode: (mode: ChatModeName) => void;
  /**
   * Under the search results the bar folds to the Switch and a 'Search again...' button that opens it, so the
   * follow-up box is the one text box on screen until the child asks for this one.
   */
  folding?: { open: boolean; onOpenChange: (open: boolean) => void };
}

/**
 * The input bar: the mode Switch, 'Search again...', the n/4000 counter (red over the limit,
 * send disabled), and in ai mode only the message counter with its warning and limit texts and images.
 * Under the search results it searches again (the tab view's onSend), folded until the child opens it.
 */
export function ChatInputBar({ mode, messageCount, pending, onSend, onSwitchMode, folding }: ChatInputBarProps) {
  const [text, setText] = useState("");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const folded = folding !== undefined && !folding.open;
  // Opening moves the focus into the box; folding it back returns the focus to the button that opens it.
  const wasFolded = useRef(folded);
  useEffect(() => {
    if (wasFolded.current === folded) return;
    wasFolded.current = folded;
    (folded ? opener.current : textarea.current)?.focus();
  }, [folded]);
  const { uploads, addFiles, remove, replace, restore } = usePendingUploads();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const counterId = useId();
  const characters = characterCount(text);
  const limit = messageLimitStatus(messageCount);
  const sendEnabled = canSubmit({ text, fileCount: uploads.length, pending });

  function submit() {
    if (!canSubmit({ text, fileCount: uploads.length, pending: false })) return;
    const draft = text;
    const sentUploads = uploads;
    const attempt = onSend({ text: draft.trim(), uploads });
    if (!attempt.accepted) return; // silently held back (pending or cooling down): the draft stays
    setText("");
    replace([]);
    folding?.onOpenChange(false);
    void attempt.done.then((outcome) => {
      if (outcome === "replied") return;
      // Not answered: give the words and images back, so sending again is one tap (the server takes a repeat
      // of an unanswered question as a retry) and nothing typed is lost. What was typed meanwhile wins.
      setText((current) => (current === "" ? draft : current));
      restore(sentUploads);
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // Only from the bar itself: an Escape in the 'Switch Mode?' dialog (a portal) closes that dialog alone.
    if (event.key !== "Escape" || folding === undefined || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    folding.onOpenChange(false);
  }

  const modeSwitch = <ModeSwitch mode={mode} onSwitch={onSwitchMode} />;
  if (folding !== undefined && folded) {
    return (
      <div className="chat-input-bar chat-input-bar--folded">
        <div className="chat-input-meta">
          {modeSwitch}
          <button ref={opener} type="button" className="chat-search-again" aria-expanded={false} onClick={() => folding.onOpenChange(true)}>
            <SearchIcon />
            <span>{CHAT_TEXTS.inputPlaceholder}</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="chat-input-bar" onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      {uploads.length > 0 && (
        <ul className="chat-pending-uploads" aria-label={CHAT_COPY.pendingUploadsLabel}>
          {uploads.map((upload) => (
            <li key={upload.id} className="chat-pending-upload">
              <img src={attachmentSource(upload.type, upload.data)} alt={upload.name} />
              <button
                type="button"
                className="chat-pending-remove"
                aria-label={CHAT_COPY.removeAttachment(upload.name)}
                onClick={() => remove(upload.id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chat-input-row">
        {mode === "ai" && (
          <>
            <button
              type="button"
              className="chat-round-button chat-attach-button"
              aria-label={CHAT_COPY.attachImages}
              title={CHAT_COPY.attachImages}
              onClick={() => fileInput.current?.click()}
            >
              <ImageIcon />
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="chat-file-input"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = ""; // picking the same file again must fire a change
                void addFiles(files);
              }}
            />
          </>
        )}
        <AutoGrowTextarea
          aria-label={CHAT_COPY.messageInputLabel}
          aria-describedby={counterId}
          aria-invalid={characters.overLimit || undefined}
          placeholder={CHAT_TEXTS.inputPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSubmit={submit}
          textareaRef={textarea}
        />
        {folding !== undefined && (
          <button
            type="button"
            className="chat-round-button chat-fold-button"
            aria-label={SEARCH_COPY.closeSearchAgain}
            title={SEARCH_COPY.closeSearchAgain}
            onClick={() => folding.onOpenChange(false)}
          >
            <CloseIcon size={18} />
          </button>
        )}
        <button type="submit" className="chat-round-button chat-send-button" aria-label={CHAT_COPY.send} disabled={!sendEnabled}>
          <SendIcon />
        </button>
      </div>
      <div className="chat-input-meta">
        {modeSwitch}
        <span
          id={counterId}
          className={classNames("chat-counter", characters.overLimit && "chat-counter--over")}
          data-over-limit={characters.overLimit || undefined}
        >
          {characters.label}
        </span>
        {/* A search has no conversation to count: the message counter belongs to ai mode. */}
        {mode === "ai" && <span className={classNames("chat-counter", `chat-counter--${limit.level}`)}>{limit.label}</span>}
        {mode === "ai" && limit.notice !== null && (
          <span role="status" className={classNames("chat-limit-notice", `chat-limit-notice--${limit.level}`)}>
            {limit.notice}
          </span>
        )}
      </div>
    </form>
  );
}
