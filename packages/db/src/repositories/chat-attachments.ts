import { sql } from "kysely";
import type { Executor } from "../client.ts";

/** An attachment as the history names it: no bytes (they are read one photo at a time, `attachmentFileOf`). */
export interface AttachmentRecord {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
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

/** Part of an attachment's bytes: `length` of them from `offset` (0-based). */
export interface ByteRange {
  offset: number;
  length: number;
}

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

/** Photos are stored with the message that sent them (chat-messages.ts); this reads them back. */
export function createChatAttachmentsRepository(db: Executor) {
  return {
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
      { offset, length }: ByteRange,
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
  };
}

export type ChatAttachmentsRepository = ReturnType<typeof createChatAttachmentsRepository>;

/** The bytes of a variant: the thumbnail's, or the photo's when it has none (chosen per row, never both read). */
function bytesOf(variant: AttachmentVariant) {
  return variant === "thumbnail" ? sql`(case when thumbnail_data is null then file_data else thumbnail_data end)` : sql.ref("file_data");
}
