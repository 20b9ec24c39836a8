import type { ReportAppRequest, ReportAppResponse } from "@kidsafe/contracts";
import type { AdvertisersRepository, ReportsRepository } from "@kidsafe/db";
import { notFound, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";

export const UNKNOWN_APP_MESSAGE = "We couldn't find that app. It may no longer be available.";
export const TOO_MANY_REPORTS_MESSAGE = "You've sent a lot of reports. Please wait a while and try again.";

export interface ReportsServiceDependencies {
  reports: ReportsRepository;
  advertisers: AdvertisersRepository;
  /** Reports per student (every attempt counts). */
  perStudentLimit: RateLimiter;
}

/** POST /api/report-app: a student's report about a sponsored app, stored as 'pending' for review. */
export function createReportsService({ reports, advertisers, perStudentLimit }: ReportsServiceDependencies) {
  return {
    async submit(userId: number, request: ReportAppRequest): Promise<ReportAppResponse> {
      const limit = await perStudentLimit.hit(String(userId));
      if (!limit.allowed) throw tooManyRequests(TOO_MANY_REPORTS_MESSAGE, limit.retryAfterMs);
      if (!(await advertisers.exists(request.advertiserId))) throw notFound(UNKNOWN_APP_MESSAGE);
      const reportId = await reports.insert({
        advertiserId: request.advertiserId,
        reporterId: userId,
        reason: request.reportType,
        details: request.reportDetails,
      });
      return { ok: true, reportId };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
