import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import type { ChatMessageKind, ChatSender } from "../schema-chat.ts";
import { createChatAttachmentsRepository } from "./chat-attachments.ts";
import { SETTINGS_COLUMNS } from "./parental-settings.ts";
import type { ParentalSettingsRecord } from "./parental-settings.ts";

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

/** A photo a child attached, as the export lists it (its bytes are read with `photoChunk`). */
export interface ChildPhotoRecord {
  id: number;
  messageId: number;
  conversationId: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** The stored bytes' length. */
  byteLength: number;
  createdAt: Date;
}

/** Everything stored about a child but the photos' bytes: what the export's child.json holds. */
export interface ChildExportRecord {
  account: { id: number; username: string; birthYear: number | null; createdAt: Date };
  settings:
    ({ parentPasswordSet: boolean } & Omit<ParentalSettingsRecord, "userId" | "parentPasswordHash" | "featureLimits" | "quietHours">) | null;
  dailyUsage: Array<{ day: string; messages: number; activeMinutes: number }>;
  studyModeExits: Array<{ kind: string; exitedAt: Date }>;
  safetyEvents: Array<{
    id: string;
    category: string;
    surface: string;
    childMessage: string;
    reply: string;
    status: string;
    createdAt: Date;
    resolvedAt: Date | null;
  }>;
  conversations: ChildConversationRecord[];
  photos: ChildPhotoRecord[];
  consents: Array<{
    parentEmail: string;
    noticeVersion: string;
    method: string;
    givenAt: Date;
    withdrawnAt: Date | null;
    refundedAt: Date | null;
  }>;
  parents: Array<{ email: string; linkedAt: Date }>;
}

/** What a parent reads of the child's chats: at most this many conversations (newest first) and messages among them. */
export interface ConversationBounds {
  maxConversations: number;
  maxMessages: number;
}

/**
 * A child's stored data as their parents read it (the conversations, the export) and the erasure of what was collected
 * from the child when consent is withdrawn. Every read is scoped to one child.
 */
const ALL = 2_147_483_647;

export function createChildDataRepository(db: Db) {
  const attachments = createChatAttachmentsRepository(db);

  async function conversationsOf(userId: number, bounds: ConversationBounds, executor: Executor = db): Promise<ChildConversationRecord[]> {
    const conversations = await executor
      .selectFrom("conversations as c")
      .select((eb) => [
        "c.id",
        "c.session_id as sessionId",
        "c.search_query as searchQuery",
        "c.created_at as createdAt",
        eb.fn
          .coalesce(
            eb
              .selectFrom("messages as m")
              .select((inner) => inner.fn.max("m.created_at").as("at"))
              .whereRef("m.conversation_id", "=", "c.id"),
            "c.created_at",
          )
          .as("lastActivityAt"),
      ])
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
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
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

  return {
    conversationsOf,

    /** Everything about the child but the photos' bytes, as of one moment; undefined when there is no such child. */
    async exportOf(userId: number): Promise<ChildExportRecord | undefined> {
      return db
        .transaction()
        .setIsolationLevel("repeatable read")
        .setAccessMode("read only")
        .execute(async (trx) => {
          const account = await trx
            .selectFrom("users")
            .select(["id", "username", "birth_year as birthYear", "created_at as createdAt"])
            .where("id", "=", userId)
            .executeTakeFirst();
          if (!account) return undefined;
          const [settings, dailyUsage, studyModeExits, safetyEvents, conversations, photos, consents, parents] = await Promise.all([
            trx
              .selectFrom("parental_settings")
              .select((eb) => [sql<boolean>`${eb.ref("parent_password_hash")} is not null`.as("parentPasswordSet"), ...SETTINGS_COLUMNS])
              .where("user_id", "=", userId)
              .executeTakeFirst(),
            trx
              .selectFrom("daily_usage")
              .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "messages", "active_minutes as activeMinutes"])
              .where("user_id", "=", userId)
              .orderBy("day")
              .execute(),
            trx
              .selectFrom("study_mode_exits")
              .select(["kind", "exited_at as exitedAt"])
              .where("user_id", "=", userId)
              .orderBy("exited_at")
              .execute(),
            trx
              .selectFrom("safety_events")
              .select([
                "id",
                "category",
                "surface",
                "child_message as childMessage",
                "reply",
                "status",
                "created_at as createdAt",
                "resolved_at as resolvedAt",
              ])
              .where("user_id", "=", userId)
              .orderBy("created_at")
              .execute(),
            // All of them: retention (90 days) and the daily limits are what bound an export.
            conversationsOf(userId, { maxConversations: ALL, maxMessages: ALL }, trx),
            trx
              .selectFrom("attachments as a")
              .innerJoin("messages as m", "m.id", "a.message_id")
              .select([
                "a.id",
                "a.message_id as messageId",
                "m.conversation_id as conversationId",
                "a.file_name as fileName",
                "a.file_type as fileType",
                "a.file_size as fileSize",
                sql<number>`octet_length(a.file_data)`.as("byteLength"),
                "a.created_at as createdAt",
              ])
              .where("a.user_id", "=", userId)
              .orderBy("a.id")
              .execute(),
            trx
              .selectFrom("parental_consents as c")
              .innerJoin("parents as p", "p.id", "c.parent_id")
              .select([
                "p.email as parentEmail",
                "c.notice_version as noticeVersion",
                "c.method",
                "c.given_at as givenAt",
                "c.withdrawn_at as withdrawnAt",
                "c.refunded_at as refundedAt",
              ])
              .where("c.user_id", "=", userId)
              .orderBy("c.given_at")
              .execute(),
            trx
              .selectFrom("parent_links as l")
              .innerJoin("parents as p", "p.id", "l.parent_id")
              .select(["p.email", "l.linked_at as linkedAt"])
              .where("l.user_id", "=", userId)
              .orderBy("l.linked_at")
              .execute(),
          ]);
          return { account, settings: settings ?? null, dailyUsage, studyModeExits, safetyEvents, conversations, photos, consents, parents };
        });
    },

    /** `length` bytes of a child's photo from `offset` (0-based); undefined when it is gone. */
    photoChunk(userId: number, attachmentId: number, offset: number, length: number, executor: Executor = db): Promise<Buffer | undefined> {
      return attachments.attachmentChunk(userId, attachmentId, "full", offset, length, executor);
    },

    /**
     * Consent withdrawn: what was collected from the child goes (conversations with their messages, voice transcripts
     * and photos; safety events; the searches recorded beside served ads), in one transaction. The account, its settings,
     * usage counts and links stay. Answers how many conversations and events went.
     */
    forgetCollected(userId: number, executor: Executor = db): Promise<{ conversations: number; safetyEvents: number }> {
      return inTransaction(executor, async (trx) => {
        const conversations = await trx.deleteFrom("conversations").where("user_id", "=", userId).executeTakeFirst();
        const events = await trx.deleteFrom("safety_events").where("user_id", "=", userId).executeTakeFirst();
        // The words a child searched, kept beside the ads served for them; the counts the advertisers are billed on stay.
        await trx.updateTable("served_ads").set({ query: "" }).where("user_id", "=", userId).where("query", "<>", "").execute();
        await trx.updateTable("ad_events").set({ query: "" }).where("user_id", "=", userId).where("query", "<>", "").execute();
        return { conversations: Number(conversations.numDeletedRows), safetyEvents: Number(events.numDeletedRows) };
      });
    },
  };
}

export type ChildDataRepository = ReturnType<typeof createChildDataRepository>;
