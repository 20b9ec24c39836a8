import { normalizeAppUrl } from "@kidsafe/contracts";
import type { SiteWatchPayload } from "@kidsafe/contracts";
import { createAdvertisersRepository, createSiteWatchesRepository } from "@kidsafe/db";
import { SITE_WATCH_READ_ATTEMPTS, checkSiteNow } from "@kidsafe/jobs";
import { isSiteReadError, pageTextHash, readSite } from "@kidsafe/safe-fetch";
import type { JobContext } from "./context.ts";

export type SiteWatchOutcome = "skipped" | "unchanged" | "changed" | "unreadable";

/** A newer day's look at the same page has been added since. */
export const STALE_LOOK_MS = 2 * 24 * 60 * 60 * 1000;

export class LandingPageUnreadableError extends Error {
  constructor(advertiserId: number, reason: string, failures: number) {
    super(
      `The landing page of advertiser ${advertiserId} could not be read (${reason}); failure ${failures} of ${SITE_WATCH_READ_ATTEMPTS}, it will be tried again.`,
    );
    this.name = "LandingPageUnreadableError";
  }
}

/** An unchanged page costs nothing more; a changed one asks for the safety check at once. */
export async function runSiteWatch(context: JobContext, { advertiserId, day }: SiteWatchPayload): Promise<SiteWatchOutcome> {
  const now = context.clock();
  if (now.getTime() - Date.parse(day) > STALE_LOOK_MS) return "skipped";
  const advertiser = await createAdvertisersRepository(context.db).findById(advertiserId);
  if (!advertiser || advertiser.status !== "active" || advertiser.upfrontPaidAt === null || advertiser.pausedAt !== null) return "skipped";

  const watches = createSiteWatchesRepository(context.db);
  let hash: string;
  try {
    const reading = await readSite(normalizeAppUrl(advertiser.appUrl), { ...context.siteWatch.read, extraPages: 0 });
    hash = pageTextHash(reading.pages[0]!);
  } catch (error) {
    if (!isSiteReadError(error)) throw error;
    const failures = await watches.recordReadFailure(advertiserId);
    if (failures < SITE_WATCH_READ_ATTEMPTS) throw new LandingPageUnreadableError(advertiserId, error.reason, failures);
    await checkSiteNow(context.queues, { advertiserId, trigger: "watch" });
    context.log.warn({ advertiserId, reason: error.reason }, "landing page unreadable: safety check asked for");
    return "unreadable";
  }

  const { judgedHash } = await watches.recordSeen(advertiserId, hash, now);
  if (judgedHash === hash) return "unchanged";
  await checkSiteNow(context.queues, { advertiserId, trigger: "watch" });
  context.log.info({ advertiserId }, "landing page changed: safety check asked for");
  return "changed";
}
