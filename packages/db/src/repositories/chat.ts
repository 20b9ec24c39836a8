import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { ChatMessageKind, ChatSender } from "../schema-chat.ts";
import { countUsage } from "./daily-usage.ts";
import { countFeatureUsage } from "./feature-usage.ts";

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

/** An attachment as the history names it: no bytes (they are read one photo at a time, `attachmentFileOf`). */
export interface AttachmentRecord {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
}

export interface HistoryRecord extends MessageRecord {
  attachments: AttachmentRecord[];
}

export interface NewAttachment {
  fileName: string;
  fileType: string;
  fileSize: number;
  fileData: Buffer;
  width?: number;
  height?: number;
  /** The small copy the history shows; without one, the full photo stands in for it. */
  thumbnail?: { type: string; data: Buffer };
}

/** Which bytes of an attachment: the photo, or its thumbnail (the photo when it has none). */
export type AttachmentVariant = "full" | "thumbnail";

/** The start of one attachment's bytes and what the rest is; the rest is read with `attachmentChunk`. */
export interface AttachmentFile {
  fileName: string;
  /** The type of the bytes served (a thumbnail's own type). */
  contentType: string;
  byteLength: number;
  /** The bytes from the start, at most the length asked for. */
  firstChunk: Buffer;
  /** The bytes that are read: the thumbnail's, or the photo's when it has none. */
  source: AttachmentVariant;
}

/** What a session id holds for one student: their conversation (if any), and whether another student uses it. */
export interface SessionLookup<M> {
  conversation?: ConversationRecord;
  messages: M[];
  usedByAnotherStudent: boolean;
}

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

