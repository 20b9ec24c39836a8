import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { AdvertiserStatus } from "../schema-advertising.ts";

export interface OperatorAdvertiserRecord {
  id: number;
  appName: string;
  appUrl: string;
  status: AdvertiserStatus;
  upfrontPaid: boolean;
  overdueSince: Date | null;
  pausedAt: Date | null;
  pauseReason: string | null;
  blacklistedAt: Date | null;
  impressionsThisWeek: number;
  lastSafety: { isSafe: boolean; reason: string; details: string; pages: Array<{ url: string; title: string }>; checkedAt: Date } | null;
}

export interface OperatorAdvertiserFilter {
  search?: string;
  pausedOnly?: boolean;
  limit: number;
}

export function createOperatorAdvertisersRepository(db: Db) {
  return {
    async list(filter: OperatorAdvertiserFilter, executor: Executor = db): Promise<OperatorAdvertiserRecord[]> {
      const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await executor
        .selectFrom("advertisers as a")
        .leftJoin("advertiser_usage as u", "u.advertiser_id", "a.id")
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom("safety_checks")
              .select(["is_safe", "reason", "details", "pages", "checked_at"])
              .whereRef("safety_checks.advertiser_id", "=", "a.id")
              .orderBy("checked_at", "desc")
              .limit(1)
              .as("s"),
          (join) => join.onTrue(),
        )
        .select([
          "a.id",
          "a.app_name",
          "a.app_url",
          "a.status",
          "a.upfront_paid_at",
          "a.overdue_since",
          "a.paused_at",
          "a.pause_reason",
          "a.blacklisted_at",
          "u.views",
          "s.is_safe",
          "s.reason",
          "s.details",
          "s.pages",
          "s.checked_at",
        ])
        .$if(pattern !== undefined, (query) =>
          query.where((eb) => eb.or([eb("a.app_name", "ilike", pattern!), eb("a.app_url", "ilike", pattern!)])),
        )
        .$if(filter.pausedOnly === true, (query) => query.where("a.paused_at", "is not", null).orderBy("a.paused_at", "asc"))
        .orderBy("a.id", "desc")
        .limit(filter.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        appName: row.app_name,
        appUrl: row.app_url,
        status: row.status,
        upfrontPaid: row.upfront_paid_at !== null,
        overdueSince: row.overdue_since,
        pausedAt: row.paused_at,
        pauseReason: row.pause_reason,
        blacklistedAt: row.blacklisted_at,
        impressionsThisWeek: row.views ?? 0,
        lastSafety:
          row.is_safe === null || row.checked_at === null
            ? null
            : { isSafe: row.is_safe, reason: row.reason ?? "", details: row.details ?? "", pages: row.pages ?? [], checkedAt: row.checked_at },
      }));
    },

    pause(id: number, reason: string, at: Date, executor: Executor = db): Promise<boolean> {
      return setPause(executor, id, { at, reason });
    },

    resume(id: number, executor: Executor = db): Promise<boolean> {
      return setPause(executor, id, null);
    },
  };
}

/** Pauses (or, given null, resumes) an app; false when it was so already. */
async function setPause(executor: Executor, id: number, pause: { at: Date; reason: string } | null): Promise<boolean> {
  const result = await executor
    .updateTable("advertisers")
    .set({ paused_at: pause?.at ?? null, pause_reason: pause?.reason ?? null, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("paused_at", pause ? "is" : "is not", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type OperatorAdvertisersRepository = ReturnType<typeof createOperatorAdvertisersRepository>;
