import { WEEKLY_SUMMARY_HOUR } from "@kidsafe/contracts";
import { createWeeklySummariesRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

/** Each zone's Sunday 18:00 falls on a quarter hour (Asia/Kathmandu's too, at UTC+5:45). */
export const WEEKLY_SUMMARY_SWEEP_CRON = "*/15 * * * *";
export const WEEKLY_SUMMARY_SWEEP_PAGE = 5_000;

/**
 * Until local midnight, so a missed quarter catches up. Each page is claimed and queued in one transaction that
 * commits only after Redis took the jobs; a repeat is a no-op through the job ids and the mail's key.
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
