// Reply moderation as the API runs it (packages/ai's moderator): refusals counted per UTC day, surface and category in
// PostgreSQL for the operator console, answers held back by a failed verdict kept for review, both without the child.
import { createReplyModerator } from "@kidsafe/ai";
import type { ReplyJudge, ReplyModerator } from "@kidsafe/ai";
import { moderationRecording } from "@kidsafe/db";
import type { ApiContext } from "../../context.ts";

export function createApiReplyModerator({ db, clock, log }: ApiContext, judge: ReplyJudge): ReplyModerator {
  return createReplyModerator({ judge, ...moderationRecording(db, { clock, log }) });
}
