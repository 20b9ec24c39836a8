// The turn pipeline as the API runs it (packages/ai's createTurnPipeline) on @kidsafe/db's records: refusals counted per
// UTC day, surface and category, answers held back by a failed verdict kept for review (neither names a child), and
// safety events stored for the operator's review queue. The voice gateway builds the same pipeline on the same tables.
import { createTurnPipeline } from "@kidsafe/ai";
import type { ReplyJudge, TurnPipeline } from "@kidsafe/ai";
import { moderationRecording, safetyEventRecording } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import type { ApiContext } from "../../context.ts";

/**
 * A crisis event also queues its alert to the child's linked parents (the billing worker mails them); the queues'
 * connections close with the server (`onClose`).
 */
export function createApiTurnPipeline(
  { config, db, clock, log }: ApiContext,
  judge: ReplyJudge,
  onClose: (close: () => Promise<void>) => void,
): TurnPipeline {
  const queues = createJobQueues({ connection: config.redisUrl, prefix: config.jobsQueuePrefix });
  onClose(() => queues.close());
  const afterRecorded = async (eventId: string) => {
    await queues.enqueue("family.alert", { eventId });
  };
  return createTurnPipeline({
    judge,
    ...moderationRecording(db, { clock, log }),
    events: safetyEventRecording(db, { clock, log, afterRecorded }),
  });
}
