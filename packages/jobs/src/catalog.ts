import { ALERT_DIGEST_DELAY_MS, JOB_NAMES, JOB_PAYLOADS } from "@kidsafe/contracts";
import type { JobName, JobPayload } from "@kidsafe/contracts";
import type { JobsOptions } from "bullmq";

const MINUTE_MS = 60_000;
const DAY_S = 24 * 60 * 60;
/** The last failed read hands the app to a full safety check. */
export const SITE_WATCH_READ_ATTEMPTS = 3;

export interface JobSpec<Name extends JobName> {
  queue: (typeof JOB_PAYLOADS)[Name]["queue"];
  payload: (typeof JOB_PAYLOADS)[Name]["payload"];
  options(payload: JobPayload<Name>): JobsOptions;
}

/** Each retry waits twice as long as the one before. */
const retried = (attempts: number, firstDelayMs: number): JobsOptions => ({ attempts, backoff: { type: "exponential", delay: firstDelayMs } });

/** A sweep only finds work and adds jobs for it, so a few tries a minute apart are enough. */
const SWEEP_KEPT_BY_COUNT: JobsOptions = { ...retried(3, MINUTE_MS), removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } };

/**
 * Kept by age: a kept count trims the whole finished set in one Redis script, holding Redis for seconds after a Sunday's summaries; an age trims
 * in bounded batches.
 */
const SWEEP_KEPT_BY_AGE: JobsOptions = { ...retried(3, MINUTE_MS), removeOnComplete: { age: DAY_S }, removeOnFail: { age: 8 * DAY_S } };

const JOB_OPTIONS: Record<JobName, JobsOptions> = {
  "billing.sweep": { ...retried(3, 5_000), removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
  // Removed once done so a dunning retry days later can be added again; a job that failed every attempt is kept an
  // hour for the operator, then the sweep adds it again.
  "billing.charge": { ...retried(5, 10_000), removeOnComplete: true, removeOnFail: { age: 60 * 60 } },
  "safety.sweep": SWEEP_KEPT_BY_COUNT,
  "safety.check": { ...retried(3, 5 * MINUTE_MS), removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
  "site.watch.sweep": SWEEP_KEPT_BY_COUNT,
  // Kept two days once done, so a second sweep the same day adds nothing.
  "site.watch": { ...retried(SITE_WATCH_READ_ATTEMPTS, 10 * MINUTE_MS), removeOnComplete: { age: 2 * DAY_S }, removeOnFail: { age: 2 * DAY_S } },
  // About two days of retries; a mail that failed them all is kept for the operator to send again.
  "mail.send": { ...retried(16, 5_000), removeOnComplete: { age: 24 * 60 * 60 }, removeOnFail: false },
  "privacy.retention": SWEEP_KEPT_BY_COUNT,
  // Kept a day once done, so adding it again sends nothing.
  "family.alert": { ...retried(10, 2_000), removeOnComplete: { age: DAY_S }, removeOnFail: false },
  "family.alert.sweep": SWEEP_KEPT_BY_AGE,
  // Added by the first alert past the cap, it waits to gather the others.
  "family.alert.digest": { delay: ALERT_DIGEST_DELAY_MS, ...retried(10, 5_000), removeOnComplete: { age: 2 * DAY_S }, removeOnFail: false },
  "family.weekly.sweep": SWEEP_KEPT_BY_AGE,
  "family.weekly.summary": { ...retried(5, 10_000), removeOnComplete: { age: 8 * DAY_S }, removeOnFail: { age: 8 * DAY_S } },
};

/** Delivery is at least once, so every job is safe to repeat; these ids make a job added twice run once. */
const JOB_IDS: { [Name in JobName]?: (payload: JobPayload<Name>) => string } = {
  "billing.charge": ({ cycleId }) => `charge-${cycleId}`,
  "safety.check": ({ advertiserId }) => `safety-${advertiserId}`,
  "site.watch": ({ advertiserId, day }) => `site-watch-${advertiserId}-${day}`,
  "mail.send": ({ key }) => `mail-${key}`,
  "family.alert": ({ eventId }) => `family-alert-${eventId}`,
  "family.alert.digest": ({ parentId, childId, day }) => `family-digest-${parentId}-${childId}-${day}`,
  "family.weekly.summary": ({ parentId, week }) => `weekly-summary-${parentId}-${week}`,
};

function specOf<Name extends JobName>(name: Name): JobSpec<Name> {
  const idOf = JOB_IDS[name];
  return { ...JOB_PAYLOADS[name], options: (payload) => ({ ...(idOf && { jobId: idOf(payload) }), ...JOB_OPTIONS[name] }) };
}

export const jobCatalog = Object.fromEntries(JOB_NAMES.map((name) => [name, specOf(name)])) as { [Name in JobName]: JobSpec<Name> };
