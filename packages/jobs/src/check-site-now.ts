import type { SafetyCheckPayload } from "@kidsafe/contracts";
import type { JobQueues } from "./queues.ts";

/**
 * A safety re-check of one app to run now, whoever asks (the daily watch, a child's report). A check has one id per
 * app (`safety-<id>`) and the weekly sweep keeps a delayed one for nearly every app, so a plain add would find that
 * one and wait for days: a delayed, failed or finished check under the id is brought forward instead, carrying this
 * request's payload. A check running now is left alone (`running`): it is reading the site at this moment.
 */
export async function checkSiteNow(
  queues: Pick<JobQueues, "enqueue">,
  payload: SafetyCheckPayload,
): Promise<{ jobId: string; outcome: "queued" | "running" }> {
  const job = await queues.enqueue("safety.check", payload);
  const jobId = job.id!;
  const state = await job.getState();
  if (state === "active") return { jobId, outcome: "running" };
  // A job found under the id keeps its own payload unless told otherwise.
  await job.updateData(payload);
  try {
    if (state === "delayed") await job.promote();
    else if (state === "failed" || state === "completed") await job.retry(state);
  } catch {
    // It moved meanwhile (it started): a check of the site is running now.
    return { jobId, outcome: "running" };
  }
  return { jobId, outcome: "queued" };
}
