import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { SafetyCheckPayload, SafetyCheckTrigger } from "@kidsafe/contracts";
import { createAdvertisersRepository, createSafetyChecksRepository, createSiteWatchesRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

export type SafetyCheckOutcome = "skipped" | "safe" | "paused";

const CHECK_OF: Record<SafetyCheckTrigger, string> = {
  weekly: "The weekly safety check of the website failed",
  watch: "The daily check of the website (it had changed, or could not be read) failed",
  report: "A child reported the app, and the safety check of the website failed",
  operator: "The safety check an operator asked for failed",
};

/** Shown to the operator and, on the dashboard, to the advertiser. */
export const pauseReasonOf = (reason: string, trigger: SafetyCheckTrigger = "weekly") => `${CHECK_OF[trigger]}: ${reason}`;

export class SafetyCheckIncompleteError extends Error {
  constructor(advertiserId: number) {
    super(`The safety check of advertiser ${advertiserId} could not be completed (the model did not answer); it will be tried again.`);
    this.name = "SafetyCheckIncompleteError";
  }
}

/** A check the model could not finish is retried rather than pausing a live app for our fault. */
export async function runSafetyCheck(
  context: JobContext,
  { advertiserId, trigger = "weekly" }: SafetyCheckPayload,
): Promise<SafetyCheckOutcome> {
  const advertisers = createAdvertisersRepository(context.db);
  const advertiser = await advertisers.findById(advertiserId);
  if (!advertiser || advertiser.status !== "active" || advertiser.pausedAt !== null) return "skipped";

  const { verdict, pages, landingHash } = await context.siteChecker.check({
    url: advertiser.appUrl,
    appName: advertiser.appName,
    appDescription: advertiser.appDescription,
  });
  if (!verdict.isSafe && verdict.reason === SAFETY_CHECK_TEXTS.couldNotComplete) throw new SafetyCheckIncompleteError(advertiserId);

  const now = context.clock();
  await createSafetyChecksRepository(context.db).insert({ url: advertiser.appUrl, advertiserId, trigger, ...verdict, pages, checkedAt: now });
  if (verdict.isSafe) {
    await advertisers.update(advertiserId, { safetyCheckedAt: now });
    if (landingHash) await createSiteWatchesRepository(context.db).recordJudged(advertiserId, landingHash, now);
    return "safe";
  }
  await advertisers.update(advertiserId, { safetyCheckedAt: now, pausedAt: now, pauseReason: pauseReasonOf(verdict.reason, trigger) });
  context.metrics.sitesPaused.inc();
  context.log.warn({ advertiserId, reason: verdict.reason, trigger }, "app paused: its safety re-check failed");
  return "paused";
}
