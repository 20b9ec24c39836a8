import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS } from "@kidsafe/contracts";
import type { ChatModeName } from "@kidsafe/contracts";
import { Button, Logo, Switch } from "@kidsafe/ui";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { AutoGrowTextarea } from "./auto-grow-textarea.tsx";
import { CHAT_COPY, QUICK_PROMPTS } from "./chat-copy.ts";
import { ChatIcon, MicIcon, SendIcon } from "./icons.tsx";

export interface WelcomeScreenProps {
  username: string;
  /** Submits a question; false when the send gate held it back (the text then stays in the box). */
  onAsk: (text: string) => boolean;
  /**
   * search: the 'Search Anything' box and a 'Text chat' option that opens the ai chat with its input bar.
   * ai: that input bar is the box, so neither shows.
   */
  mode: ChatModeName;
  onTextChat: () => void;
  onVoiceChat: () => void;
  phoneMode: boolean;
  onPhoneModeChange: (phoneMode: boolean) => void;
}

/**
 * Welcome / home, shown while a tab has no messages: the logo, the one-line 'Search Anything'
 * box (grows to 120 px; Enter submits, Shift+Enter breaks the line; submit disabled when empty), quick
 * prompts, and the ways to chat: voice chat, text chat and phone mode.
 */
export function WelcomeScreen(props: WelcomeScreenProps) {
  const { username, onAsk, mode, onTextChat, onVoiceChat, phoneMode, onPhoneModeChange } = props;
  const [text, setText] = useState("");
  const headingId = useId();
  const phoneModeId = useId();
  const canAsk = text.trim() !== "";

  function ask(question: string) {
    if (question.trim() === "") return;
    if (onAsk(question.trim())) setText("");
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(text);
  }

  return (
    <section className="welcome" aria-labelledby={headingId}>
      <Logo size={88} className="welcome-logo" />
      <h1 id={headingId} className="welcome-greeting">
        {CHAT_COPY.welcomeGreeting(username)}
      </h1>
      <p className="welcome-subtitle">{CHAT_COPY.welcomeSubtitle}</p>

      {mode === "search" && (
        <form className="welcome-search" role="search" onSubmit={handleSubmit}>
          <AutoGrowTextarea
            aria-label={CHAT_COPY.welcomeBoxLabel}
            placeholder={CHAT_TEXTS.welcomePlaceholder}
            value={text}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            onSubmit={() => ask(text)}
            autoFocus={!phoneMode}
          />
          <button type="submit" className="chat-round-button chat-send-button" aria-label={CHAT_COPY.welcomeSubmit} disabled={!canAsk}>
            <SendIcon />
          </button>
        </form>
      )}

      <div className="welcome-prompts" role="group" aria-label={CHAT_COPY.quickPromptsLabel}>
        {QUICK_PROMPTS.map((prompt) => (
          <button key={prompt} type="button" className="welcome-prompt" onClick={() => ask(prompt)}>
            {prompt}
          </button>
        ))}
      </div>

      <div className="welcome-options" role="group" aria-label={CHAT_COPY.optionsLabel}>
        <Button variant="secondary" size="sm" onClick={onVoiceChat}>
          <MicIcon />
          {CHAT_COPY.voiceChatOption}
        </Button>
        {mode === "search" && (
          <Button variant="secondary" size="sm" onClick={onTextChat}>
            <ChatIcon />
            {CHAT_COPY.textChatOption}
          </Button>
        )}
        <span className="welcome-option-switch">
          <Switch id={phoneModeId} checked={phoneMode} onCheckedChange={onPhoneModeChange} />
          <label htmlFor={phoneModeId}>{CHAT_COPY.phoneModeOption}</label>
        </span>
      </div>
    </section>
  );
}
