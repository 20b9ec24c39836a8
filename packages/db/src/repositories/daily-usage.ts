import { sql } from "kysely";
import type { Expression } from "kysely";
import type { Db, Executor } from "../client.ts";

export interface DailyUsageRecord {
  messages: number;
  activeMinutes: number;
}

const NO_USAGE: DailyUsageRecord = { messages: 0, activeMinutes: 0 };

/** A late, older minute is not counted again. */
export function countUsage(executor: Executor, usage: { userId: number; day: string; minute: Date; messages: number | Expression<number> }) {
  return executor
    .insertInto("daily_usage")
    .values({ user_id: usage.userId, day: usage.day, messages: usage.messages, active_minutes: 1, last_active_minute: usage.minute })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "day"]).doUpdateSet({
        messages: sql<number>`daily_usage.messages + excluded.messages`,
        active_minutes: sql<number>`daily_usage.active_minutes + case
          when daily_usage.last_active_minute is null or daily_usage.last_active_minute < excluded.last_active_minute
          then 1 else 0 end`,
        last_active_minute: sql<Date>`greatest(daily_usage.last_active_minute, excluded.last_active_minute)`,
      }),
    )
    .returning(["messages", "active_minutes"]);
}

/** A new day is a new row, so the counts start from zero at local midnight with nothing to reset. */
export function createDailyUsageRepository(db: Db) {
  function record(userId: number, day: string, minute: Date, messages: number, executor: Executor) {
    return countUsage(executor, { userId, day, minute, messages })
      .executeTakeFirstOrThrow()
      .then((row): DailyUsageRecord => ({ messages: row.messages, activeMinutes: row.active_minutes }));
  }

  return {
    async find(userId: number, day: string, executor: Executor = db): Promise<DailyUsageRecord> {
      const row = await executor
        .selectFrom("daily_usage")
        .select(["messages", "active_minutes"])
        .where("user_id", "=", userId)
        .where("day", "=", day)
        .executeTakeFirst();
      return row ? { messages: row.messages, activeMinutes: row.active_minutes } : NO_USAGE;
    },

    recordMessage(userId: number, day: string, minute: Date, executor: Executor = db): Promise<DailyUsageRecord> {
      return record(userId, day, minute, 1, executor);
    },

    recordActivity(userId: number, day: string, minute: Date, executor: Executor = db): Promise<DailyUsageRecord> {
      return record(userId, day, minute, 0, executor);
    },

    async clearDay(userId: number, day: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom("daily_usage").where("user_id", "=", userId).where("day", "=", day).execute();
    },
  };
}

export type DailyUsageRepository = ReturnType<typeof createDailyUsageRepository>;
