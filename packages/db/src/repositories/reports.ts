import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { ReportReasonValue, StoredReportStatus } from "../schema-advertising.ts";
import { newestFirst } from "./newest-first.ts";

export interface ReportRecord {
  id: number;
  advertiserId: number;
  createdAt: Date;
  reportType: ReportReasonValue;
  reportDetails: string;
  status: StoredReportStatus;
  adminNotes: string | null;
}

export interface AdminReportRecord extends ReportRecord {
  appName: string;
}

export interface NewReport {
  advertiserId: number;
  reporterId: number;
  reason: ReportReasonValue;
  details: string;
}

const reportColumns = [
  "reports.id",
  "reports.advertiser_id",
  "reports.created_at",
  "reports.reason",
  "reports.details",
  "reports.status",
  "reports.admin_notes",
] as const;

function toRecord(row: {
  id: number;
  advertiser_id: number;
  created_at: Date;
  reason: ReportReasonValue;
  details: string;
  status: StoredReportStatus;
  admin_notes: string | null;
}): ReportRecord {
  return {
    id: row.id,
    advertiserId: row.advertiser_id,
    createdAt: row.created_at,
    reportType: row.reason,
    reportDetails: row.details,
    status: row.status,
    adminNotes: row.admin_notes,
  };
}

export function createReportsRepository(db: Db) {
  return {
    async insert({ advertiserId, reporterId, reason, details }: NewReport, executor: Executor = db): Promise<number> {
      const row = await executor
        .insertInto("reports")
        .values({ advertiser_id: advertiserId, reporter_id: reporterId, reason, details })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async listByAdvertiser(advertiserId: number, executor: Executor = db): Promise<ReportRecord[]> {
      const rows = await executor
        .selectFrom("reports")
        .select(reportColumns)
        .where("advertiser_id", "=", advertiserId)
        .$call(newestFirst("reports"))
        .execute();
      return rows.map(toRecord);
    },

    async listForAdmin(
      options: { status?: StoredReportStatus; reason?: ReportReasonValue; limit?: number; offset?: number } = {},
      executor: Executor = db,
    ): Promise<AdminReportRecord[]> {
      const rows = await executor
        .selectFrom("reports")
        .innerJoin("advertisers", "advertisers.id", "reports.advertiser_id")
        .select([...reportColumns, "advertisers.app_name"])
        .$if(options.status !== undefined, (query) => query.where("reports.status", "=", options.status ?? "pending"))
        .$if(options.reason !== undefined, (query) => query.where("reports.reason", "=", options.reason ?? "other"))
        .$call(newestFirst("reports"))
        .limit(options.limit ?? 100)
        .offset(options.offset ?? 0)
        .execute();
      return rows.map((row) => ({ ...toRecord(row), appName: row.app_name }));
    },

    async findById(id: number, executor: Executor = db): Promise<ReportRecord | undefined> {
      const row = await executor.selectFrom("reports").select(reportColumns).where("id", "=", id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** One child reporting the same app again and again counts once. */
    async reportersSince(advertiserId: number, since: Date, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom("reports")
        .select(sql<string>`count(distinct coalesce(reporter_id, -id))`.as("count"))
        .where("advertiser_id", "=", advertiserId)
        .where("created_at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Notes: null clears them; undefined keeps them. */
    async updateStatus(
      id: number,
      status: StoredReportStatus,
      adminNotes?: string | null,
      executor: Executor = db,
    ): Promise<ReportRecord | undefined> {
      const row = await executor
        .updateTable("reports")
        .set({
          status,
          ...(adminNotes !== undefined && { admin_notes: adminNotes }),
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", id)
        .returning(["id", "advertiser_id", "created_at", "reason", "details", "status", "admin_notes"])
        .executeTakeFirst();
      return row && toRecord(row);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
