import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Executor } from "../client.ts";
import type { ChatSender } from "../schema-chat.ts";
import type { NewAttachment } from "./chat-attachments.ts";
import type { MessageRecord } from "./chat-conversations.ts";
import { countUsage } from "./daily-usage.ts";
import { countFeatureUsage } from "./feature-usage.ts";

/** One finished turn of a voice call, as the chat keeps it. */
export interface VoiceTurnRecord {
  userId: number;
  sessionId: string;
  /** What the AI was asked for the camera, kept as a camera line before the student's words; absent: none. */
  cameraPrompt?: string;
  /** The student's own words (may be empty when the turn was the camera's request alone). */
  question: string;
  reply: string;
  /** The reply stopped before its end: what was said of it. */
  interrupted?: boolean;
  maxCounted: number;
  countedOn: { day: string; minute: Date };
}

export interface StoreQuestion {
  userId: number;
  sessionId: string;
  /** The student's conversation when it already exists (one INSERT then, no transaction). */
  conversationId?: number;
  /** Seeds a new conversation with the search it continues: its query, and its overview as the first 'ai' message. */
  seed?: { searchQuery: string; firstReply: string };
  content: string;
  attachments: readonly NewAttachment[];
}

/**
 * Chat writes are committed asynchronously (`synchronous_commit = off` for their transaction only): the commit
 * does not wait for the WAL to reach the disk, which was most of a chat message's database time. A PostgreSQL
 * crash (not an API crash) can lose the chat messages of its last fraction of a second; the database stays
 * consistent. Accounts, money and limits keep synchronous commits. `set_config(..., true)` lasts until the end of
 * the transaction, which for a single statement is that statement.
 */
const ASYNC_COMMIT = sql<string>`set_config('synchronous_commit', 'off', true)`;

/** One INSERT of a message, committed asynchronously, in one round trip. */
async function insertMessage(
  executor: Executor,
  message: { conversationId: number; userId: number; sender: ChatSender; content: string },
): Promise<MessageRecord> {
  const { rows } = await sql<MessageRecord>`
    with async_commit as (select ${ASYNC_COMMIT})
    insert into messages (conversation_id, user_id, sender, content)
    select ${message.conversationId}::integer, ${message.userId}::integer, ${message.sender}::text, ${message.content}::text
    from async_commit
    returning id, sender, content, kind, interrupted, created_at as "createdAt"
  `.execute(executor);
  const row = rows[0];
  if (!row) throw new Error("inserting a chat message returned no row");
  return row;
}

