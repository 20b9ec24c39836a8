/** Money is integer cents, dates are ISO strings. */
import { z } from "zod";
import { AdminReport } from "./admin-moderation.ts";
import { AdvertiserId, Cents, Count, HttpUrl, IsoDateTime, idField } from "./common.ts";

export const Advertiser = z.object({
  id: AdvertiserId,
  appName: z.string(),
  appUrl: HttpUrl,
  appDescription: z.string(),
  aiGeneratedDescription: z.string().nullable(),
  /** Changed only through a check, so children read only words the check passed. */
  childDescription: z.string(),
  isActive: z.boolean(),
  upfrontPaid: z.boolean(),
});
export type Advertiser = z.infer<typeof Advertiser>;

export const AdvertiserSummary = Advertiser.pick({ id: true, appName: true, appUrl: true, upfrontPaid: true });
export type AdvertiserSummary = z.infer<typeof AdvertiserSummary>;

export const AdvertiserIdentity = Advertiser.pick({ id: true, appName: true });
export type AdvertiserIdentity = z.infer<typeof AdvertiserIdentity>;

export const CurrentCycle = z.object({ cycleStart: IsoDateTime, cycleEnd: IsoDateTime, impressionCount: Count, amountDue: Cents });
export type CurrentCycle = z.infer<typeof CurrentCycle>;

export const BillingCycle = z.object({
  ...CurrentCycle.shape,
  id: idField("Billing cycle id"),
  isPaid: z.boolean(),
});
export type BillingCycle = z.infer<typeof BillingCycle>;

export const BillingDashboard = z.object({
  currentCycle: CurrentCycle,
  totalImpressions: Count,
  regularImpressions: Count,
  recommendationCount: Count,
  recommendationImpressions: Count,
  totalAmountDue: Cents,
  amountDue: Cents,
  nextBillingDate: IsoDateTime,
  /** Overdue apps are left out of search results until paid. */
  isOverdue: z.boolean(),
  history: z.array(BillingCycle),
});
export type BillingDashboard = z.infer<typeof BillingDashboard>;

/** The billing page's summary: the dashboard's figures without their breakdown. */
export const AdvertiserBilling = BillingDashboard.pick({ currentCycle: true, totalImpressions: true, history: true });
export type AdvertiserBilling = z.infer<typeof AdvertiserBilling>;

export const AccountStateKind = z.enum(["cancelled", "awaiting_upfront_payment", "paused", "overdue", "active"]);
export type AccountStateKind = z.infer<typeof AccountStateKind>;

/** The dashboard shows it and never guesses it. */
export const AccountState = z.object({
  state: AccountStateKind,
  reason: z.string().nullable(),
});
export type AccountState = z.infer<typeof AccountState>;

/** `isActive` is true exactly when `accountState.state` is 'active'. */
export const AdvertiserDashboard = z.object({
  ...Advertiser.shape,
  totalImpressions: Count,
  thisWeekImpressions: Count,
  totalCharges: Cents,
  accountState: AccountState,
});
export type AdvertiserDashboard = z.infer<typeof AdvertiserDashboard>;

/** A report on the advertiser's own app: what the operator sees, less the app it names. */
export const UserReport = AdminReport.omit({ advertiserId: true, appName: true });
export type UserReport = z.infer<typeof UserReport>;

export const AdvertiserReports = z.object({ reports: z.array(UserReport) });
export type AdvertiserReports = z.infer<typeof AdvertiserReports>;

export const DailyFigure = z.object({
  /** UTC, the billing weeks' calendar. */
  day: z.iso.date(),
  impressions: Count,
  /** The upfront fee is not in it. */
  chargesCents: Cents,
});
export type DailyFigure = z.infer<typeof DailyFigure>;

export const AdvertiserDailyFigures = z.object({ days: z.array(DailyFigure) });
export type AdvertiserDailyFigures = z.infer<typeof AdvertiserDailyFigures>;

export const AdvertiserRecommendations = z.object({ unpaidCount: Count });
export type AdvertiserRecommendations = z.infer<typeof AdvertiserRecommendations>;

export const SafetyCheckResult = z.object({
  isSafe: z.boolean(),
  reason: z.string(),
  details: z.string(),
  aiDescription: z.string(),
});
export type SafetyCheckResult = z.infer<typeof SafetyCheckResult>;

/** A message without a checkout URL means the payment was simulated (no provider configured). */
export const PaymentStartResult = z
  .object({
    checkoutUrl: HttpUrl.optional(),
    message: z.string().optional(),
  })
  .refine((result) => result.checkoutUrl !== undefined || result.message !== undefined, {
    message: "A payment answer has a checkoutUrl or a message",
  });
export type PaymentStartResult = z.infer<typeof PaymentStartResult>;
