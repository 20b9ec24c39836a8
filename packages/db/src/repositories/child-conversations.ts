import type { Executor } from "../client.ts";
import type { ChatMessageKind, ChatSender } from "../schema-chat.ts";
import { newestFirst } from "./newest-first.ts";

/** One stored conversation of a child, with its messages oldest first. */
export interface ChildConversationRecord {
  id: number;
  sessionId: string;
  searchQuery: string | null;
  createdAt: Date;
  /** Its newest message's time, or its creation when it has none. */
  lastActivityAt: Date;
  messages: Array<{ id: number; sender: ChatSender; content: string; kind: ChatMessageKind; interrupted: boolean; createdAt: Date }>;
}

/** What a parent reads of the child's chats: at most this many conversations (newest first) and messages among them. */
export interface ConversationBounds {
  maxConversations: number;
  maxMessages: number;
}

/** A child's conversations, the most recently active first, with the newest messages among them. */
export async function conversationsOf(executor: Executor, userId: number, bounds: ConversationBounds): Promise<ChildConversationRecord[]> {
  const conversations = await executor
    .selectFrom("conversations as c")
    .select(["c.id", "c.session_id as sessionId", "c.search_query as searchQuery", "c.created_at as createdAt"])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom("messages as m")
            .select((inner) => inner.fn.max("m.created_at").as("at"))
            .whereRef("m.conversation_id", "=", "c.id"),
          "c.created_at",
        )
        .as("lastActivityAt"),
    )
    .where("c.user_id", "=", userId)
    .orderBy("lastActivityAt", "desc")
    .orderBy("c.id", "desc")
    .limit(bounds.maxConversations)
    .execute();
  if (conversations.length === 0) return [];
  // The newest messages among those conversations: what is cut first is the oldest.
  const messages = await executor
    .selectFrom("messages")
    .select(["id", "conversation_id as conversationId", "sender", "content", "kind", "interrupted", "created_at as createdAt"])
    .where("user_id", "=", userId)
    .where(
      "conversation_id",
      "in",
      conversations.map((conversation) => conversation.id),
    )
    .$call(newestFirst("messages"))
    .limit(bounds.maxMessages)
    .execute();
  const byConversation = new Map<number, ChildConversationRecord["messages"]>();
  for (const message of messages.reverse()) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push({
      id: message.id,
      sender: message.sender,
      content: message.content,
      kind: message.kind,
      interrupted: message.interrupted,
      createdAt: message.createdAt,
    });
    byConversation.set(message.conversationId, list);
  }
  return conversations.map((conversation) => ({
    ...conversation,
    lastActivityAt: new Date(conversation.lastActivityAt),
    messages: byConversation.get(conversation.id) ?? [],
  }));
}
