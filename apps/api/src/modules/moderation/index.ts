// Reply moderation as the API runs it (packages/ai's moderator): refusals counted per UTC day, surface and category in
// PostgreSQL for the operator console, answers held back by a failed verdict kept for review, both without the child.
import { createReplyModerator } from "@kidsafe/ai";
import type { ReplyJudge, ReplyModerator } from "@kidsafe/ai";
import { createModerationRepository, utcDayOf } from "@kidsafe/db";
import type { ApiContext } from "../../context.ts";

export function createApiReplyModerator({ db, clock, log }: ApiContext, judge: ReplyJudge): ReplyModerator {
  const moderation = createModerationRepository(db);
  return createReplyModerator({
    judge,
    recorder: {
      blocked: ({ surface, key }) => moderation.countBlocked({ day: utcDayOf(clock()), surface, category: key }),
      forReview: ({ surface, age, text, reason }) => {
        log.warn({ surface, reason }, "an answer was held back because its safety verdict failed; kept for review");
        return moderation.addForReview({ surface, age, replyText: text, reason });
      },
    },
    onRecordError: (error) => log.error({ err: error }, "recording a moderation refusal failed; the child still got the refusal"),
  });
}
