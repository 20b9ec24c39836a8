import type { Feature } from "@kidsafe/contracts";

/** What the chat asks the parental rules before and after a child's message; the parental module provides it. */
export interface UsageGate {
  /**
   * Before a message of `feature` (chat, or voice in voice mode) is stored: throws an HttpError 423 during quiet hours
   * and when today's time or the feature's limit is used up; answers `{ locked: true }` when today's message limit is
   * already reached (the message is then not sent).
   */
  check(userId: number, feature: Feature): Promise<{ locked: boolean }>;
  /** After a child's message was stored: counts it for the day's limits, its feature and its subject. */
  recordMessage(userId: number, message: { feature: Feature; subject: string | null }): Promise<void>;
}
