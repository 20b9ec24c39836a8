import { WEEKLY_SUMMARY_HOUR } from "@kidsafe/contracts";
import { createWeeklySummariesRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

/** Every quarter hour, in UTC: each zone's Sunday 18:00 falls on one (Asia/Kathmandu's, at UTC+5:45, too). */
export const WEEKLY_SUMMARY_SWEEP_CRON = "*/15 * * * *";
/** Parents claimed and queued per transaction: one bulk add to Redis each. */
export const WEEKLY_SUMMARY_SWEEP_PAGE = 5_000;

/**
 * Queues the weekly summary of every parent for whom it is now Sunday evening (from 18:00 until local midnight, so a
 * missed quarter catches up), once a week.
 *
 * Each page is claimed (its parents' week marked) and queued inside one transaction that commits only after Redis
 * took the jobs: a worker that dies before the commit leaves the marks undone, and the next sweep queues the page
 * again, where the job ids (per parent and week, while the queue keeps them) and the mail's key make the repeat send
 * nothing. Marking in the summary job instead would leave every sweep of the evening re-reading and re-adding the
 * parents still waiting in the queue.
 */
export async function runWeeklySummarySweep(context: Pick<JobContext, "db" | "queues" | "clock" | "log">): Promise<{ queued: number }> {
  const now = context.clock();
  const summaries = createWeeklySummariesRepository(context.db);
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const due = await context.db.transaction().execute(async (transaction) => {
      const claimed = await summaries.claimDue(now, WEEKLY_SUMMARY_HOUR, afterId, WEEKLY_SUMMARY_SWEEP_PAGE, transaction);
      await context.queues.enqueueMany("family.weekly.summary", claimed);
      return claimed;
    });
    queued += due.length;
    if (due.length < WEEKLY_SUMMARY_SWEEP_PAGE) break;
    afterId = due.at(-1)!.parentId;
  }
  context.log.info({ queued }, "weekly summary sweep done");
  return { queued };
}
