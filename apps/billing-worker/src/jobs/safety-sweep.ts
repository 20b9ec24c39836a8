import { createAdvertisersRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

const HOUR_MS = 60 * 60 * 1000;
/** A registration yesterday waits for next week's sweep. */
export const RECENTLY_CHECKED_MS = 24 * HOUR_MS;
const PAGE = 1_000;

/** A stable offset per advertiser, so each site is judged about every seven days and checks are not bunched. */
export function spreadOffsetMs(advertiserId: number, spreadMs: number): number {
  const hashed = Math.imul(advertiserId, 0x9e3779b1) >>> 0;
  return Math.floor((hashed / 2 ** 32) * spreadMs);
}

export async function runSafetySweep(context: JobContext): Promise<{ scheduled: number }> {
  const now = context.clock();
  const due = await createAdvertisersRepository(context.db).dueForSafetyCheck(new Date(now.getTime() - RECENTLY_CHECKED_MS));
  for (let start = 0; start < due.length; start += PAGE) {
    const page = due.slice(start, start + PAGE);
    await context.queues.enqueueMany(
      "safety.check",
      page.map((advertiserId) => ({ advertiserId })),
      (index) => ({ delay: spreadOffsetMs(page[index]!, context.safetySpreadMs) }),
    );
  }
  context.log.info({ scheduled: due.length }, "safety sweep done");
  return { scheduled: due.length };
}
