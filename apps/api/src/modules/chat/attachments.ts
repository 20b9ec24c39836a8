// Attached images, checked on the server whatever the browser said: at most 5 (the contract), each decoded and
// at most 5 MB, and really an image (its bytes, not its declared type or name).
import { ATTACHMENT_MAX_BYTES, UPLOAD_TEXTS } from "@kidsafe/contracts";
import type { ChatAttachmentUpload } from "@kidsafe/contracts";
import { badRequest } from "@kidsafe/server-kit";
import { detectImageType } from "./image-signature.ts";
import type { DetectedImageType } from "./image-signature.ts";

export interface CheckedAttachment {
  fileName: string;
  /** What the bytes are. */
  fileType: DetectedImageType;
  fileSize: number;
  fileData: Buffer;
  /** The base64 as sent (already validated), passed on to the model without re-encoding. */
  base64: string;
}

/** Throws a 400 naming the first file that is too large or not an image; nothing is stored then. */
export function checkAttachments(files: readonly ChatAttachmentUpload[]): CheckedAttachment[] {
  return files.map((file, index) => {
    const bytes = Buffer.from(file.data, "base64");
    if (bytes.length > ATTACHMENT_MAX_BYTES) {
      const message = UPLOAD_TEXTS.fileTooLargeDescription(file.name);
      throw badRequest(message, { [`files.${index}.data`]: message });
    }
    const fileType = detectImageType(bytes);
    if (!fileType) {
      const message = UPLOAD_TEXTS.invalidTypeDescription(file.name);
      throw badRequest(message, { [`files.${index}.data`]: message });
    }
    return { fileName: file.name, fileType, fileSize: bytes.length, fileData: bytes, base64: file.data };
  });
}
