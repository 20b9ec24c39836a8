// Read a slice at a time, so serving a photo never holds a conversation's photos in memory.
import { Readable } from "node:stream";
import type { AttachmentSize, User } from "@kidsafe/contracts";
import type { AttachmentVariant, ChatAttachmentsRepository } from "@kidsafe/db";
import { notFound } from "@kidsafe/server-kit";
import { CHAT_SERVER_TEXTS } from "./texts.ts";

export const ATTACHMENT_READ_CHUNK_BYTES = 1024 * 1024;

export interface ServedAttachment {
  fileName: string;
  contentType: string;
  byteLength: number;
  /** The photo's too for a thumbnail asked of a photo without one. */
  source: AttachmentVariant;
  body: Buffer | Readable;
}

export function createAttachmentFiles(photos: ChatAttachmentsRepository) {
  async function* restOf(student: User, id: number, source: AttachmentVariant, from: number, total: number) {
    for (let offset = from; offset < total; offset += ATTACHMENT_READ_CHUNK_BYTES) {
      const chunk = await photos.attachmentChunk(student.id, id, source, {
        offset,
        length: Math.min(ATTACHMENT_READ_CHUNK_BYTES, total - offset),
      });
      // Cleared with its chat while it was being sent: the answer ends short, which the browser sees as a failed load.
      if (!chunk || chunk.length === 0) throw new Error(`attachment ${id.toString()} disappeared while it was being sent`);
      yield chunk;
    }
  }

  return {
    /** Another student's photo and an unknown id are the same 404. */
    async open(student: User, id: number, size: AttachmentSize): Promise<ServedAttachment> {
      const file = await photos.attachmentFileOf(student.id, id, size, ATTACHMENT_READ_CHUNK_BYTES);
      if (!file) throw notFound(CHAT_SERVER_TEXTS.photoNotFound);
      const { fileName, contentType, byteLength, firstChunk, source } = file;
      const body =
        firstChunk.length >= byteLength
          ? firstChunk
          : Readable.from(
              (async function* () {
                yield firstChunk;
                yield* restOf(student, id, source, firstChunk.length, byteLength);
              })(),
              { objectMode: false },
            );
      return { fileName, contentType, byteLength, source, body };
    },
  };
}

export type AttachmentFiles = ReturnType<typeof createAttachmentFiles>;
