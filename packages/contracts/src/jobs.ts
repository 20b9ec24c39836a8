// The worker validates every payload when it takes the job, whoever queued it.
import { z } from "zod";

export const BILLING_QUEUE = "billing";
export const CHARGES_QUEUE = "charges";
export const SAFETY_QUEUE = "safety";

/** Retried until the mail server takes it. */
export const MAIL_QUEUE = "mail";
export const PRIVACY_QUEUE = "privacy";
/** Its own fetch rate: sharing the safety queue's limiter (a model call, a far lower rate) would starve one or the other. */
export const SITE_WATCH_QUEUE = "site-watch";

export const FAMILY_QUEUE = "family";

export const JOB_QUEUES = [BILLING_QUEUE, CHARGES_QUEUE, SAFETY_QUEUE, MAIL_QUEUE, PRIVACY_QUEUE, SITE_WATCH_QUEUE, FAMILY_QUEUE] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

/** Never centuries: each simulated week closes a cycle per advertiser. */
export const SIMULATED_TIME_WINDOW_DAYS = 365;

export function simulatedTimeProblem(asOf: Date, now: Date): string | undefined {
  const windowMs = SIMULATED_TIME_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  if (Math.abs(asOf.getTime() - now.getTime()) <= windowMs) return undefined;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `asOf must be within ${SIMULATED_TIME_WINDOW_DAYS} days of now (between ${day(now.getTime() - windowMs)} and ${day(now.getTime() + windowMs)}); ${asOf.toISOString()} is not.`;
}

/** The "now" an operator simulates outside production (the sweep's, and the charges it queues). */
export const SimulatedAsOf = z.iso
  .datetime({ offset: true, error: "asOf must be an ISO 8601 date and time, e.g. 2026-11-30T09:00:00Z" })
  .optional();

const digits = (label: string) => z.string({ error: `${label} must be digits` }).regex(/^\d{1,19}$/, `${label} must be digits`);

/** Without `asOf`, the worker's clock. */
export const BillingSweepPayload = z.strictObject({ asOf: SimulatedAsOf });
export type BillingSweepPayload = z.infer<typeof BillingSweepPayload>;

/** A carried or failed cycle's time is read against the simulated "now". */
export const BillingChargePayload = z.strictObject({ cycleId: digits("cycleId"), asOf: SimulatedAsOf });
export type BillingChargePayload = z.infer<typeof BillingChargePayload>;

export const SafetySweepPayload = z.strictObject({});
export type SafetySweepPayload = z.infer<typeof SafetySweepPayload>;

const advertiserId = z.number({ error: "advertiserId must be a positive whole number" }).int().positive();

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

/** `day` is the sweep's, so each app is watched once a day. */
export const SiteWatchPayload = z.strictObject({
  advertiserId,
  day: z.iso.date({ error: "day must be a date such as 2026-11-30" }),
});
export type SiteWatchPayload = z.infer<typeof SiteWatchPayload>;

/** Adding the same mail twice (a retried request) sends it once. */
export const MailSendPayload = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/, "key must be 1 to 200 letters, digits, '.', '_' or '-'"),
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
});
export type MailSendPayload = z.infer<typeof MailSendPayload>;

export const PrivacyRetentionPayload = z.strictObject({});
export type PrivacyRetentionPayload = z.infer<typeof PrivacyRetentionPayload>;

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number` })
    .int()
    .positive();
const isoDay = (label: string) => z.iso.date({ error: `${label} must be a date such as 2026-11-30` });

export const FamilyAlertPayload = z.strictObject({ eventId: digits("eventId") });
export type FamilyAlertPayload = z.infer<typeof FamilyAlertPayload>;

/** For crisis events whose alerts were never decided (Redis was down when they were recorded). */
export const FamilyAlertSweepPayload = z.strictObject({});
export type FamilyAlertSweepPayload = z.infer<typeof FamilyAlertSweepPayload>;

/** `day` is the child's local day. */
export const FamilyAlertDigestPayload = z.strictObject({ parentId: positiveId("parentId"), childId: positiveId("childId"), day: isoDay("day") });
export type FamilyAlertDigestPayload = z.infer<typeof FamilyAlertDigestPayload>;

export const WeeklySummarySweepPayload = z.strictObject({});
export type WeeklySummarySweepPayload = z.infer<typeof WeeklySummarySweepPayload>;

/** `week` is the Monday the summarised week started on, in the parent's local days. */
export const WeeklySummaryPayload = z.strictObject({ parentId: positiveId("parentId"), week: isoDay("week") });
export type WeeklySummaryPayload = z.infer<typeof WeeklySummaryPayload>;

/** Names a queue once for the jobs it carries. */
const onQueue = <Queue extends JobQueueName, Payloads extends Record<string, z.ZodType>>(queue: Queue, payloads: Payloads) =>
  Object.fromEntries(Object.entries(payloads).map(([name, payload]) => [name, { queue, payload }])) as {
    [Name in keyof Payloads]: { queue: Queue; payload: Payloads[Name] };
  };

export const JOB_PAYLOADS = {
  ...onQueue(BILLING_QUEUE, { "billing.sweep": BillingSweepPayload }),
  ...onQueue(CHARGES_QUEUE, { "billing.charge": BillingChargePayload }),
  ...onQueue(SAFETY_QUEUE, { "safety.sweep": SafetySweepPayload, "safety.check": SafetyCheckPayload }),
  ...onQueue(SITE_WATCH_QUEUE, { "site.watch.sweep": SiteWatchSweepPayload, "site.watch": SiteWatchPayload }),
  ...onQueue(MAIL_QUEUE, { "mail.send": MailSendPayload }),
  ...onQueue(PRIVACY_QUEUE, { "privacy.retention": PrivacyRetentionPayload }),
  ...onQueue(FAMILY_QUEUE, {
    "family.alert": FamilyAlertPayload,
    "family.alert.sweep": FamilyAlertSweepPayload,
    "family.alert.digest": FamilyAlertDigestPayload,
    "family.weekly.sweep": WeeklySummarySweepPayload,
    "family.weekly.summary": WeeklySummaryPayload,
  }),
};

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<Name extends JobName> = z.infer<(typeof JOB_PAYLOADS)[Name]["payload"]>;

export const JOB_NAMES = Object.keys(JOB_PAYLOADS) as JobName[];
