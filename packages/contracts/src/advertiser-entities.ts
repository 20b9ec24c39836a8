/** Entities of the advertiser portal (seed 001 §3). Money is integer cents, dates are ISO strings. */
import { z } from "zod";
import { AdvertiserId, Cents, Count, HttpUrl, IsoDateTime, ReportReason, ReportStatus, idField } from "./common.ts";

export const Advertiser = z.object({
  id: AdvertiserId,
  appName: z.string(),
  appUrl: HttpUrl,
  appDescription: z.string(),
  /** Written by the safety check; null until it ran. */
  aiGeneratedDescription: z.string().nullable(),
  /** What children read beside the app's name: the words the check passed, changed only through a check. */
  childDescription: z.string(),
  isActive: z.boolean(),
  upfrontPaid: z.boolean(),
});
export type Advertiser = z.infer<typeof Advertiser>;

/** What the simpler billing view learns from POST /api/advertiser/authenticate. */
export const AdvertiserSummary = Advertiser.pick({ id: true, appName: true, appUrl: true, upfrontPaid: true });
export type AdvertiserSummary = z.infer<typeof AdvertiserSummary>;

/** Stored in session storage under 'advertiserAuth' after login. */
export const AdvertiserIdentity = Advertiser.pick({ id: true, appName: true });
export type AdvertiserIdentity = z.infer<typeof AdvertiserIdentity>;

/** The running 7-day cycle. */
export const CurrentCycle = z.object({
  cycleStart: IsoDateTime,
  cycleEnd: IsoDateTime,
  impressionCount: Count,
  amountDue: Cents,
});
export type CurrentCycle = z.infer<typeof CurrentCycle>;

/** A closed (or the running) cycle in the history. */
export const BillingCycle = CurrentCycle.extend({
  id: idField("Billing cycle id"),
  isPaid: z.boolean(),
});
export type BillingCycle = z.infer<typeof BillingCycle>;

/** GET /api/advertiser/billing (the simpler billing view). History is newest first. */
export const AdvertiserBilling = z.object({
  currentCycle: CurrentCycle,
  totalImpressions: Count,
  history: z.array(BillingCycle),
});
export type AdvertiserBilling = z.infer<typeof AdvertiserBilling>;

export const BillingDashboard = z.object({
  currentCycle: CurrentCycle,
  totalImpressions: Count,
  /** Impressions from search results. */
  regularImpressions: Count,
  recommendationCount: Count,
  /** recommendationCount x IMPRESSIONS_PER_RECOMMENDATION. */
  recommendationImpressions: Count,
  /** Everything owed now, across unpaid cycles. */
  totalAmountDue: Cents,
  /** Owed for the current cycle. */
  amountDue: Cents,
  nextBillingDate: IsoDateTime,
  /** Overdue apps are disabled and left out of search results until paid. */
  isOverdue: z.boolean(),
  history: z.array(BillingCycle),
});
export type BillingDashboard = z.infer<typeof BillingDashboard>;

/**
 * Where the account stands, most pressing first: ended; the upfront fee not paid yet; held back by a pause (children's
 * reports, a failed safety re-check, an operator); a bill overdue; otherwise active (shown to children, billed weekly).
 */
export const AccountStateKind = z.enum(["cancelled", "awaiting_upfront_payment", "paused", "overdue", "active"]);
export type AccountStateKind = z.infer<typeof AccountStateKind>;

/** The server's one answer to "is my app live, and if not why": the dashboard shows it, never guesses it. */
export const AccountState = z.object({
  state: AccountStateKind,
  /** Why, in a sentence the advertiser can read (the pause's or the account's end's reason); null when active. */
  reason: z.string().nullable(),
});
export type AccountState = z.infer<typeof AccountState>;

/**
 * GET /api/advertiser/dashboard. The seed says only 'dashboard fields'; ours is the advertiser plus the
 * three stat cards (Total Impressions, This Week, Total Charges) and the account's state. `isActive` is true exactly
 * when `accountState.state` is 'active'.
 */
export const AdvertiserDashboard = Advertiser.extend({
  totalImpressions: Count,
  thisWeekImpressions: Count,
  totalCharges: Cents,
  accountState: AccountState,
});
export type AdvertiserDashboard = z.infer<typeof AdvertiserDashboard>;

/** A student's report about this advertiser's app. Stored statuses go through normalizeReportStatus. */
export const UserReport = z.object({
  id: idField("Report id"),
  createdAt: IsoDateTime,
  reportType: ReportReason,
  reportDetails: z.string(),
  status: ReportStatus,
  adminNotes: z.string().nullable(),
});
export type UserReport = z.infer<typeof UserReport>;

/** Newest first; the dashboard shows REPORTS_SHOWN and counts the rest. */
export const AdvertiserReports = z.object({ reports: z.array(UserReport) });
export type AdvertiserReports = z.infer<typeof AdvertiserReports>;

/** One UTC day of the dashboard's chart: impressions counted that day and what they cost. */
export const DailyFigure = z.object({
  /** 'YYYY-MM-DD' (UTC, the billing weeks' calendar). */
  day: z.iso.date(),
  impressions: Count,
  /** Impressions at the advertised rate (the upfront fee is not in it). */
  chargesCents: Cents,
});
export type DailyFigure = z.infer<typeof DailyFigure>;

/** GET /api/advertiser/daily-figures: DAILY_FIGURES_DAYS days, oldest first, today last, days without events at 0. */
export const AdvertiserDailyFigures = z.object({ days: z.array(DailyFigure) });
export type AdvertiserDailyFigures = z.infer<typeof AdvertiserDailyFigures>;

export const AdvertiserRecommendations = z.object({ unpaidCount: Count });
export type AdvertiserRecommendations = z.infer<typeof AdvertiserRecommendations>;

export const SafetyCheckResult = z.object({
  isSafe: z.boolean(),
  /** Short verdict; SAFETY_CHECK_TEXTS.defaultUnsafe when the checker gives none. */
  reason: z.string(),
  details: z.string(),
  /** The description the AI wrote of the app, kept at registration. */
  aiDescription: z.string(),
});
export type SafetyCheckResult = z.infer<typeof SafetyCheckResult>;

/**
 * Answer of POST /api/advertiser/pay-weekly-bill. A checkout URL sends the advertiser to the card payment
 * page; a message without one means the payment was simulated (no provider configured) and data refreshes.
 * Failures are non-2xx ErrorResponses (the seed's `error` field).
 */
export const PaymentStartResult = z
  .object({
    checkoutUrl: HttpUrl.optional(),
    message: z.string().optional(),
  })
  .refine((result) => result.checkoutUrl !== undefined || result.message !== undefined, {
    message: "A payment answer has a checkoutUrl or a message",
  });
export type PaymentStartResult = z.infer<typeof PaymentStartResult>;
