import { sql } from "kysely";
import type { Transaction } from "kysely";
import type { Db } from "../client.ts";
import type { Database, ParentalSettingsRow } from "../schema.ts";

type Executor = Db | Transaction<Database>;

/** What a write may change; the parent password has its own method (it is set once, never overwritten). */
export interface ParentalSettingsChange {
  study_mode_enabled?: boolean;
  beep_enabled?: boolean;
  daily_message_limit?: number | null;
  daily_time_limit_minutes?: number | null;
  time_zone?: string;
}

const ALL_COLUMNS = [
  "user_id",
  "parent_password_hash",
  "study_mode_enabled",
  "beep_enabled",
  "daily_message_limit",
  "daily_time_limit_minutes",
  "time_zone",
  "parent_password_reset_requested_at",
  "updated_at",
] as const;

/** One row of parental controls per student, created on the first write. */
export function createParentalSettingsRepository(db: Db) {
  return {
    find(userId: number, executor: Executor = db): Promise<ParentalSettingsRow | undefined> {
      return executor.selectFrom("parental_settings").select(ALL_COLUMNS).where("user_id", "=", userId).executeTakeFirst();
    },

    /**
     * Stores `passwordHash` as the parent password unless one is already set, and answers the hash that is
     * stored afterwards: when two first-time requests race, both learn which password won.
     */
    async establishParentPassword(userId: number, passwordHash: string, executor: Executor = db): Promise<string> {
      const row = await executor
        .insertInto("parental_settings")
        .values({ user_id: userId, parent_password_hash: passwordHash })
        .onConflict((conflict) =>
          conflict.column("user_id").doUpdateSet({
            parent_password_hash: sql<string>`coalesce(parental_settings.parent_password_hash, excluded.parent_password_hash)`,
            updated_at: sql<Date>`now()`,
          }),
        )
        .returning("parent_password_hash")
        .executeTakeFirstOrThrow();
      return row.parent_password_hash ?? passwordHash;
    },

    /**
     * A linked parent sets the parent password from the parent area: it replaces any earlier one, and a pending reset
     * (asked for on the device) is dropped, since the parent has just chosen a password they know.
     */
    async setParentPassword(userId: number, passwordHash: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("parental_settings")
        .values({ user_id: userId, parent_password_hash: passwordHash })
        .onConflict((conflict) =>
          conflict
            .column("user_id")
            .doUpdateSet({ parent_password_hash: passwordHash, parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /** Applies the change (creating the row with defaults for everything else) and answers the new row. */
    upsert(userId: number, change: ParentalSettingsChange, executor: Executor = db): Promise<ParentalSettingsRow> {
      return executor
        .insertInto("parental_settings")
        .values({ user_id: userId, ...change })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...change, updated_at: sql<Date>`now()` }))
        .returning(ALL_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Notes that a reset of the parent password was asked for at `at`, unless one is already pending. */
    async requestParentPasswordReset(userId: number, at: Date, executor: Executor = db): Promise<ParentalSettingsRow | undefined> {
      return executor
        .updateTable("parental_settings")
        .set({
          parent_password_reset_requested_at: sql<Date>`coalesce(parent_password_reset_requested_at, ${at})`,
          updated_at: sql<Date>`now()`,
        })
        .where("user_id", "=", userId)
        .where("parent_password_hash", "is not", null)
        .returning(ALL_COLUMNS)
        .executeTakeFirst();
    },

    /** The parent cancelled the pending reset (they still know the password). */
    async cancelParentPasswordReset(userId: number, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("parental_settings")
        .set({ parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .execute();
    },

    /**
     * Completes a reset asked for at or before `dueBefore`: the parent password is forgotten (the next one given
     * becomes it). Settings, study mode and limits stay as they are. Answers whether a reset was completed.
     */
    async completeParentPasswordReset(userId: number, dueBefore: Date, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable("parental_settings")
        .set({ parent_password_hash: null, parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where("parent_password_reset_requested_at", "<=", dueBefore)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Sets the fullscreen-exit beep unless study mode is on (it locks the alert setting), in one statement.
     * Answers the new row, or undefined when study mode locked the change.
     */
    setBeepUnlessStudyMode(userId: number, enabled: boolean, executor: Executor = db): Promise<ParentalSettingsRow | undefined> {
      return executor
        .insertInto("parental_settings")
        .values({ user_id: userId, beep_enabled: enabled })
        .onConflict((conflict) =>
          conflict
            .column("user_id")
            .doUpdateSet({ beep_enabled: enabled, updated_at: sql<Date>`now()` })
            .where("parental_settings.study_mode_enabled", "=", false),
        )
        .returning(ALL_COLUMNS)
        .executeTakeFirst();
    },
  };
}

export type ParentalSettingsRepository = ReturnType<typeof createParentalSettingsRepository>;
