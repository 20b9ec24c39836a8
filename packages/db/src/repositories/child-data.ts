import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import { createChatAttachmentsRepository } from "./chat-attachments.ts";
import { conversationsOf } from "./child-conversations.ts";
import type { ChildConversationRecord, ConversationBounds } from "./child-conversations.ts";
import { readChildExport } from "./child-export.ts";
import type { ChildExportRecord } from "./child-export.ts";

/**
 * A child's stored data as their parents read it (the conversations, the export) and the erasure of what was collected
 * from the child when consent is withdrawn. Every read is scoped to one child.
 */
export function createChildDataRepository(db: Db) {
  const attachments = createChatAttachmentsRepository(db);
  return {
    conversationsOf(userId: number, bounds: ConversationBounds, executor: Executor = db): Promise<ChildConversationRecord[]> {
      return conversationsOf(executor, userId, bounds);
    },

    /** Read in one repeatable-read transaction of its own, so every section is of the same moment. */
    exportOf(userId: number): Promise<ChildExportRecord | undefined> {
      return readChildExport(db, userId);
    },

    /** `length` bytes of a child's photo from `offset` (0-based); undefined when it is gone. */
    photoChunk(userId: number, attachmentId: number, offset: number, length: number, executor: Executor = db): Promise<Buffer | undefined> {
      return attachments.attachmentChunk(userId, attachmentId, "full", { offset, length }, executor);
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
