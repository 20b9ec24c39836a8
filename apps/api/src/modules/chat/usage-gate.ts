/**
 * What the chat asks the parental limits before and after a child's message (seed 000 §8 'App Locked'); the
 * parental module provides it.
 */
export interface UsageGate {
  /**
   * Before a message is stored: throws an HttpError 423 when today's time limit is used up; answers
   * `{ locked: true }` when today's message limit is already reached (the message is then not sent).
   */
  check(userId: number): Promise<{ locked: boolean }>;
  /** After a child's message was stored: counts it toward today's message limit. */
  recordMessage(userId: number): Promise<void>;
}
