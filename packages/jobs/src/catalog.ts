import { ALERT_DIGEST_DELAY_MS, JOB_PAYLOADS } from "@kidsafe/contracts";
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

/** A sweep only finds work and adds jobs for it, so a few tries a minute apart are enough. */
const sweepKeptByCount = (): JobsOptions => ({
  attempts: 3,
  backoff: { type: "exponential", delay: MINUTE_MS },
  removeOnComplete: { count: 20 },
  removeOnFail: { count: 20 },
});

/**
 * Kept by age: a kept count trims the whole finished set in one Redis script, holding Redis for seconds after a Sunday's summaries; an age trims
 * in bounded batches.
 */
const sweepKeptByAge = (): JobsOptions => ({
  attempts: 3,
  backoff: { type: "exponential", delay: MINUTE_MS },
  removeOnComplete: { age: DAY_S },
  removeOnFail: { age: 8 * DAY_S },
});

/** Delivery is at least once, so every job is safe to repeat; the ids make a job added twice run once. */
export const jobCatalog: { [Name in JobName]: JobSpec<Name> } = {
  "billing.sweep": {
    ...JOB_PAYLOADS["billing.sweep"],
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: 5_000 },
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    }),
  },
  "billing.charge": {
    ...JOB_PAYLOADS["billing.charge"],
    // Removed once done so a dunning retry days later can be added again; a job that failed every attempt is kept an
    // hour for the operator, then the sweep adds it again.
    options: ({ cycleId }) => ({
      jobId: `charge-${cycleId}`,
      attempts: 5,
      backoff: { type: "exponential", delay: 10_000 },
      removeOnComplete: true,
      removeOnFail: { age: 60 * 60 },
    }),
  },
  "safety.sweep": {
    ...JOB_PAYLOADS["safety.sweep"],
    options: sweepKeptByCount,
  },
  "safety.check": {
    ...JOB_PAYLOADS["safety.check"],
    options: ({ advertiserId }) => ({
      jobId: `safety-${advertiserId}`,
      attempts: 3,
      backoff: { type: "exponential", delay: 5 * MINUTE_MS },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 60 * 60 },
    }),
  },
  "site.watch.sweep": {
    ...JOB_PAYLOADS["site.watch.sweep"],
    options: sweepKeptByCount,
  },
  "site.watch": {
    ...JOB_PAYLOADS["site.watch"],
    // Kept two days once done, so a second sweep the same day adds nothing.
    options: ({ advertiserId, day }) => ({
      jobId: `site-watch-${advertiserId}-${day}`,
      attempts: SITE_WATCH_READ_ATTEMPTS,
      backoff: { type: "exponential", delay: 10 * MINUTE_MS },
      removeOnComplete: { age: 2 * DAY_S },
      removeOnFail: { age: 2 * DAY_S },
    }),
  },
  "mail.send": {
    ...JOB_PAYLOADS["mail.send"],
    // About two days of retries; a mail that failed them all is kept for the operator to send again.
    options: ({ key }) => ({
      jobId: `mail-${key}`,
      attempts: 16,
      backoff: { type: "exponential", delay: 5_000 },
      removeOnComplete: { age: 24 * 60 * 60 },
      removeOnFail: false,
    }),
  },
  "privacy.retention": {
    ...JOB_PAYLOADS["privacy.retention"],
    options: sweepKeptByCount,
  },
  "family.alert": {
    ...JOB_PAYLOADS["family.alert"],
    // Kept a day once done, so adding it again sends nothing.
    options: ({ eventId }) => ({
      jobId: `family-alert-${eventId}`,
      attempts: 10,
      backoff: { type: "exponential", delay: 2_000 },
      removeOnComplete: { age: DAY_S },
      removeOnFail: false,
    }),
  },
  "family.alert.sweep": {
    ...JOB_PAYLOADS["family.alert.sweep"],
    options: sweepKeptByAge,
  },
  "family.alert.digest": {
    ...JOB_PAYLOADS["family.alert.digest"],
    // Added by the first alert past the cap, it waits to gather the others.
    options: ({ parentId, childId, day }) => ({
      jobId: `family-digest-${parentId}-${childId}-${day}`,
      delay: ALERT_DIGEST_DELAY_MS,
      attempts: 10,
      backoff: { type: "exponential", delay: 5_000 },
      removeOnComplete: { age: 2 * DAY_S },
      removeOnFail: false,
    }),
  },
  "family.weekly.sweep": {
    ...JOB_PAYLOADS["family.weekly.sweep"],
    options: sweepKeptByAge,
  },
  "family.weekly.summary": {
    ...JOB_PAYLOADS["family.weekly.summary"],
    options: ({ parentId, week }) => ({
      jobId: `weekly-summary-${parentId}-${week}`,
      attempts: 5,
      backoff: { type: "exponential", delay: 10_000 },
      removeOnComplete: { age: 8 * DAY_S },
      removeOnFail: { age: 8 * DAY_S },
    }),
  },
};
