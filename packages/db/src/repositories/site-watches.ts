import { sql } from "kysely";
import type { Selectable } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { Executor } from "../client.ts";
import type { SiteWatchesTable } from "../schema-advertising.ts";
import { isLive } from "./advertiser-eligibility-sql.ts";

export interface SiteWatch {
  advertiserId: number;
  /** Null until a passed verdict read it. */
  judgedHash: string | null;
  judgedAt: Date | null;
  seenHash: string | null;
  seenAt: Date | null;
  readFailures: number;
}

const toSiteWatch = camelCaseMapper<Selectable<SiteWatchesTable>, SiteWatch>();

export function createSiteWatchesRepository(db: Executor) {
  return {
    async find(advertiserId: number, executor: Executor = db): Promise<SiteWatch | undefined> {
      const row = await executor.selectFrom("site_watches").selectAll().where("advertiser_id", "=", advertiserId).executeTakeFirst();
      return row && toSiteWatch(row);
    },

    async recordSeen(advertiserId: number, hash: string, at: Date, executor: Executor = db): Promise<{ judgedHash: string | null }> {
      const row = await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, seen_hash: hash, seen_at: at, read_failures: 0 })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ seen_hash: hash, seen_at: at, read_failures: 0 }))
        .returning("judged_hash")
        .executeTakeFirstOrThrow();
      return { judgedHash: row.judged_hash };
    },

    async recordReadFailure(advertiserId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, read_failures: 1 })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ read_failures: sql<number>`site_watches.read_failures + 1` }))
        .returning("read_failures")
        .executeTakeFirstOrThrow();
      return row.read_failures;
    },

    /** The watch leaves the page alone until it reads another hash. */
    async recordJudged(advertiserId: number, hash: string, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, judged_hash: hash, judged_at: at })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ judged_hash: hash, judged_at: at }))
        .execute();
    },

    /** Paused ones wait for an operator, as with the weekly check. */
    async liveAfter(afterId: number, limit: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectFrom("advertisers")
        .select("id")
        .where(isLive())
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type SiteWatchesRepository = ReturnType<typeof createSiteWatchesRepository>;
