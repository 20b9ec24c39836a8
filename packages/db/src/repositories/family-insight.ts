import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { StoredFeature } from "../schema-families.ts";
import type { StoredSafetyEventCategory, StoredSafetyEventSurface } from "../schema-safety-events.ts";
import { newestFirst } from "./newest-first.ts";

export interface FeatureUseRecord {
  feature: StoredFeature;
  minutes: number;
  uses: number;
}

export interface SubjectUseRecord {
  subject: string;
  uses: number;
}

export interface SearchRecord {
  query: string;
  createdAt: Date;
}

/** The caller decides whether the exchange is shown. */
export interface ParentEventRecord {
  id: string;
  category: StoredSafetyEventCategory;
  surface: StoredSafetyEventSurface;
  childMessage: string;
  reply: string;
  createdAt: Date;
}

export interface DayRange {
  from: string;
  to: string;
}

/** Reads only: the counting is done where the use happens. */
export function createFamilyInsightRepository(db: Db) {
  return {
    async featureUseOf(userId: number, days: DayRange, executor: Executor = db): Promise<FeatureUseRecord[]> {
      const rows = await executor
        .selectFrom("feature_usage")
        .select(["feature", sql<string>`sum(minutes)`.as("minutes"), sql<string>`sum(uses)`.as("uses")])
        .where("user_id", "=", userId)
        .where("day", ">=", days.from)
        .where("day", "<=", days.to)
        .groupBy("feature")
        .execute();
      return rows.map((row) => ({ feature: row.feature, minutes: Number(row.minutes), uses: Number(row.uses) }));
    },

    /** Ties by name, so the order is stable. */
    async topSubjectsOf(userId: number, days: DayRange, limit: number, executor: Executor = db): Promise<SubjectUseRecord[]> {
      const rows = await executor
        .selectFrom("subject_usage")
        .select(["subject", sql<string>`sum(uses)`.as("uses")])
        .where("user_id", "=", userId)
        .where("day", ">=", days.from)
        .where("day", "<=", days.to)
        .groupBy("subject")
        .orderBy(sql`sum(uses)`, "desc")
        .orderBy("subject")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ subject: row.subject, uses: Number(row.uses) }));
    },

    latestSearchesOf(userId: number, limit: number, executor: Executor = db): Promise<SearchRecord[]> {
      return executor
        .selectFrom("search_history")
        .select(["query", "created_at as createdAt"])
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    eventsSince(userId: number, since: Date, limit: number, executor: Executor = db): Promise<ParentEventRecord[]> {
      return executor
        .selectFrom("safety_events")
        .select(["id", "category", "surface", "child_message as childMessage", "reply", "created_at as createdAt"])
        .where("user_id", "=", userId)
        .where("created_at", ">=", since)
        .$call(newestFirst("safety_events"))
        .limit(limit)
        .execute();
    },

    async studyModeExitsSince(userId: number, since: Date, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom("study_mode_exits")
        .select(sql<string>`count(*)`.as("exits"))
        .where("user_id", "=", userId)
        .where("exited_at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.exits);
    },

    async timeZoneOf(userId: number, executor: Executor = db): Promise<string> {
      const row = await executor.selectFrom("parental_settings").select("time_zone").where("user_id", "=", userId).executeTakeFirst();
      return row?.time_zone ?? "UTC";
    },
  };
}

export type FamilyInsightRepository = ReturnType<typeof createFamilyInsightRepository>;
