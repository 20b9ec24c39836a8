// Neither the refusal counts nor the held-back answers name a child. The voice gateway builds the same pipeline on the same tables.
import { createTurnPipeline, moderationRecording, safetyEventRecording } from "@kidsafe/ai";
import type { ReplyJudge, TurnPipeline } from "@kidsafe/ai";
import { createModerationRepository, createSafetyEventsRepository } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import type { ApiContext } from "../../context.ts";

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
    ...moderationRecording(createModerationRepository(db), { clock, log }),
    events: safetyEventRecording(createSafetyEventsRepository(db), { clock, log, afterRecorded }),
  });
}
