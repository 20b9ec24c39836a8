// Reply moderation as the voice gateway runs it: the API's pass (packages/ai's ReplyModerator: the deterministic layer,
// then the model verdict on GEMINI_MODERATION_MODEL, failing closed), recorded the same way (@kidsafe/db's
// moderationRecording: refusals counted per UTC day, surface and category; held-back answers kept for review).
import { createReplyModerator } from "@kidsafe/ai";
import type { ReplyJudge, ReplyModerator } from "@kidsafe/ai";
import { moderationRecording } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";

export function createVoiceModerator({ db, clock, log, judge }: { db: Db; clock: () => Date; log: Logger; judge: ReplyJudge }): ReplyModerator {
  return createReplyModerator({ judge, ...moderationRecording(db, { clock, log }) });
}
