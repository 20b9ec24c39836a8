// What may stop a message before it is stored: the usage gate, the 50 messages of a conversation, the photo storage
// quota and the cooldown between messages, asked in that order.
import { ATTACHMENT_STORAGE_QUOTA_BYTES, CHAT_MAX_MESSAGES, CHAT_TEXTS, countedChatMessages } from "@kidsafe/contracts";
import type { Feature } from "@kidsafe/contracts";
import type { ChatAttachmentsRepository, ChatConversationsRepository, MessageRecord, SessionLookup } from "@kidsafe/db";
import { HttpError, timed } from "@kidsafe/server-kit";
import type { ChatCooldown } from "./cooldown.ts";
import type { PlacedQuestion } from "./question.ts";
import { CHAT_SERVER_TEXTS } from "./texts.ts";
import type { UsageGate } from "./usage-gate.ts";

/** The 51st message: a 429 whose body also carries `limitReached: true` (see routes.ts). */
export class ChatLimitReachedError extends HttpError {
  constructor() {
    super(429, CHAT_TEXTS.limitReachedInline);
  }
}

export type GateAndConversation = { locked: true } | { locked: false; lookup: SessionLookup<MessageRecord> };

/** Both are reads: asked together (one round trip of waiting), and the gate's answer decides first. */
export async function readGateAndConversation(
  { usageGate, conversations }: { usageGate: UsageGate; conversations: ChatConversationsRepository },
  userId: number,
  sessionId: string,
  feature: Feature,
): Promise<GateAndConversation> {
  const [gate, lookup] = await Promise.allSettled([
    timed("limits", () => usageGate.check(userId, feature)),
    conversations.conversationOf(userId, sessionId),
  ]);
  if (gate.status === "rejected") throw gate.reason;
  if (gate.value.locked) return { locked: true };
  if (lookup.status === "rejected") throw lookup.reason;
  return { locked: false, lookup: lookup.value };
}

/**
 * 50 messages per conversation, both senders counted as the seed's counter does (a follow-up's opening overview is
 * not: countedChatMessages). A question is taken only when it and its reply both fit.
 */
export function fitsInConversation({ earlier, retry }: PlacedQuestion): boolean {
  return countedChatMessages(earlier) + (retry ? 1 : 2) <= CHAT_MAX_MESSAGES;
}

/** The storage quota, then the cooldown: the last checks, so a refused message never starts the cooldown. */
export async function takeStorageAndCooldown(
  { photos, cooldown }: { photos: ChatAttachmentsRepository; cooldown: ChatCooldown },
  userId: number,
  { retry, attachments }: PlacedQuestion,
): Promise<void> {
  // Only a message that would store new photos asks (a retry's photos are stored already).
  if (!retry && attachments.length > 0) {
    const adding = attachments.reduce((sum, attachment) => sum + attachment.fileSize, 0);
    if ((await photos.attachmentBytesOf(userId)) + adding > ATTACHMENT_STORAGE_QUOTA_BYTES) {
      throw new HttpError(413, CHAT_SERVER_TEXTS.storageFull);
    }
  }
  const waitMs = await cooldown.take(userId);
  if (waitMs > 0) {
    throw new HttpError(429, CHAT_SERVER_TEXTS.cooldown, undefined, { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }
}