export function createChatRepository(db: Db) {
  /** The conversations with this session id, and this student's messages in theirs, in one query. */
  async function lookup(userId: number, sessionId: string, executor: Executor) {
    const rows = await executor
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
      .execute();
    const own = rows.filter((row) => row.user_id === userId);
    const first = own[0];
    return {
      conversation: first ? { id: first.conversation_id, userId, searchQuery: first.search_query } : undefined,
      rows: own,
      usedByAnotherStudent: rows.some((row) => row.user_id !== userId),
    };
  }

  return {
    /** The student's conversation for this session id with its messages (no attachments), oldest first. */
    async conversationOf(userId: number, sessionId: string, executor: Executor = db): Promise<SessionLookup<MessageRecord>> {
      const { conversation, rows, usedByAnotherStudent } = await lookup(userId, sessionId, executor);
      const messages = rows.flatMap((row) =>
        row.id === null || row.sender === null || row.content === null || row.created_at === null
          ? []
          : [
              {
                id: row.id,
                sender: row.sender,
                content: row.content,
                kind: row.kind ?? "text",
                interrupted: row.interrupted ?? false,
                createdAt: row.created_at,
              },
            ],
      );
      return { conversation, messages, usedByAnotherStudent };
    },

    /** Bytes of every photo a student has stored (the storage quota). */
    async attachmentBytesOf(userId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom("attachments")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("file_size"), eb.val("0")).as("bytes"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /** Names and sizes of one message's attachments, in order (tells a retry of the same message apart). */
    attachmentSummary(messageId: number, executor: Executor = db): Promise<Array<{ fileName: string; fileSize: number }>> {
      return executor
        .selectFrom("attachments")
        .select(["file_name as fileName", "file_size as fileSize"])
        .where("message_id", "=", messageId)
        .orderBy("id")
        .execute();
    },

    /**
     * The conversation as the student sees it: messages oldest first, each with its attachments' metadata (never
     * their bytes: a conversation can hold dozens of photos of megabytes each). One query.
     */
    async historyOf(userId: number, sessionId: string, executor: Executor = db): Promise<SessionLookup<HistoryRecord>> {
      const rows = await executor
        .selectFrom("conversations as c")
        .leftJoin("messages as m", (join) => join.onRef("m.conversation_id", "=", "c.id").on("c.user_id", "=", userId))
        .leftJoin("attachments as a", "a.message_id", "m.id")
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
          "a.id as attachment_id",
          "a.file_name",
          "a.file_type",
          "a.file_size",
          "a.width",
          "a.height",
        ])
        .where("c.session_id", "=", sessionId)
        .orderBy("c.id")
        .orderBy("m.id")
        .orderBy("a.id")
        .execute();
      const own = rows.filter((row) => row.user_id === userId);
      const first = own[0];
      const messages: HistoryRecord[] = [];
      for (const row of own) {
        if (row.id === null || row.sender === null || row.content === null || row.created_at === null) continue;
        let message = messages.at(-1);
        if (message?.id !== row.id) {
          message = {
            id: row.id,
            sender: row.sender,
            content: row.content,
            kind: row.kind ?? "text",
            interrupted: row.interrupted ?? false,
            createdAt: row.created_at,
            attachments: [],
          };
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
      return {
        conversation: first ? { id: first.conversation_id, userId, searchQuery: first.search_query } : undefined,
        messages,
        usedByAnotherStudent: rows.some((row) => row.user_id !== userId),
      };
    },

    /**
     * Stores the student's message and its attachments atomically, creating the conversation (and its seed from
     * a search) when this session has none yet. The usual case, a text message in an existing conversation, is one
     * INSERT; anything more is one transaction.
     */
    async storeQuestion(question: StoreQuestion): Promise<{ conversationId: number; messageId: number }> {
      if (question.conversationId !== undefined && question.attachments.length === 0) {
        const message = await insertMessage(db, {
          conversationId: question.conversationId,
          userId: question.userId,
          sender: "user",
          content: question.content,
        });
        return { conversationId: question.conversationId, messageId: message.id };
      }
      return db.transaction().execute(async (trx) => {
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
     * One attachment of this student (undefined for another's or an unknown id): its name, the type and length of
     * the variant's bytes, and their first `firstChunkBytes` (a thumbnail usually whole). Reads no other bytes.
     */
    async attachmentFileOf(
      userId: number,
      attachmentId: number,
      variant: AttachmentVariant,
      firstChunkBytes: number,
      executor: Executor = db,
    ): Promise<AttachmentFile | undefined> {
      const thumbnail = variant === "thumbnail";
      const row = await executor
        .selectFrom("attachments")
        .select((eb) => [
          "file_name as fileName",
          thumbnail ? eb.fn.coalesce("thumbnail_type", "file_type").as("contentType") : eb.ref("file_type").as("contentType"),
          sql<number>`octet_length(${bytesOf(variant)})`.as("byteLength"),
          sql<Buffer>`substring(${bytesOf(variant)} from 1 for ${firstChunkBytes})`.as("firstChunk"),
          sql<AttachmentVariant>`${thumbnail ? sql`case when thumbnail_data is null then 'full' else 'thumbnail' end` : sql`'full'`}`.as(
            "source",
          ),
        ])
        .where("id", "=", attachmentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row;
    },

    /**
     * `length` bytes of an attachment's `source` bytes from `offset` (0-based), or undefined when the attachment is
     * gone (its chat was cleared meanwhile).
     */
    async attachmentChunk(
      userId: number,
      attachmentId: number,
      source: AttachmentVariant,
      offset: number,
      length: number,
      executor: Executor = db,
    ): Promise<Buffer | undefined> {
      const column = source === "thumbnail" ? sql.ref("thumbnail_data") : sql.ref("file_data");
      const row = await executor
        .selectFrom("attachments")
        .select(sql<Buffer | null>`substring(${column} from ${offset + 1} for ${length})`.as("chunk"))
        .where("id", "=", attachmentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.chunk ?? undefined;
    },

    /**
     * Stores a turn of a voice call in one statement: the camera line (when the turn's request was the camera's), the
     * student's words, then the reply (each unless it is empty), in the student's conversation of this session id
     * (created when there is none), when it keeps at most `maxCounted` counted messages with them (a search's overview
     * is not counted); and counts the student's words (none when they were not stored; a camera line is not theirs)
     * and the minute toward the student's `day`, the words also as a use of voice. Committed synchronously, as limits
     * are.
     */
    async storeTurn(turn: VoiceTurnRecord): Promise<"stored" | "chat_limit"> {
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
        counted_today as (${countUsage(db, {
          userId: turn.userId,
          ...turn.countedOn,
          messages: sql<number>`(select count(*) from inserted where sender = 'user' and kind = 'text')::integer`,
        })}),
        counted_voice as (${countFeatureUsage(db, {
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
        const row = (await statement.execute(db)).rows[0];
        if (row?.found) return row.stored > 0 ? "stored" : "chat_limit";
      }
      throw new Error("storing a voice turn found no conversation to store it in");
    },

    insertReply(conversationId: number, userId: number, content: string, executor: Executor = db): Promise<MessageRecord> {
      return insertMessage(executor, { conversationId, userId, sender: "ai", content });
    },

    /** Clears a conversation: its messages and attachments go with it (ON DELETE CASCADE). */
    async deleteConversation(conversationId: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom("conversations").where("id", "=", conversationId).execute();
    },
  };
}

/** The bytes of a variant: the thumbnail's, or the photo's when it has none (chosen per row, never both read). */
function bytesOf(variant: AttachmentVariant) {
  return variant === "thumbnail" ? sql`(case when thumbnail_data is null then file_data else thumbnail_data end)` : sql.ref("file_data");
}

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

export type ChatRepository = ReturnType<typeof createChatRepository>;
