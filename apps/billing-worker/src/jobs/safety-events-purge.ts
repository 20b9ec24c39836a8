import { SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import { createSafetyEventsRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day at 04:15 UTC (after the weekly safety sweep's 03:00 on Mondays). */
export const SAFETY_EVENTS_PURGE_CRON = "15 4 * * *";

/**
 * Rows per DELETE, and DELETEs per run: each statement holds its locks briefly, and one run removes at most a million
 * events; what is left (a backlog after an outage) goes in the next days' runs.
 */
export const SAFETY_EVENTS_PURGE_BOUNDS = { batchSize: 1_000, maxBatches: 1_000 } as const;

/** The moment before which an event is past its retention period. */
export const safetyEventsCutoff = (now: Date) => new Date(now.getTime() - SAFETY_EVENT_RETENTION_DAYS * DAY_MS);

/** Deletes the safety events recorded more than SAFETY_EVENT_RETENTION_DAYS ago, in bounded batches. */
export async function runSafetyEventsPurge(
  context: JobContext,
  bounds: { batchSize: number; maxBatches: number } = SAFETY_EVENTS_PURGE_BOUNDS,
): Promise<{ deleted: number; more: boolean }> {
  const cutoff = safetyEventsCutoff(context.clock());
  const result = await createSafetyEventsRepository(context.db).purgeRecordedBefore(cutoff, bounds);
  if (result.more) context.log.warn({ ...result, cutoff }, "safety events purge stopped at its bound; the next run goes on");
  else context.log.info({ ...result, cutoff }, "safety events purge done");
  return result;
}
