import type { Message } from "@kidsafe/contracts";
import { attachmentSource } from "./attachments.ts";
import type { PendingUpload, ShownAttachment } from "./attachments.ts";

/** A message on screen: one of the history, or the one just sent, whose pictures are the browser's own copies. */
export interface ShownMessage extends Omit<Message, "attachments"> {
  attachments: ShownAttachment[];
}

/** A message sent but not yet confirmed by the history (shown optimistically). */
export interface PendingSend {
  sessionId: string;
  message: ShownMessage;
  /** How many messages the conversation had when it was sent: once the history is longer, it is stored. */
  baseCount: number;
  /** sending: the request (and the history read after it) runs; failed: not sent, shown as such. */
  status: "sending" | "sent" | "failed";
}

let lastLocalId = 0;

/** Local messages get negative ids, so they never collide with the server's serials. */
export function optimisticMessage(input: {
  sessionId: string;
  userId: number;
  text: string;
  uploads: readonly PendingUpload[];
  now: Date;
}): ShownMessage {
  lastLocalId -= 1;
  return {
    id: lastLocalId,
    content: input.text,
    sender: "user",
    createdAt: input.now.toISOString(),
    sessionId: input.sessionId,
    userId: input.userId,
    attachments: input.uploads.map((upload, index) => ({
      id: -(index + 1),
      fileName: upload.name,
      fileType: upload.type,
      fileSize: upload.size,
      width: null,
      height: null,
      localSource: attachmentSource(upload.type, upload.data),
    })),
  };
}

/** The conversation as shown: the server's history, then the pending message until the history holds it. */
export function visibleMessages(history: readonly Message[], sessionId: string, pending: PendingSend | null): readonly ShownMessage[] {
  if (pending?.sessionId !== sessionId || history.length > pending.baseCount) return history;
  return [...history, pending.message];
}
