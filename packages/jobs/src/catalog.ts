import { ALERT_DIGEST_DELAY_MS, JOB_PAYLOADS } from "@kidsafe/contracts";
import type { JobName, JobPayload } from "@kidsafe/contracts";
import type { JobsOptions } from "bullmq";

const MINUTE_MS = 60_000;
const DAY_S = 24 * 60 * 60;
/** Tries of one day's look at a landing page; the last failed read hands the app to a full safety check. */
export const SITE_WATCH_READ_ATTEMPTS = 3;

export interface JobSpec<Name extends JobName> {
  queue: (typeof JOB_PAYLOADS)[Name]["queue"];
  payload: (typeof JOB_PAYLOADS)[Name]["payload"];
  /** Retries, backoff, what is kept, and the job id that makes adding the same work twice run it once. */
  options(payload: JobPayload<Name>): JobsOptions;
}

/**
 * Every job's queue, payload and options. Delivery is at least once (a killed worker's job runs again), so every job
 * is safe to repeat; the ids below make it also run once when it is added twice while still waiting or running.
 */
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
    // One job per cycle at a time. Removed once done, so that a cycle due again (a dunning retry days later) can be
    // added again; a job that failed every attempt is kept an hour for the operator, then the sweep adds it again.
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
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: MINUTE_MS },
      removeOnComplete: { count: 20 },
      removeOnFail: { count: 20 },
    }),
  },
  "safety.check": {
    ...JOB_PAYLOADS["safety.check"],
    // One check per advertiser waiting or running at a time, whoever asks (the weekly sweep, an operator).
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
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: MINUTE_MS },
      removeOnComplete: { count: 20 },
      removeOnFail: { count: 20 },
    }),
  },
  "site.watch": {
    ...JOB_PAYLOADS["site.watch"],
    // One look per app per day: kept two days once done, so a second sweep the same day adds nothing. A landing page
    // that cannot be read is tried again over about half an hour before the watch hands it to a full check.
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
    // A mail server that is down loses nothing: about two days of retries, and a mail that failed every one is kept
    // for the operator (the queue board) to send again. The key makes a repeated request queue it once.
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
    // Deleting what is past its time is safe to repeat; a failed run is retried, and tomorrow's catches up anyway.
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: MINUTE_MS },
      removeOnComplete: { count: 20 },
      removeOnFail: { count: 20 },
    }),
  },
  "family.alert": {
    ...JOB_PAYLOADS["family.alert"],
    // One decision per event, whoever adds it (the recording server, the sweep): kept a day once done, so adding it
    // again sends nothing. Its mails go through mail.send, keyed per event and parent.
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
    // Kept by age, as every job of the family queue: a kept count trims the queue's whole finished set in one Redis
    // script, which after a Sunday's summaries would hold Redis for seconds; an age trims in bounded batches.
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: MINUTE_MS },
      removeOnComplete: { age: DAY_S },
      removeOnFail: { age: 8 * DAY_S },
    }),
  },
  "family.alert.digest": {
    ...JOB_PAYLOADS["family.alert.digest"],
    // One digest per parent, child and day: added by the first alert past the cap, it waits to gather the others.
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
    // By age, not count: see family.alert.sweep.
    options: () => ({
      attempts: 3,
      backoff: { type: "exponential", delay: MINUTE_MS },
      removeOnComplete: { age: DAY_S },
      removeOnFail: { age: 8 * DAY_S },
    }),
  },
  "family.weekly.summary": {
    ...JOB_PAYLOADS["family.weekly.summary"],
    // One summary per parent and week: kept eight days once done, so a second sweep that week adds nothing.
    options: ({ parentId, week }) => ({
      jobId: `weekly-summary-${parentId}-${week}`,
      attempts: 5,
      backoff: { type: "exponential", delay: 10_000 },
      removeOnComplete: { age: 8 * DAY_S },
      removeOnFail: { age: 8 * DAY_S },
    }),
  },
};
