// The background jobs' catalogue (the billing worker's queues): each job's name and the payload it carries. The
// producers (the worker's own sweeps, the API, the operator console) and the worker share these, and the worker
// validates every payload when it takes the job.
import { z } from "zod";

/** Sweeps: the billing sweep (close ended cycles, end accounts past grace, enqueue charges) and the safety sweep. */
export const BILLING_QUEUE = "billing";
/** One job per cycle to charge, behind the payment provider's rate limit. */
export const CHARGES_QUEUE = "charges";
/** One weekly safety re-check per advertiser. */
export const SAFETY_QUEUE = "safety";

/** Mail to parents (verification, password reset, alerts): one job per mail, retried until the mail server takes it. */
export const MAIL_QUEUE = "mail";
/** The daily privacy jobs: retention (old conversations and photos, held-back answers, old safety events). */
export const PRIVACY_QUEUE = "privacy";
/**
 * The daily watch of every live app's landing page: one fetch per app, behind its own fetch rate (a safety re-check
 * asks the model and has a far lower rate; sharing the safety queue's limiter would starve one or the other).
 */
export const SITE_WATCH_QUEUE = "site-watch";

/**
 * What families are told: a crisis event's alerts to its child's linked parents (fanned out to one mail per parent,
 * through the mail queue), the day's digest past the cap, and the weekly summaries.
 */
export const FAMILY_QUEUE = "family";

export const JOB_QUEUES = [BILLING_QUEUE, CHARGES_QUEUE, SAFETY_QUEUE, MAIL_QUEUE, PRIVACY_QUEUE, SITE_WATCH_QUEUE, FAMILY_QUEUE] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

/**
 * How far an operator's simulated billing run may move "now", either way: a few weeks or months to rehearse the
 * calendar, never centuries (each simulated week closes a cycle per advertiser).
 */
export const SIMULATED_TIME_WINDOW_DAYS = 365;

/** Why a simulated "now" is refused (outside the window around `now`), or undefined when it may be used. */
export function simulatedTimeProblem(asOf: Date, now: Date): string | undefined {
  const windowMs = SIMULATED_TIME_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  if (Math.abs(asOf.getTime() - now.getTime()) <= windowMs) return undefined;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `asOf must be within ${SIMULATED_TIME_WINDOW_DAYS} days of now (between ${day(now.getTime() - windowMs)} and ${day(now.getTime() + windowMs)}); ${asOf.toISOString()} is not.`;
}

const asOf = z.iso.datetime({ offset: true, error: "asOf must be an ISO 8601 date and time, e.g. 2026-11-30T09:00:00Z" }).optional();

const digits = (label: string) => z.string({ error: `${label} must be digits` }).regex(/^\d{1,19}$/, `${label} must be digits`);

export const BillingSweepPayload = z.strictObject({
  /**
   * The moment the sweep takes for "now" (ISO 8601): an operator simulating a week outside production. Absent: the
   * worker's clock.
   */
  asOf,
});
export type BillingSweepPayload = z.infer<typeof BillingSweepPayload>;

/** `asOf` carries a simulated sweep's "now" to its charges (a carried or failed cycle's time is read against it). */
export const BillingChargePayload = z.strictObject({ cycleId: digits("cycleId"), asOf });
export type BillingChargePayload = z.infer<typeof BillingChargePayload>;

export const SafetySweepPayload = z.strictObject({});
export type SafetySweepPayload = z.infer<typeof SafetySweepPayload>;

const advertiserId = z.number({ error: "advertiserId must be a positive whole number" }).int().positive();

/** What asked for a safety re-check: recorded with its verdict and named in a pause's reason. */
export const SafetyCheckTrigger = z.enum(["weekly", "watch", "report", "operator"]);
export type SafetyCheckTrigger = z.infer<typeof SafetyCheckTrigger>;

export const SafetyCheckPayload = z.strictObject({
  advertiserId,
  /** Absent: the weekly sweep's. */
  trigger: SafetyCheckTrigger.optional(),
});
export type SafetyCheckPayload = z.infer<typeof SafetyCheckPayload>;

export const SiteWatchSweepPayload = z.strictObject({});
export type SiteWatchSweepPayload = z.infer<typeof SiteWatchSweepPayload>;

