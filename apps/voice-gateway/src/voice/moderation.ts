// Reply moderation as the voice gateway runs it: the API's pass (packages/ai's ReplyModerator: the deterministic layer,
// then the model verdict on GEMINI_MODERATION_MODEL, failing closed), its refusals counted in the same
// moderation_daily_counts per UTC day, surface and category, and answers held back by a failed verdict kept for review.
import { createReplyModerator } from "@kidsafe/ai";
import type { ReplyJudge, ReplyModerator } from "@kidsafe/ai";
import { createModerationRepository, utcDayOf } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";

export function createVoiceModerator({ db, clock, log, judge }: { db: Db; clock: () => Date; log: Logger; judge: ReplyJudge }): ReplyModerator {
  const moderation = createModerationRepository(db);
  return createReplyModerator({
    judge,
    recorder: {
      blocked: ({ surface, key }) => moderation.countBlocked({ day: utcDayOf(clock()), surface, category: key }),
      forReview: ({ surface, age, text, reason }) => {
        log.warn({ surface, reason }, "a voice turn was refused because its safety verdict failed; kept for review");
        return moderation.addForReview({ surface, age, replyText: text, reason });
      },
    },
    onRecordError: (error) => log.error({ err: error }, "recording a moderation refusal failed; the child still got the refusal"),
  });
}
