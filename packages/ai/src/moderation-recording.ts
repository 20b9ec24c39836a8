import { utcDayOf } from "@kidsafe/contracts";
import type { ModerationRecorder } from "./reply-moderator.ts";

/** Where the refusal counts and the held-back answers are kept (the database's moderation repository). Neither names a child. */
export interface ModerationStore {
  countBlocked(event: { day: string; surface: string; category: string }): Promise<void>;
  addForReview(entry: { surface: string; age: number | null; replyText: string; reason: string }): Promise<void>;
}

export interface ModerationRecordingOptions {
  clock: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** Every server records alike: refusals count toward the UTC day, and a held-back answer is logged without the child. */
export function moderationRecording(
  store: ModerationStore,
  { clock, log }: ModerationRecordingOptions,
): { recorder: ModerationRecorder; onRecordError: (error: unknown) => void } {
  return {
    recorder: {
      blocked: ({ surface, key }) => store.countBlocked({ day: utcDayOf(clock()), surface, category: key }),
      forReview: ({ surface, age, text, reason }) => {
        log.warn({ surface, reason }, "an answer was held back because its safety verdict failed; kept for review");
        return store.addForReview({ surface, age, replyText: text, reason });
      },
    },
    onRecordError: (error: unknown) =>
      log.error({ err: error }, "recording a refusal or a safety event failed; the child still got the reply meant for them"),
  };
}
