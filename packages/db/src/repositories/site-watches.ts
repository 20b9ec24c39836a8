import { sql } from "kysely";
import type { Executor } from "../client.ts";

/** What the daily watch knows of an app's landing page. */
export interface SiteWatch {
  advertiserId: number;
  /** The landing page's hash as a passed verdict read it; null until one did. */
  judgedHash: string | null;
  judgedAt: Date | null;
  seenHash: string | null;
  seenAt: Date | null;
  /** Reads that failed in a row. */
  readFailures: number;
}

/** The daily watch's state per app, and the apps it watches. */
export function createSiteWatchesRepository(db: Executor) {
  return {
    async find(advertiserId: number, executor: Executor = db): Promise<SiteWatch | undefined> {
      const row = await executor.selectFrom("site_watches").selectAll().where("advertiser_id", "=", advertiserId).executeTakeFirst();
      return (
        row && {
          advertiserId: row.advertiser_id,
          judgedHash: row.judged_hash,
          judgedAt: row.judged_at,
          seenHash: row.seen_hash,
          seenAt: row.seen_at,
          readFailures: row.read_failures,
        }
      );
    },

    /**
     * The watch read the landing page: its hash, and the failures in a row start again from none. Answers the hash
     * the last passed verdict read, to compare with.
     */
    async recordSeen(advertiserId: number, hash: string, at: Date, executor: Executor = db): Promise<{ judgedHash: string | null }> {
      const row = await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, seen_hash: hash, seen_at: at, read_failures: 0 })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ seen_hash: hash, seen_at: at, read_failures: 0 }))
        .returning("judged_hash")
        .executeTakeFirstOrThrow();
      return { judgedHash: row.judged_hash };
    },

    /** The watch could not read the landing page: answers the failures in a row, this one included. */
    async recordReadFailure(advertiserId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, read_failures: 1 })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ read_failures: sql<number>`site_watches.read_failures + 1` }))
        .returning("read_failures")
        .executeTakeFirstOrThrow();
      return row.read_failures;
    },

    /** A verdict passed the landing page with this hash: the watch leaves it alone until it reads another. */
    async recordJudged(advertiserId: number, hash: string, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("site_watches")
        .values({ advertiser_id: advertiserId, judged_hash: hash, judged_at: at })
        .onConflict((conflict) => conflict.column("advertiser_id").doUpdateSet({ judged_hash: hash, judged_at: at }))
        .execute();
    },

    /**
     * Live apps (active, paid, not paused) after `afterId`, in id order, at most `limit`: the daily sweep's pages.
     * Paused ones wait for an operator, as with the weekly check.
     */
    async liveAfter(afterId: number, limit: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectFrom("advertisers")
        .select("id")
        .where("status", "=", "active")
        .where("upfront_paid_at", "is not", null)
        .where("paused_at", "is", null)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type SiteWatchesRepository = ReturnType<typeof createSiteWatchesRepository>;
