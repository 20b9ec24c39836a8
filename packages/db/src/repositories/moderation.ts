import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import { newestFirst } from "./newest-first.ts";

export interface ModerationDayCount {
  day: string;
  surface: string;
  category: string;
  blocked: number;
}

export interface NewModerationReview {
  surface: string;
  age: number | null;
  replyText: string;
  reason: string;
}

export interface ModerationReviewRecord extends NewModerationReview {
  id: string;
  createdAt: Date;
}

/** Nothing here names a child. */
export function createModerationRepository(db: Db) {
  return {
    async countBlocked(event: { day: string; surface: string; category: string }, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("moderation_daily_counts")
        .values({ ...event, blocked: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "surface", "category"]).doUpdateSet({ blocked: sql<number>`moderation_daily_counts.blocked + 1` }),
        )
        .execute();
    },

    dailyCounts(range: { from: string; to: string }, executor: Executor = db): Promise<ModerationDayCount[]> {
      return executor
        .selectFrom("moderation_daily_counts")
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "surface", "category", "blocked"])
        .where("day", ">=", range.from)
        .where("day", "<=", range.to)
        .orderBy("day", "desc")
        .orderBy("category")
        .orderBy("surface")
        .execute();
    },

    async addForReview(entry: NewModerationReview, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("moderation_reviews")
        .values({ surface: entry.surface, age: entry.age, reply_text: entry.replyText, reason: entry.reason })
        .execute();
    },

    unreviewed(limit = 50, executor: Executor = db): Promise<ModerationReviewRecord[]> {
      return executor
        .selectFrom("moderation_reviews")
        .select(["id", "created_at as createdAt", "surface", "age", "reply_text as replyText", "reason"])
        .where("reviewed_at", "is", null)
        .$call(newestFirst("moderation_reviews"))
        .limit(limit)
        .execute();
    },

    async markReviewed(id: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("moderation_reviews").set({ reviewed_at: at }).where("id", "=", id).execute();
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
