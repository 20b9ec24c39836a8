import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, CHAT_SEND_COOLDOWN_MS, CHAT_TEXTS, CHAT_WARNING_MESSAGES } from "@kidsafe/contracts";

/** The n/4000 counter, red over the limit (the server counts the same UTF-16 length). */
export function characterCount(text: string): { label: string; overLimit: boolean } {
  return { label: CHAT_TEXTS.charCounter(text.length), overLimit: text.length > CHAT_MESSAGE_MAX_LENGTH };
}

export type MessageLimitLevel = "ok" | "warning" | "full";

/** 'n/50 messages', 'Approaching limit!' from 40, the limit text at 50. */
export function messageLimitStatus(count: number): { label: string; level: MessageLimitLevel; notice: string | null } {
  const label = CHAT_TEXTS.messageCounter(Math.min(count, CHAT_MAX_MESSAGES));
  if (count >= CHAT_MAX_MESSAGES) return { label, level: "full", notice: CHAT_TEXTS.limitReachedInline };
  if (count >= CHAT_WARNING_MESSAGES) return { label, level: "warning", notice: CHAT_TEXTS.approachingLimit };
  return { label, level: "ok", notice: null };
}

/** The submit button: something to send (text or an image), within 4000 characters, nothing pending. */
export function canSubmit(input: { text: string; fileCount: number; pending: boolean }): boolean {
  const hasContent = input.text.trim() !== "" || input.fileCount > 0;
  return hasContent && input.text.length <= CHAT_MESSAGE_MAX_LENGTH && !input.pending;
}

export interface SendGateState {
  pending: boolean;
  /** When the last message was sent (ms since epoch), or null before the first. */
  lastSentAt: number | null;
}

/**
 * A message is blocked silently while the previous one is pending or within 2000 ms of it.
 * Null when it may go.
 */
export function sendBlockReason(state: SendGateState, now: number, cooldownMs: number = CHAT_SEND_COOLDOWN_MS): "pending" | "cooldown" | null {
  if (state.pending) return "pending";
  if (state.lastSentAt !== null && now - state.lastSentAt < cooldownMs) return "cooldown";
  return null;
}
