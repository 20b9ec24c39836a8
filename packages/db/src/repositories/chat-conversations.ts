import type { Executor } from "../client.ts";
import type { ChatMessageKind, ChatSender } from "../schema-chat.ts";
import type { AttachmentRecord } from "./chat-attachments.ts";

/** A conversation as the chat service sees it: whose it is, and the search it continues (if any). */
export interface ConversationRecord {
  id: number;
  userId: number;
  searchQuery: string | null;
}

export interface MessageRecord {
  id: number;
  sender: ChatSender;
  content: string;
  kind: ChatMessageKind;
  /** A spoken answer that stopped before its end. */
  interrupted: boolean;
  createdAt: Date;
}

export interface HistoryRecord extends MessageRecord {
  attachments: AttachmentRecord[];
}

/** What a session id holds for one student: their conversation (if any), and whether another student uses it. */
export interface SessionLookup<M> {
  conversation?: ConversationRecord;
  messages: M[];
  usedByAnotherStudent: boolean;
}

/** The conversations with this session id, each with this student's messages in theirs, oldest first. */
function sessionQuery(executor: Executor, userId: number, sessionId: string) {
  return (
    executor
      .selectFrom("conversations as c")
      // Only the student's own conversation brings its messages; another's only shows that it exists.
      .leftJoin("messages as m", (join) => join.onRef("m.conversation_id", "=", "c.id").on("c.user_id", "=", userId))
      .select([
        "c.id as conversation_id",
        "c.user_id",
        "c.search_query",
        "m.id",
        "m.sender",
        "m.content",
        "m.kind",
        "m.interrupted",
        "m.created_at",
      ])
      .where("c.session_id", "=", sessionId)
      .orderBy("c.id")
      .orderBy("m.id")
  );
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>["execute"]>>[number];

function messageOf(row: SessionRow): MessageRecord | undefined {
  if (row.id === null || row.sender === null || row.content === null || row.created_at === null) return undefined;
  return {
    id: row.id,
    sender: row.sender,
    content: row.content,
    kind: row.kind ?? "text",
    interrupted: row.interrupted ?? false,
    createdAt: row.created_at,
  };
}

function lookupOf<R extends SessionRow, M>(rows: readonly R[], userId: number, messages: (own: R[]) => M[]): SessionLookup<M> {
  const own = rows.filter((row) => row.user_id === userId);
  const first = own[0];
  return {
    conversation: first ? { id: first.conversation_id, userId, searchQuery: first.search_query } : undefined,
    messages: messages(own),
    usedByAnotherStudent: rows.some((row) => row.user_id !== userId),
  };
}

export function createChatConversationsRepository(db: Executor) {
  return {
    /** The student's conversation for this session id with its messages (no attachments), oldest first. One query. */
    async conversationOf(userId: number, sessionId: string, executor: Executor = db): Promise<SessionLookup<MessageRecord>> {
      const rows = await sessionQuery(executor, userId, sessionId).execute();
      return lookupOf(rows, userId, (own) => own.flatMap((row) => messageOf(row) ?? []));
    },

    /**
     * The conversation as the student sees it: messages oldest first, each with its attachments' metadata (never
     * their bytes: a conversation can hold dozens of photos of megabytes each). One query.
     */
    async historyOf(userId: number, sessionId: string, executor: Executor = db): Promise<SessionLookup<HistoryRecord>> {
      const rows = await sessionQuery(executor, userId, sessionId)
        .leftJoin("attachments as a", "a.message_id", "m.id")
        .select(["a.id as attachment_id", "a.file_name", "a.file_type", "a.file_size", "a.width", "a.height"])
        .orderBy("a.id")
        .execute();
      return lookupOf(rows, userId, (own) => {
        const messages: HistoryRecord[] = [];
        for (const row of own) {
          const found = messageOf(row);
          if (!found) continue;
          let message = messages.at(-1);
          if (message?.id !== found.id) {
            message = { ...found, attachments: [] };
            messages.push(message);
          }
          if (row.attachment_id !== null && row.file_name !== null && row.file_type !== null && row.file_size !== null) {
            message.attachments.push({
              id: row.attachment_id,
              fileName: row.file_name,
              fileType: row.file_type,
              fileSize: row.file_size,
              width: row.width,
              height: row.height,
            });
          }
        }
        return messages;
      });
    },

    /** Clears a conversation: its messages and attachments go with it (ON DELETE CASCADE). */
    async deleteConversation(conversationId: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom("conversations").where("id", "=", conversationId).execute();
    },
  };
}

export type ChatConversationsRepository = ReturnType<typeof createChatConversationsRepository>;
