import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_MIME_PREFIX, UPLOAD_TEXTS, attachmentUrl } from "@kidsafe/contracts";
import type { ChatAttachmentUpload, MessageAttachment } from "@kidsafe/contracts";

/** Pending upload: an image picked for the next message, already read as base64. */
export interface PendingUpload {
  id: string;
  name: string;
  /** The file as plain base64 (no `data:` prefix), as POST /api/chat takes it. */
  data: string;
  type: string;
  size: number;
}

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export type FileCheck = { ok: true } | { ok: false; title: string; description: string };

/**
 * The attachment rules for a new selection, given how many images already wait: at most 5 per
 * message, each at most 5MB, images only. The first broken rule is reported and the whole selection is
 * refused (our choice: only one toast shows at a time, so a partial upload would hide the error).
 */
export function checkSelectedFiles(alreadyPending: number, files: readonly FileFacts[]): FileCheck {
  if (alreadyPending + files.length > ATTACHMENT_MAX_FILES) {
    return { ok: false, title: UPLOAD_TEXTS.tooManyFilesTitle, description: UPLOAD_TEXTS.tooManyFilesDescription };
  }
  for (const file of files) {
    if (file.size > ATTACHMENT_MAX_BYTES) {
      return { ok: false, title: UPLOAD_TEXTS.fileTooLargeTitle, description: UPLOAD_TEXTS.fileTooLargeDescription(file.name) };
    }
    if (!file.type.startsWith(ATTACHMENT_MIME_PREFIX)) {
      return { ok: false, title: UPLOAD_TEXTS.invalidTypeTitle, description: UPLOAD_TEXTS.invalidTypeDescription(file.name) };
    }
  }
  return { ok: true };
}

/** The base64 part of a `data:...;base64,XXXX` URL. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(",");
  return comma === -1 ? "" : dataUrl.slice(comma + 1);
}

export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const base64 = typeof reader.result === "string" ? base64OfDataUrl(reader.result) : "";
      if (base64 === "") reject(new Error("The file is empty"));
      else resolve(base64);
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

export function toUploadPayload(upload: PendingUpload): ChatAttachmentUpload {
  return { name: upload.name, type: upload.type, size: upload.size, data: upload.data };
}

/** A picture the browser holds (picked, or just sent and not yet in the history) as an <img> source. */
export function attachmentSource(fileType: string, base64: string): string {
  return `data:${fileType};base64,${base64}`;
}

/**
 * An attachment of a message on screen: the server's (its bytes at GET /api/attachments/:id), or one of a message
 * just sent, shown from the browser's own copy (`localSource`) until the history holds the server's.
 */
export interface ShownAttachment extends MessageAttachment {
  localSource?: string;
}

/** The small picture a message shows: the server's thumbnail (made at upload), or the browser's own copy. */
export function thumbnailSource(attachment: ShownAttachment): string {
  return attachment.localSource ?? attachmentUrl(attachment.id, "thumbnail");
}

/** The whole picture, opened from the message. */
export function fullSizeSource(attachment: ShownAttachment): string {
  return attachment.localSource ?? attachmentUrl(attachment.id);
}

/**
 * The <img> size attributes of a thumbnail (the long side at most `box` pixels), so the page keeps its place while
 * it loads; none when the stored size is unknown.
 */
export function thumbnailSize(attachment: ShownAttachment, box: number): { width: number; height: number } | undefined {
  const { width, height } = attachment;
  if (width === null || height === null) return undefined;
  const scale = Math.min(1, box / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
