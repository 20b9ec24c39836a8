import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { SafetyCheckPayload } from "@kidsafe/contracts";
import { createAdvertisersRepository, createSafetyChecksRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

export type SafetyCheckOutcome = "skipped" | "safe" | "paused";

/** Why an app is paused after failing its weekly re-check: shown to the operator and the advertiser. */
export const pauseReasonOf = (reason: string) => `The weekly safety check of the website failed: ${reason}`;

export class SafetyCheckIncompleteError extends Error {
  constructor(advertiserId: number) {
    super(`The safety check of advertiser ${advertiserId} could not be completed (the model did not answer); it will be tried again.`);
    this.name = "SafetyCheckIncompleteError";
  }
}

/**
 * The weekly re-check of one advertiser's site: read again through the SSRF-safe reader and judged by the same
 * rubric as registration. The verdict is stored; an app that now fails is paused (not shown to children) until an
 * operator reviews it. A check the model could not finish is retried rather than pausing a live app for our fault.
 */
export async function runSafetyCheck(context: JobContext, { advertiserId }: SafetyCheckPayload): Promise<SafetyCheckOutcome> {
  const advertisers = createAdvertisersRepository(context.db);
  const advertiser = await advertisers.findById(advertiserId);
  // Ended, not live yet, or already waiting for an operator: nothing to judge.
  if (!advertiser || advertiser.status !== "active" || advertiser.paused_at !== null) return "skipped";

  const { verdict, pages } = await context.siteChecker.check({
    url: advertiser.app_url,
    appName: advertiser.app_name,
    appDescription: advertiser.app_description,
  });
  if (!verdict.isSafe && verdict.reason === SAFETY_CHECK_TEXTS.couldNotComplete) throw new SafetyCheckIncompleteError(advertiserId);

  const now = context.clock();
  await createSafetyChecksRepository(context.db).insert({
    url: advertiser.app_url,
    advertiserId,
    trigger: "weekly",
    isSafe: verdict.isSafe,
    reason: verdict.reason,
    details: verdict.details,
    aiDescription: verdict.aiDescription,
    failedCategories: verdict.failedCategories,
    pages,
    checkedAt: now,
  });
  if (verdict.isSafe) {
    await advertisers.update(advertiserId, { safety_checked_at: now });
    return "safe";
  }
  await advertisers.update(advertiserId, { safety_checked_at: now, paused_at: now, pause_reason: pauseReasonOf(verdict.reason) });
  context.metrics.sitesPaused.inc();
  context.log.warn({ advertiserId, reason: verdict.reason }, "app paused: its weekly safety check failed");
  return "paused";
}
