import { minuteOf } from "@kidsafe/contracts";
import { sql } from "kysely";
import type { Expression } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { StoredFeature } from "../schema.ts";
import { countUsage } from "./daily-usage.ts";

export interface UsageTodayRecord {
  messages: number;
  activeMinutes: number;
  featureMinutes: number;
}

/** The table's checks say the same. */
export const SUBJECT_MAX_LENGTH = 40;
export const SEARCH_QUERY_MAX_LENGTH = 500;

export function normalisedSubject(subject: string): string | null {
  const normalised = subject.trim().toLowerCase().slice(0, SUBJECT_MAX_LENGTH).trim();
  return normalised === "" ? null : normalised;
}

/** A null minute (a voice question) is counted by the call instead. A late, older minute is not counted again. */
export function countFeatureUsage(
  executor: Executor,
  usage: { userId: number; day: string; feature: StoredFeature; minute: Date | null; uses: number | Expression<number> },
) {
  return executor
    .insertInto("feature_usage")
    .values({
      user_id: usage.userId,
      day: usage.day,
      feature: usage.feature,
      uses: usage.uses,
      minutes: usage.minute === null ? 0 : 1,
      last_minute: usage.minute,
    })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day", "feature"]).doUpdateSet({
        uses: sql<number>`feature_usage.uses + excluded.uses`,
        minutes: sql<number>`feature_usage.minutes + case
          when excluded.last_minute is not null
            and (feature_usage.last_minute is null or feature_usage.last_minute < excluded.last_minute)
          then 1 else 0 end`,
        last_minute: sql<Date | null>`greatest(feature_usage.last_minute, excluded.last_minute)`,
      }),
    )
    .returning(["minutes", "uses"]);
}

function countSubject(executor: Executor, usage: { userId: number; day: string; subject: string }) {
  return executor
    .insertInto("subject_usage")
    .values({ user_id: usage.userId, day: usage.day, subject: usage.subject, uses: 1 })
    .onConflict((conflict) => conflict.columns(["user_id", "day", "subject"]).doUpdateSet({ uses: sql<number>`subject_usage.uses + 1` }));
}

/** Written on the hot paths in one statement per event. The caller decides the child's local day, as for the daily limits. */
export function createFeatureUsageRepository(db: Db) {
  async function recordActivity(
    activity: { userId: number; day: string; minute: Date; feature: StoredFeature | null },
    executor: Executor = db,
  ): Promise<UsageTodayRecord> {
    const { userId, day, minute, feature } = activity;
    const counted = countUsage(db, { userId, day, minute, messages: 0 });
    const statement =
      feature === null
        ? sql<{ messages: number; active_minutes: number; feature_minutes: number }>`
            with counted_day as (${counted})
            select messages, active_minutes, 0 as feature_minutes from counted_day`
        : sql<{ messages: number; active_minutes: number; feature_minutes: number }>`
            with counted_day as (${counted}),
            counted_feature as (${countFeatureUsage(db, { userId, day, feature, minute, uses: 0 })})
            select counted_day.messages, counted_day.active_minutes, counted_feature.minutes as feature_minutes
            from counted_day, counted_feature`;
    const row = (await statement.execute(executor)).rows[0];
    if (!row) throw new Error("counting an active minute returned no row");
    return { messages: row.messages, activeMinutes: row.active_minutes, featureMinutes: row.feature_minutes };
  }

  return {
    async recordMessage(
      message: { userId: number; day: string; minute: Date; feature: StoredFeature; subject: string | null },
      executor: Executor = db,
    ): Promise<void> {
      const { userId, day, minute, feature } = message;
      const subject = message.subject === null ? null : normalisedSubject(message.subject);
      await sql`
        with counted_day as (${countUsage(db, { userId, day, minute, messages: 1 })}),
        counted_feature as (${countFeatureUsage(db, { userId, day, feature, minute, uses: 1 })})
        ${subject === null ? sql`` : sql`, counted_subject as (${countSubject(db, { userId, day, subject })})`}
        select 1
      `.execute(executor);
    },

    recordActivity,

    async recordSearch(
      search: { userId: number; day: string; at: Date; query: string; subject: string | null },
      executor: Executor = db,
    ): Promise<void> {
      const { userId, day, at } = search;
      const minute = minuteOf(at);
      const subject = search.subject === null ? null : normalisedSubject(search.subject);
      const query = search.query.slice(0, SEARCH_QUERY_MAX_LENGTH);
      await sql`
        with remembered as (${db.insertInto("search_history").values({ user_id: userId, query, created_at: at })}),
        counted_feature as (${countFeatureUsage(db, { userId, day, feature: "search", minute, uses: 1 })})
        ${subject === null ? sql`` : sql`, counted_subject as (${countSubject(db, { userId, day, subject })})`}
        select 1
      `.execute(executor);
    },

    recordCallMinute(call: { userId: number; day: string; minute: Date }, executor: Executor = db): Promise<UsageTodayRecord> {
      return recordActivity({ ...call, feature: "voice" }, executor);
    },

    async usageToday(userId: number, day: string, feature: StoredFeature | null, executor: Executor = db): Promise<UsageTodayRecord> {
      const { rows } = await sql<{ messages: number; active_minutes: number; feature_minutes: number }>`
        select
          coalesce((select messages from daily_usage where user_id = ${userId} and day = ${day}), 0) as messages,
          coalesce((select active_minutes from daily_usage where user_id = ${userId} and day = ${day}), 0) as active_minutes,
          coalesce((select minutes from feature_usage where user_id = ${userId} and day = ${day} and feature = ${feature}), 0)
            as feature_minutes
      `.execute(executor);
      const row = rows[0];
      return { messages: row?.messages ?? 0, activeMinutes: row?.active_minutes ?? 0, featureMinutes: row?.feature_minutes ?? 0 };
    },

    /** Usage counts stay: they are not the child's words. */
    async forgetSearches(userId: number, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom("search_history").where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type FeatureUsageRepository = ReturnType<typeof createFeatureUsageRepository>;
