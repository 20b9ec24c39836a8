import type { SafetyCheckPayload } from "@kidsafe/contracts";
import type { JobQueues } from "./queues.ts";

/**
 * The weekly sweep keeps a delayed check under the same id for nearly every app, so a plain add would wait for days:
 * the existing job is brought forward instead. One running now is left alone.
 */
export async function checkSiteNow(
  queues: Pick<JobQueues, "enqueue">,
  payload: SafetyCheckPayload,
): Promise<{ jobId: string; outcome: "queued" | "running" }> {
  const job = await queues.enqueue("safety.check", payload);
  const jobId = job.id!;
  const state = await job.getState();
  if (state === "active") return { jobId, outcome: "running" };
  await job.updateData(payload);
  try {
    if (state === "delayed") await job.promote();
    else if (state === "failed" || state === "completed") await job.retry(state);
  } catch {
    // It started meanwhile.
    return { jobId, outcome: "running" };
  }
  return { jobId, outcome: "queued" };
}
