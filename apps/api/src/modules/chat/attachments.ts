// Checked on the server whatever the browser said: really an image by its bytes, not its declared type or name.
import { ATTACHMENT_MAX_BYTES, UPLOAD_TEXTS } from "@kidsafe/contracts";
import type { ChatAttachmentUpload } from "@kidsafe/contracts";
import { badRequest } from "@kidsafe/server-kit";
import { detectImageType } from "./image-signature.ts";
import type { DetectedImageType } from "./image-signature.ts";
import { PhotoRefusedError, UNSUPPORTED_LABEL, canStore, preparePhoto, storedFileName } from "./photos.ts";
import type { StoredImageType } from "./photos.ts";
import { CHAT_SERVER_TEXTS } from "./texts.ts";

export interface CheckedAttachment {
  fileName: string;
  fileType: DetectedImageType;
  bytes: Buffer;
}

export interface PreparedAttachment {
  /** Its extension changed when it was converted. */
  fileName: string;
  fileType: StoredImageType;
  fileSize: number;
  fileData: Buffer;
  width: number;
  height: number;
  thumbnail: { type: string; data: Buffer };
}

function refuse(index: number, message: string): never {
  throw badRequest(message, { [`files.${index.toString()}.data`]: message });
}

/** Nothing is stored when one fails. */
export function checkAttachments(files: readonly ChatAttachmentUpload[]): CheckedAttachment[] {
  return files.map((file, index) => {
    const bytes = Buffer.from(file.data, "base64");
    if (bytes.length > ATTACHMENT_MAX_BYTES) refuse(index, UPLOAD_TEXTS.fileTooLargeDescription(file.name));
    const fileType = detectImageType(bytes);
    if (!fileType) refuse(index, UPLOAD_TEXTS.invalidTypeDescription(file.name));
    if (!canStore(fileType)) refuse(index, CHAT_SERVER_TEXTS.photoUnsupported(file.name, UNSUPPORTED_LABEL[fileType] ?? fileType));
    return { fileName: file.name, fileType, bytes };
  });
}

/** One after another: a message's photos take one of the process's photo places at a time. */
export async function prepareAttachments(checked: readonly CheckedAttachment[]): Promise<PreparedAttachment[]> {
  const prepared: PreparedAttachment[] = [];
  for (const [index, attachment] of checked.entries()) {
    try {
      const photo = await preparePhoto(attachment.bytes, attachment.fileType);
      prepared.push({
        fileName: storedFileName(index, photo.type),
        fileType: photo.type,
        fileSize: photo.data.length,
        fileData: photo.data,
        width: photo.width,
        height: photo.height,
        thumbnail: photo.thumbnail,
      });
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      const name = attachment.fileName;
      if (error.reason === "too-big") refuse(index, CHAT_SERVER_TEXTS.photoTooBig(name));
      if (error.reason === "unsupported")
        refuse(index, CHAT_SERVER_TEXTS.photoUnsupported(name, UNSUPPORTED_LABEL[attachment.fileType] ?? name));
      refuse(index, CHAT_SERVER_TEXTS.photoUnreadable(name));
    }
  }
  return prepared;
}
