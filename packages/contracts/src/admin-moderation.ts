/**
 * The operator console's moderation: children's reports, advertisers and the review queue of paused apps, and the
 * AI answers reply moderation refused, counted per day and category.
 */
import { z } from "zod";
import {
  AdvertiserIdParams,
  Count,
  EmptyBody,
  IsoDateTime,
  OkResponse,
  ReportReason,
  ReportStatus,
  idField,
  idParam,
  numberOrDigits,
} from "./common.ts";
import { OPERATOR_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

export const ADMIN_NOTES_MAX_LENGTH = 2000;
export const OPERATOR_REASON_MAX_LENGTH = 500;

/** A page of an operator list (reports, advertisers, the audit log): 50 rows unless asked, never more than 200. */
export const OPERATOR_LIST_PAGE_SIZE = 50;
export const OPERATOR_LIST_PAGE_MAX = 200;
/** Paging by position reaches this far into a list; beyond it, the filters narrow the list instead. */
export const OPERATOR_LIST_OFFSET_MAX = 2000;

/** A whole number in a query string (or a number, from a typed client), from `min` to `max`. */
export function wholeNumberParam(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${String(min)} to ${String(max)}`;
  return numberOrDigits(message, 6).pipe(z.number().int(message).min(min, message).max(max, message));
}

/** How many rows a page holds. */
export const pageLimitParam = () => wholeNumberParam("limit", 1, OPERATOR_LIST_PAGE_MAX).optional();
/** How many rows the earlier pages held (the previous answer's `nextOffset`). */
export const pageOffsetParam = () => wholeNumberParam("offset", 0, OPERATOR_LIST_OFFSET_MAX).optional();
/** Where the next page starts; null when this page is the last one (or paging by position reached its end). */
export const NextOffset = z.number().int().nonnegative().nullable();

export const AdminReportsQuery = z.strictObject({
  status: ReportStatus.optional(),
  reason: ReportReason.optional(),
  limit: pageLimitParam(),
  offset: pageOffsetParam(),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuery>;

export const AdminReport = z.object({
  id: idField("Report id"),
  advertiserId: idField("Advertiser id"),
  appName: z.string(),
  createdAt: IsoDateTime,
  reportType: ReportReason,
  reportDetails: z.string(),
  status: ReportStatus,
  adminNotes: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReports = z.object({ reports: z.array(AdminReport), nextOffset: NextOffset });
export type AdminReports = z.infer<typeof AdminReports>;

export const ReportIdParams = z.object({ id: idParam("Report id") });

export const UpdateReportRequest = z.strictObject({
  status: ReportStatus,
  adminNotes: z.string().trim().max(ADMIN_NOTES_MAX_LENGTH, `Notes can be at most ${ADMIN_NOTES_MAX_LENGTH} characters`).nullable(),
});
export type UpdateReportRequest = z.infer<typeof UpdateReportRequest>;

export const AdminAdvertisersQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** "true": the review queue (paused apps, longest waiting first). */
  paused: z.enum(["true", "false"]).optional(),
  limit: pageLimitParam(),
  offset: pageOffsetParam(),
});
export type AdminAdvertisersQuery = z.infer<typeof AdminAdvertisersQuery>;

export const SafetyVerdict = z.object({
  isSafe: z.boolean(),
  reason: z.string(),
  details: z.string(),
  /** The pages the AI read. */
  pages: z.array(z.object({ url: z.string(), title: z.string() })),
  checkedAt: IsoDateTime,
});

export const AdminAdvertiser = z.object({
  id: idField("Advertiser id"),
  appName: z.string(),
  appUrl: z.string(),
  status: z.enum(["pending_payment", "active", "cancelled"]),
  upfrontPaid: z.boolean(),
  overdue: z.boolean(),
  pausedAt: IsoDateTime.nullable(),
  pauseReason: z.string().nullable(),
  blacklisted: z.boolean(),
  impressionsThisWeek: Count,
  lastSafety: SafetyVerdict.nullable(),
});
export type AdminAdvertiser = z.infer<typeof AdminAdvertiser>;

export const AdminAdvertisers = z.object({ advertisers: z.array(AdminAdvertiser), nextOffset: NextOffset });
export type AdminAdvertisers = z.infer<typeof AdminAdvertisers>;

const reason = z
  .string({ error: OPERATOR_TEXTS.reasonRequired })
  .trim()
  .min(1, OPERATOR_TEXTS.reasonRequired)
  .max(OPERATOR_REASON_MAX_LENGTH, `A reason can be at most ${OPERATOR_REASON_MAX_LENGTH} characters`);

export const ReasonRequest = z.strictObject({ reason });
export type ReasonRequest = z.infer<typeof ReasonRequest>;

export const JobStarted = z.object({ jobId: z.string() });
export type JobStarted = z.infer<typeof JobStarted>;

export const EndAdvertiserResponse = z.object({ urlBlacklisted: z.boolean() });

// ---- Blocked answers: reply moderation's refusals per UTC day, category and surface ----

/** With no dates the console shows the last 14 days (today included); one request covers at most 92 days. */
export const BLOCKED_ANSWERS_DEFAULT_DAYS = 14;
export const BLOCKED_ANSWERS_MAX_DAYS = 92;

/** Where a refused answer was going: a chat reply, a search's follow-up reply, a search overview, or speech. */
export const MODERATION_SURFACES = ["chat", "followup", "overview", "voice"] as const;
export const MODERATION_SURFACE_LABELS: Readonly<Record<ModerationSurfaceValue, string>> = {
  chat: "Chat replies",
  followup: "Follow-up replies",
  overview: "Search overviews",
  voice: "Voice",
};
export const ModerationSurface = z.enum(MODERATION_SURFACES);
export type ModerationSurfaceValue = z.infer<typeof ModerationSurface>;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** True for a day that exists; a wrong shape is the shape check's to report. */
const isCalendarDay = (value: string) => {
  if (!DAY_SHAPE.test(value)) return true;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** A UTC calendar day as 'YYYY-MM-DD' that exists (no February 30th). */
export function calendarDay(field: string) {
  const message = `${field} must be a date written YYYY-MM-DD, e.g. 2026-11-26`;
  return z.string({ error: message }).regex(DAY_SHAPE, message).refine(isCalendarDay, `${field} is not a day of the calendar`);
}

/**
 * Both optional: `to` defaults to today (UTC), `from` to 13 days before `to`. `surface` keeps only the answers that
 * were going there. `from` after `to`, or more than BLOCKED_ANSWERS_MAX_DAYS days, is a 400 saying so.
 */
export const AdminBlockedAnswersQuery = z.strictObject({
  from: calendarDay("from").optional(),
  to: calendarDay("to").optional(),
  surface: z.enum(MODERATION_SURFACES, { error: `surface must be one of: ${MODERATION_SURFACES.join(", ")}` }).optional(),
});
export type AdminBlockedAnswersQuery = z.infer<typeof AdminBlockedAnswersQuery>;

export const BlockedAnswersCategory = z.object({
  /** A rubric category, 'unverified' (no verdict came: fail closed) or 'provider_filter' (Gemini's own filter). */
  category: z.string(),
  /** The rubric's words for it, for people. */
  label: z.string(),
  total: Count,
});
export type BlockedAnswersCategory = z.infer<typeof BlockedAnswersCategory>;

export const BlockedAnswersDay = z.object({
  day: z.string(),
  total: Count,
  /** Every column's category, zero included. */
  counts: z.record(z.string(), Count),
});
export type BlockedAnswersDay = z.infer<typeof BlockedAnswersDay>;

export const AdminBlockedAnswers = z.object({
  from: z.string(),
  to: z.string(),
  surface: ModerationSurface.nullable(),
  /** The table's columns in order: the rubric's categories, then the answers no verdict judged, then other keys found. */
  categories: z.array(BlockedAnswersCategory),
  /** Every day from `to` back to `from`, days without a refusal included. */
  days: z.array(BlockedAnswersDay),
  /** Per surface over the whole range, whatever `surface` is. */
  surfaces: z.array(z.object({ surface: ModerationSurface, total: Count })),
  total: Count,
});
export type AdminBlockedAnswers = z.infer<typeof AdminBlockedAnswers>;

export const adminModerationCalls = {
  adminReports: defineCall({
    method: "GET",
    path: "/api/admin/reports",
    query: AdminReportsQuery,
    response: AdminReports,
  }),
  adminUpdateReport: defineCall({
    method: "POST",
    path: "/api/admin/reports/:id",
    params: ReportIdParams,
    body: UpdateReportRequest,
    response: AdminReport,
    errors: { 404: "No such report" },
  }),
  adminAdvertisers: defineCall({
    method: "GET",
    path: "/api/admin/advertisers",
    query: AdminAdvertisersQuery,
    response: AdminAdvertisers,
  }),
  adminPauseAdvertiser: defineCall({
    method: "POST",
    path: "/api/admin/advertisers/:id/pause",
    params: AdvertiserIdParams,
    body: ReasonRequest,
    response: OkResponse,
    errors: { 404: "No such advertiser", 409: "Already paused" },
  }),
  adminResumeAdvertiser: defineCall({
    method: "POST",
    path: "/api/admin/advertisers/:id/resume",
    params: AdvertiserIdParams,
    body: EmptyBody,
    response: OkResponse,
    errors: { 404: "No such advertiser", 409: "Not paused" },
  }),
  adminRecheckAdvertiser: defineCall({
    method: "POST",
    path: "/api/admin/advertisers/:id/safety-check",
    params: AdvertiserIdParams,
    body: EmptyBody,
    response: JobStarted,
  }),
  adminEndAdvertiser: defineCall({
    method: "POST",
    path: "/api/admin/advertisers/:id/end",
    params: AdvertiserIdParams,
    body: ReasonRequest,
    response: EndAdvertiserResponse,
    errors: { 404: "No such advertiser", 409: "Already ended" },
  }),
  adminBlockedAnswers: defineCall({
    method: "GET",
    path: "/api/admin/moderation/blocked-answers",
    query: AdminBlockedAnswersQuery,
    response: AdminBlockedAnswers,
  }),
} as const;
