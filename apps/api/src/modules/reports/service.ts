import type { ReportAppRequest, ReportAppResponse } from "@kidsafe/contracts";
import type { AdvertisersRepository, AuditLogRepository, OperatorAdvertisersRepository, ReportsRepository } from "@kidsafe/db";
import { notFound, tooManyRequests } from "@kidsafe/server-kit";
import type { Logger, RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";

export const autoPauseReason = (reporters: number, days: number) =>
  `Reported by ${reporters} different students within ${days} days: paused until an operator reviews it.`;
export const UNKNOWN_APP_MESSAGE = "We couldn't find that app. It may no longer be available.";
export const TOO_MANY_REPORTS_MESSAGE = "You've sent a lot of reports. Please wait a while and try again.";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportsServiceDependencies {
  reports: ReportsRepository;
  advertisers: AdvertisersRepository;
  /** Every attempt counts. */
  perStudentLimit: RateLimiter;
  autoPause: { reporters: number; days: number; operatorAdvertisers: OperatorAdvertisersRepository; auditLog: AuditLogRepository };
  recheck: (advertiserId: number) => Promise<unknown>;
  recheckLimit: RateLimiter;
  log: Pick<Logger, "warn">;
  clock: Clock;
}

/** An app reported by many different children in a short time is paused at once, pending an operator's review. */
export function createReportsService({
  reports,
  advertisers,
  perStudentLimit,
  autoPause,
  recheck,
  recheckLimit,
  log,
  clock,
}: ReportsServiceDependencies) {
  async function pauseWhenReportedOften(advertiserId: number): Promise<void> {
    const now = clock();
    const reporters = await reports.reportersSince(advertiserId, new Date(now.getTime() - autoPause.days * DAY_MS));
    if (reporters < autoPause.reporters) return;
    const reason = autoPauseReason(reporters, autoPause.days);
    if (!(await autoPause.operatorAdvertisers.pause(advertiserId, reason, now))) return;
    await autoPause.auditLog.append({
      operatorId: null,
      operatorUsername: "system",
      action: "advertiser.auto-pause",
      targetType: "advertiser",
      targetId: advertiserId,
      before: { pausedAt: null },
      after: { pauseReason: reason, reporters, days: autoPause.days },
    });
  }

  /** The report is kept whatever happens here: a queue that cannot be reached leaves the weekly check to judge. */
  async function askForRecheck(advertiserId: number): Promise<void> {
    try {
      if (!(await recheckLimit.hit(String(advertiserId))).allowed) return;
      await recheck(advertiserId);
    } catch (error) {
      log.warn({ err: error, advertiserId }, "a reported app's safety re-check could not be asked for");
    }
  }

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
      await pauseWhenReportedOften(request.advertiserId);
      await askForRecheck(request.advertiserId);
      return { ok: true, reportId };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
