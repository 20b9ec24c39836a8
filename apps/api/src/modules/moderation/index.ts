// The turn pipeline as the API runs it (packages/ai's createTurnPipeline) on @kidsafe/db's records: refusals counted per
// UTC day, surface and category, answers held back by a failed verdict kept for review (neither names a child), and
// safety events stored for the operator's review queue. The voice gateway builds the same pipeline on the same tables.
import { createTurnPipeline } from "@kidsafe/ai";
import type { ReplyJudge, TurnPipeline } from "@kidsafe/ai";
import { moderationRecording, safetyEventRecording } from "@kidsafe/db";
import type { ApiContext } from "../../context.ts";

export function createApiTurnPipeline({ db, clock, log }: ApiContext, judge: ReplyJudge): TurnPipeline {
  return createTurnPipeline({ judge, ...moderationRecording(db, { clock, log }), events: safetyEventRecording(db, { clock, log }) });
}
