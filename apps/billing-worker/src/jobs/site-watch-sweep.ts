import { createSiteWatchesRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";
import { spreadOffsetMs } from "./safety-sweep.ts";

const PAGE = 1_000;
const MINUTES_PER_DAY = 24 * 60;

/** A look's job id holds it, so each app is looked at once a day. */
export const watchDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Each look keeps its moment of the day, so each page is read about every 24 hours; job ids make a rerun a no-op. */
export async function runSiteWatchSweep(context: JobContext): Promise<{ scheduled: number; capacity: number }> {
  const now = context.clock();
  const day = watchDayOf(now);
  const watches = createSiteWatchesRepository(context.db);
  let scheduled = 0;
  for (let page = await watches.liveAfter(0, PAGE); page.length > 0; page = await watches.liveAfter(page.at(-1)!, PAGE)) {
    const ids = page;
    await context.queues.enqueueMany(
      "site.watch",
      ids.map((advertiserId) => ({ advertiserId, day })),
      (index) => ({ delay: spreadOffsetMs(ids[index]!, context.siteWatch.spreadMs) }),
    );
    scheduled += ids.length;
  }
  const capacity = context.siteWatch.fetchesPerMinute * MINUTES_PER_DAY;
  if (scheduled > capacity) {
    context.log.warn({ scheduled, capacity }, "the daily site watch cannot read every app within the day: raise SITE_WATCH_FETCHES_PER_MINUTE");
  }
  context.log.info({ scheduled, capacity, day }, "site watch sweep done");
  return { scheduled, capacity };
}
