import type {
  AdminAdvertiser,
  AdminAdvertisers,
  AdminAdvertisersQuery,
  AdminReport,
  AdminReports,
  AdminReportsQuery,
  UpdateReportRequest,
} from "@kidsafe/contracts";
import { normalizeReportStatus, OPERATOR_LIST_OFFSET_MAX, OPERATOR_LIST_PAGE_SIZE } from "@kidsafe/contracts";
import type { Billing } from "@kidsafe/billing";
import type { AdvertisersRepository, OperatorAdvertiserRecord, OperatorAdvertisersRepository, ReportsRepository } from "@kidsafe/db";
import { conflict, notFound } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";
import type { OperatorJobs } from "./jobs.ts";

export interface ModerationDependencies {
  reports: ReportsRepository;
  advertisers: AdvertisersRepository;
  operatorAdvertisers: OperatorAdvertisersRepository;
  billing: Billing;
  jobs: OperatorJobs;
  audit: Audit;
  clock: Clock;
}

const NO_REPORT = "There is no such report.";
const NO_ADVERTISER = "There is no such advertiser.";

/** The record's fields as they are, but its times as ISO text and the marks that are only shown as set or not. */
function toAdminAdvertiser({ overdueSince, pausedAt, blacklistedAt, lastSafety, ...same }: OperatorAdvertiserRecord): AdminAdvertiser {
  return {
    ...same,
    overdue: overdueSince !== null,
    pausedAt: pausedAt?.toISOString() ?? null,
    blacklisted: blacklistedAt !== null,
    lastSafety: lastSafety && { ...lastSafety, checkedAt: lastSafety.checkedAt.toISOString() },
  };
}

function pageOf(query: { offset?: number | undefined; limit?: number | undefined }) {
  return { offset: query.offset ?? 0, limit: query.limit ?? OPERATOR_LIST_PAGE_SIZE };
}

/** The next page's offset when more rows came than the page holds and paging by position may go on. */
function nextOffsetOf(rowsRead: number, offset: number, limit: number): number | null {
  const next = offset + limit;
  return rowsRead > limit && next <= OPERATOR_LIST_OFFSET_MAX ? next : null;
}

/** Reports from children, and what operators do to advertisers: every change audited with before and after. */
export function createModeration({ reports, advertisers, operatorAdvertisers, billing, jobs, audit, clock }: ModerationDependencies) {
  async function advertiserOrNotFound(id: number) {
    const advertiser = await advertisers.findById(id);
    if (!advertiser) throw notFound(NO_ADVERTISER);
    return advertiser;
  }

  return {
    async reports(query: AdminReportsQuery): Promise<AdminReports> {
      const { offset, limit } = pageOf(query);
      // One row more than the page says whether another page follows.
      const rows = await reports.listForAdmin({ status: query.status, reason: query.reason, limit: limit + 1, offset });
      return {
        reports: rows
          .slice(0, limit)
          .map((row) => ({ ...row, status: normalizeReportStatus(row.status), createdAt: row.createdAt.toISOString() })),
        nextOffset: nextOffsetOf(rows.length, offset, limit),
      };
    },

    async updateReport(operator: OperatorIdentity, id: number, change: UpdateReportRequest): Promise<AdminReport> {
      const before = await reports.findById(id);
      if (!before) throw notFound(NO_REPORT);
      const adminNotes = change.adminNotes === "" ? null : change.adminNotes;
      const after = await reports.updateStatus(id, change.status, adminNotes);
      if (!after) throw notFound(NO_REPORT);
      await audit.record(operator, {
        action: "report.update",
        target: { type: "report", id },
        before: { status: before.status, adminNotes: before.adminNotes },
        after: { status: after.status, adminNotes: after.adminNotes },
      });
      const advertiser = await advertisers.findById(after.advertiserId);
      return {
        ...after,
        appName: advertiser?.appName ?? "",
        status: normalizeReportStatus(after.status),
        createdAt: after.createdAt.toISOString(),
      };
    },

    async advertisers(query: AdminAdvertisersQuery): Promise<AdminAdvertisers> {
      const { offset, limit } = pageOf(query);
      // The repository reads from the top of the list: the earlier pages are read again and left out (bounded by
      // OPERATOR_LIST_OFFSET_MAX), and one row more than the page says whether another follows.
      const rows = await operatorAdvertisers.list({
        search: query.search || undefined,
        pausedOnly: query.paused === "true",
        limit: offset + limit + 1,
      });
      return {
        advertisers: rows.slice(offset, offset + limit).map(toAdminAdvertiser),
        nextOffset: nextOffsetOf(rows.length - offset, offset, limit),
      };
    },

    async pause(operator: OperatorIdentity, id: number, reason: string): Promise<void> {
      await advertiserOrNotFound(id);
      if (!(await operatorAdvertisers.pause(id, reason, clock()))) throw conflict("This app is already paused.");
      await audit.record(operator, {
        action: "advertiser.pause",
        target: { type: "advertiser", id },
        before: { pausedAt: null },
        after: { pauseReason: reason },
      });
    },

    async resume(operator: OperatorIdentity, id: number): Promise<void> {
      const before = await advertiserOrNotFound(id);
      if (!(await operatorAdvertisers.resume(id))) throw conflict("This app is not paused.");
      await audit.record(operator, {
        action: "advertiser.resume",
        target: { type: "advertiser", id },
        before: { pausedAt: before.pausedAt?.toISOString() ?? null, pauseReason: before.pauseReason },
        after: { pausedAt: null },
      });
    },

    async recheck(operator: OperatorIdentity, id: number): Promise<{ jobId: string }> {
      await advertiserOrNotFound(id);
      const started = await jobs.safetyCheck(id);
      await audit.record(operator, { action: "advertiser.safety-check", target: { type: "advertiser", id }, after: started });
      return started;
    },

    async end(operator: OperatorIdentity, id: number, reason: string): Promise<{ urlBlacklisted: boolean }> {
      const before = await advertiserOrNotFound(id);
      if (before.status === "cancelled") throw conflict("This account has already ended.");
      const ended = await billing.endAccount(id, reason, { blacklist: "always" });
      await audit.record(operator, {
        action: "advertiser.end",
        target: { type: "advertiser", id },
        before: { status: before.status },
        after: { status: "cancelled", reason, urlBlacklisted: ended.urlBlacklisted },
      });
      return ended;
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
