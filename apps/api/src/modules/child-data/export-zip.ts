// Photos are read a slice at a time when their turn comes, so an export holds about one slice of one photo.
import { Readable } from "node:stream";
import type { ChildDataRepository, ChildExportRecord } from "@kidsafe/db";
import { ZipFile } from "yazl";

const PHOTO_READ_CHUNK_BYTES = 1024 * 1024;

/** One path segment on every system. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 80);
  return cleaned === "" ? fallback : cleaned;
}

export const photoPathOf = (photo: { id: number; fileName: string }) => `photos/${String(photo.id)}-${safeFileName(photo.fileName, "photo")}`;

export function exportZip(data: ChildExportRecord, document: unknown, childData: ChildDataRepository): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), "child.json", { mtime: new Date() });
  for (const photo of data.photos) {
    // Photos are compressed already; storing them costs no size and no CPU.
    zip.addReadStreamLazy(photoPathOf(photo), { compress: false, size: photo.byteLength, mtime: photo.createdAt }, (callback) => {
      callback(null, photoBytes(childData, data.account.id, photo.id, photo.byteLength));
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

function photoBytes(childData: ChildDataRepository, userId: number, attachmentId: number, total: number): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < total; offset += PHOTO_READ_CHUNK_BYTES) {
        const chunk = await childData.photoChunk(userId, attachmentId, offset, Math.min(PHOTO_READ_CHUNK_BYTES, total - offset));
        // Deleted meanwhile: the download fails rather than holding a broken photo.
        if (!chunk || chunk.length === 0) throw new Error(`photo ${String(attachmentId)} disappeared while it was being exported`);
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
}
