import { sql } from "kysely";
import type { Db } from "../client.ts";

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

export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Nothing here names a child. */
export function createModerationRepository(db: Db) {
  return {
    async countBlocked(event: { day: string; surface: string; category: string }): Promise<void> {
      await db
        .insertInto("moderation_daily_counts")
        .values({ ...event, blocked: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "surface", "category"]).doUpdateSet({ blocked: sql<number>`moderation_daily_counts.blocked + 1` }),
        )
        .execute();
    },

    dailyCounts(range: { from: string; to: string }): Promise<ModerationDayCount[]> {
      return db
        .selectFrom("moderation_daily_counts")
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "surface", "category", "blocked"])
        .where("day", ">=", range.from)
        .where("day", "<=", range.to)
        .orderBy("day", "desc")
        .orderBy("category")
        .orderBy("surface")
        .execute();
    },

    async addForReview(entry: NewModerationReview): Promise<void> {
      await db
        .insertInto("moderation_reviews")
        .values({ surface: entry.surface, age: entry.age, reply_text: entry.replyText, reason: entry.reason })
        .execute();
    },

    async unreviewed(limit = 50): Promise<ModerationReviewRecord[]> {
      const rows = await db
        .selectFrom("moderation_reviews")
        .select(["id", "created_at", "surface", "age", "reply_text", "reason"])
        .where("reviewed_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        createdAt: row.created_at,
        surface: row.surface,
        age: row.age,
        replyText: row.reply_text,
        reason: row.reason,
      }));
    },

    async markReviewed(id: string, at: Date): Promise<void> {
      await db.updateTable("moderation_reviews").set({ reviewed_at: at }).where("id", "=", id).execute();
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;

/** Matched by shape to `@kidsafe/ai`'s reply moderator, so every server records alike; a held-back answer is logged without the child. */
export function moderationRecording(
  db: Db,
  { clock, log }: { clock: () => Date; log: { warn(object: object, message: string): void; error(object: object, message: string): void } },
) {
  const moderation = createModerationRepository(db);
  return {
    recorder: {
      blocked: ({ surface, key }: { surface: string; key: string }) =>
        moderation.countBlocked({ day: utcDayOf(clock()), surface, category: key }),
      forReview: ({ surface, age, text, reason }: { surface: string; age: number | null; text: string; reason: string }) => {
        log.warn({ surface, reason }, "an answer was held back because its safety verdict failed; kept for review");
        return moderation.addForReview({ surface, age, replyText: text, reason });
      },
    },
    onRecordError: (error: unknown) =>
      log.error({ err: error }, "recording a refusal or a safety event failed; the child still got the reply meant for them"),
  };
}