/** One app's daily look at its landing page; `day` (UTC, YYYY-MM-DD) is the sweep's, so each app is watched once a day. */
export const SiteWatchPayload = z.strictObject({
  advertiserId,
  day: z.iso.date({ error: "day must be a date such as 2026-11-30" }),
});
export type SiteWatchPayload = z.infer<typeof SiteWatchPayload>;

/** One mail. `key` names it: adding the same mail twice (a retried request) sends it once. */
export const MailSendPayload = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/, "key must be 1 to 200 letters, digits, '.', '_' or '-'"),
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
});
export type MailSendPayload = z.infer<typeof MailSendPayload>;

/** Deletes what is past its retention period (conversations and photos, held-back answers, resolved safety events). */
export const PrivacyRetentionPayload = z.strictObject({});
export type PrivacyRetentionPayload = z.infer<typeof PrivacyRetentionPayload>;

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number` })
    .int()
    .positive();
const isoDay = (label: string) => z.iso.date({ error: `${label} must be a date such as 2026-11-30` });

/** A crisis event's alerts: one mail per linked, verified parent (or a place in the day's digest past the cap). */
export const FamilyAlertPayload = z.strictObject({ eventId: digits("eventId") });
export type FamilyAlertPayload = z.infer<typeof FamilyAlertPayload>;

/** Finds crisis events whose alerts were never decided (Redis was down when they were recorded) and alerts them. */
export const FamilyAlertSweepPayload = z.strictObject({});
export type FamilyAlertSweepPayload = z.infer<typeof FamilyAlertSweepPayload>;

/** One parent's digest of the alerts past the day's cap for one child; `day` is the child's local day. */
export const FamilyAlertDigestPayload = z.strictObject({ parentId: positiveId("parentId"), childId: positiveId("childId"), day: isoDay("day") });
export type FamilyAlertDigestPayload = z.infer<typeof FamilyAlertDigestPayload>;

/** Every quarter hour: queues the summaries of the parents for whom it is now Sunday evening. */
export const WeeklySummarySweepPayload = z.strictObject({});
export type WeeklySummarySweepPayload = z.infer<typeof WeeklySummarySweepPayload>;

/** One parent's weekly summary; `week` is the Monday the summarised week started on (the parent's local days). */
export const WeeklySummaryPayload = z.strictObject({ parentId: positiveId("parentId"), week: isoDay("week") });
export type WeeklySummaryPayload = z.infer<typeof WeeklySummaryPayload>;

/** Every job: its queue and its payload's schema, by name. */
export const JOB_PAYLOADS = {
  "billing.sweep": { queue: BILLING_QUEUE, payload: BillingSweepPayload },
  "billing.charge": { queue: CHARGES_QUEUE, payload: BillingChargePayload },
  "safety.sweep": { queue: SAFETY_QUEUE, payload: SafetySweepPayload },
  "safety.check": { queue: SAFETY_QUEUE, payload: SafetyCheckPayload },
  "site.watch.sweep": { queue: SITE_WATCH_QUEUE, payload: SiteWatchSweepPayload },
  "site.watch": { queue: SITE_WATCH_QUEUE, payload: SiteWatchPayload },
  "mail.send": { queue: MAIL_QUEUE, payload: MailSendPayload },
  "privacy.retention": { queue: PRIVACY_QUEUE, payload: PrivacyRetentionPayload },
  "family.alert": { queue: FAMILY_QUEUE, payload: FamilyAlertPayload },
  "family.alert.sweep": { queue: FAMILY_QUEUE, payload: FamilyAlertSweepPayload },
  "family.alert.digest": { queue: FAMILY_QUEUE, payload: FamilyAlertDigestPayload },
  "family.weekly.sweep": { queue: FAMILY_QUEUE, payload: WeeklySummarySweepPayload },
  "family.weekly.summary": { queue: FAMILY_QUEUE, payload: WeeklySummaryPayload },
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<Name extends JobName> = z.infer<(typeof JOB_PAYLOADS)[Name]["payload"]>;

export const JOB_NAMES = Object.keys(JOB_PAYLOADS) as JobName[];
