import { useRef } from "react";
import { CHAT_COPY } from "./chat-copy.ts";
import { MessageBubble } from "./message-bubble.tsx";
import type { ShownMessage } from "./optimistic-message.ts";
import { useFollowNewest } from "./use-follow-newest.ts";

export interface MessageListProps {
  messages: readonly ShownMessage[];
  typing: boolean;
  highlightedId: number | null;
  notSentId: number | null;
}

/** The conversation, newest at the bottom, with a typing indicator while a reply is pending. */
export function MessageList({ messages, typing, highlightedId, notSentId }: MessageListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLOListElement | null>(null);
  // The newest message (or the typing dots) stays in view, also once its pictures load.
  useFollowNewest(scroller, content, `${String(messages.at(-1)?.id)}:${String(messages.length)}:${String(typing)}`);

  return (
    <div ref={scroller} className="chat-messages" role="log" aria-label={CHAT_COPY.conversationLabel} tabIndex={0}>
      <ol ref={content} className="chat-message-list">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} highlighted={message.id === highlightedId} notSent={message.id === notSentId} />
        ))}
      </ol>
      {typing && <TypingIndicator />}
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="chat-typing" role="status" aria-label={CHAT_COPY.typing}>
      <span className="chat-typing-dot" />
      <span className="chat-typing-dot" />
      <span className="chat-typing-dot" />
    </div>
  );
}