/** What the student and the AI say, stored with the conversation it starts (if any) and the photos it carries. */
export function createChatMessagesRepository(db: Executor) {
  return {
    /**
     * Stores the student's message and its attachments atomically, creating the conversation (and its seed from
     * a search) when this session has none yet. The usual case, a text message in an existing conversation, is one
     * INSERT; anything more is one transaction.
     */
    async storeQuestion(question: StoreQuestion, executor: Executor = db): Promise<{ conversationId: number; messageId: number }> {
      if (question.conversationId !== undefined && question.attachments.length === 0) {
        const message = await insertMessage(executor, {
          conversationId: question.conversationId,
          userId: question.userId,
          sender: "user",
          content: question.content,
        });
        return { conversationId: question.conversationId, messageId: message.id };
      }
      return inTransaction(executor, async (trx) => {
        await sql`select ${ASYNC_COMMIT}`.execute(trx);
        const conversationId = question.conversationId ?? (await createConversation(trx, question));
        const message = await trx
          .insertInto("messages")
          .values({ conversation_id: conversationId, user_id: question.userId, sender: "user", content: question.content })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (question.attachments.length > 0) {
          await trx
            .insertInto("attachments")
            .values(
              question.attachments.map((attachment) => ({
                message_id: message.id,
                user_id: question.userId,
                file_name: attachment.fileName,
                file_type: attachment.fileType,
                file_size: attachment.fileSize,
                file_data: attachment.fileData,
                width: attachment.width ?? null,
                height: attachment.height ?? null,
                thumbnail_type: attachment.thumbnail?.type ?? null,
                thumbnail_data: attachment.thumbnail?.data ?? null,
              })),
            )
            .execute();
        }
        return { conversationId, messageId: message.id };
      });
    },

    /**
     * Stores a turn of a voice call in one statement: the camera line (when the turn's request was the camera's), the
     * student's words, then the reply (each unless it is empty), in the student's conversation of this session id
     * (created when there is none), when it keeps at most `maxCounted` counted messages with them (a search's overview
     * is not counted); and counts the student's words (none when they were not stored; a camera line is not theirs)
     * and the minute toward the student's `day`, the words also as a use of voice. Committed synchronously, as limits
     * are.
     */
    async storeTurn(turn: VoiceTurnRecord, executor: Executor = db): Promise<"stored" | "chat_limit"> {
      const camera = turn.cameraPrompt ?? "";
      const adding = [camera, turn.question, turn.reply].filter((content) => content !== "").length;
      const statement = sql<{ found: boolean; stored: number }>`
        with created as (
          insert into conversations (user_id, session_id) values (${turn.userId}, ${turn.sessionId})
          on conflict (user_id, session_id) do nothing
          returning id
        ),
        conversation as (
          select id from created
          union all
          select id from conversations where user_id = ${turn.userId} and session_id = ${turn.sessionId}
        ),
        counted as (
          select count(*) - case when (array_agg(sender order by id))[1] = 'ai' then 1 else 0 end as messages
          from messages where conversation_id = (select id from conversation)
        ),
        inserted as (
          insert into messages (conversation_id, user_id, sender, content, kind, interrupted)
          select conversation.id, ${turn.userId}::integer, said.sender, said.content, said.kind, said.interrupted
          from conversation, counted,
            (values
              (1, 'user', ${camera}::text, 'camera', false),
              (2, 'user', ${turn.question}::text, 'text', false),
              (3, 'ai', ${turn.reply}::text, 'text', ${turn.interrupted ?? false}::boolean)
            ) as said (position, sender, content, kind, interrupted)
          where said.content <> '' and counted.messages + ${adding}::integer <= ${turn.maxCounted}::integer
          order by said.position
          returning sender, kind
        ),
        counted_today as (${countUsage(executor, {
          userId: turn.userId,
          ...turn.countedOn,
          messages: sql<number>`(select count(*) from inserted where sender = 'user' and kind = 'text')::integer`,
        })}),
        counted_voice as (${countFeatureUsage(executor, {
          userId: turn.userId,
          day: turn.countedOn.day,
          feature: "voice",
          // The call's minutes are counted by the call; a question adds a use of voice.
          minute: null,
          uses: sql<number>`(select count(*) from inserted where sender = 'user' and kind = 'text')::integer`,
        })})
        select exists (select from conversation) as found, (select count(*) from inserted)::integer as stored
      `;
      // A first turn racing another's creation of the conversation sees neither row: the second try sees it.
      for (let attempt = 0; attempt < 2; attempt++) {
        const row = (await statement.execute(executor)).rows[0];
        if (row?.found) return row.stored > 0 ? "stored" : "chat_limit";
      }
      throw new Error("storing a voice turn found no conversation to store it in");
    },

    insertReply(conversationId: number, userId: number, content: string, executor: Executor = db): Promise<MessageRecord> {
      return insertMessage(executor, { conversationId, userId, sender: "ai", content });
    },
  };
}

export type ChatMessagesRepository = ReturnType<typeof createChatMessagesRepository>;

/**
 * The conversation of (student, session id), created with its seed when new. Concurrent first messages of one
 * session meet at the unique key: the second finds the first's row.
 */
async function createConversation(trx: Executor, question: StoreQuestion): Promise<number> {
  const created = await trx
    .insertInto("conversations")
    .values({ user_id: question.userId, session_id: question.sessionId, search_query: question.seed?.searchQuery ?? null })
    .onConflict((conflict) => conflict.columns(["user_id", "session_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!created) {
    const existing = await trx
      .selectFrom("conversations")
      .select("id")
      .where("user_id", "=", question.userId)
      .where("session_id", "=", question.sessionId)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  if (question.seed && question.seed.firstReply !== "") {
    await trx
      .insertInto("messages")
      .values({ conversation_id: created.id, user_id: question.userId, sender: "ai", content: question.seed.firstReply })
      .execute();
  }
  return created.id;
}
