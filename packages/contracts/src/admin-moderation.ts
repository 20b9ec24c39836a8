/** The operator console's moderation: children's reports, advertisers and the review queue of paused apps. */
import { z } from "zod";
import { AdvertiserIdParams, Count, IsoDateTime, OkResponse, ReportReason, ReportStatus, idField, idParam } from "./common.ts";
import { OPERATOR_TEXTS } from "./constants/texts-advertiser.ts";
import { EmptyRequest } from "./admin.ts";
import { defineCall } from "./http.ts";

export const ADMIN_NOTES_MAX_LENGTH = 2000;
export const OPERATOR_REASON_MAX_LENGTH = 500;

export const AdminReportsQuery = z.strictObject({ status: ReportStatus.optional(), reason: ReportReason.optional() });
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

export const AdminReports = z.object({ reports: z.array(AdminReport) });
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

export const AdminAdvertisers = z.object({ advertisers: z.array(AdminAdvertiser) });
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

export const adminModerationCalls = {
  adminReports: defineCall({ method: "GET", path: "/api/admin/reports", query: AdminReportsQuery, response: AdminReports }),
  adminUpdateReport: defineCall({
    method: "POST",
    path: "/api/admin/reports/:id",
    params: ReportIdParams,
    body: UpdateReportRequest,
    response: AdminReport,
    errors: { 404: "No such report" },
  }),
  adminAdvertisers: defineCall({ method: "GET", path: "/api/admin/advertisers", query: AdminAdvertisersQuery, response: AdminAdvertisers }),
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
    body: EmptyRequest,
    response: OkResponse,
    errors: { 404: "No such advertiser", 409: "Not paused" },
  }),
  adminRecheckAdvertiser: defineCall({
    method: "POST",
    path: "/api/admin/advertisers/:id/safety-check",
    params: AdvertiserIdParams,
    body: EmptyRequest,
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
} as const;
