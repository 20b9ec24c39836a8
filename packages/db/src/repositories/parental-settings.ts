import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { ParentalSettingsRow, StoredFeature } from "../schema.ts";

export interface StoredQuietHoursWindow {
  days: number[];
  start: string;
  end: string;
}

/** A child's stored limits as every server reads them; the rules that lock on them are in the contracts (`lockOf`). */
export interface ParentalLimits {
  dailyMessageLimit: number | null;
  dailyTimeLimitMinutes: number | null;
  timeZone: string;
  parentPasswordSet: boolean;
  featureLimits: Partial<Record<StoredFeature, number | null>>;
  quietHours: StoredQuietHoursWindow[];
}

/** What a child without a settings row has: the column defaults. */
const NO_PARENTAL_LIMITS: ParentalLimits = {
  dailyMessageLimit: null,
  dailyTimeLimitMinutes: null,
  timeZone: "UTC",
  parentPasswordSet: false,
  featureLimits: {},
  quietHours: [],
};

export function parentalLimitsOf(row: ParentalSettingsRow | undefined): ParentalLimits {
  if (!row) return NO_PARENTAL_LIMITS;
  return {
    dailyMessageLimit: row.daily_message_limit,
    dailyTimeLimitMinutes: row.daily_time_limit_minutes,
    timeZone: row.time_zone,
    parentPasswordSet: row.parent_password_hash !== null,
    featureLimits: row.feature_limits,
    quietHours: row.quiet_hours,
  };
}

/** The parent password has its own method: it is set once, never overwritten. */
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
  "feature_limits",
  "quiet_hours",
  "updated_at",
] as const;

export interface FamilyRulesChange {
  featureLimits: Partial<Record<StoredFeature, number | null | undefined>>;
  quietHours: StoredQuietHoursWindow[];
}

const FEATURE_NAMES: readonly StoredFeature[] = ["chat", "search", "voice", "games", "drawing"];
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Checked once more: a caller that skipped the contracts' schema must not store what the locks cannot read. */
function familyRulesJson(rules: FamilyRulesChange): { feature_limits: string; quiet_hours: string } {
  const featureLimits: Partial<Record<StoredFeature, number>> = {};
  for (const [feature, minutes] of Object.entries(rules.featureLimits)) {
    if (!FEATURE_NAMES.includes(feature as StoredFeature)) throw new RangeError(`unknown feature ${feature}`);
    if (minutes === null || minutes === undefined) continue;
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) throw new RangeError(`bad limit for ${feature}`);
    featureLimits[feature as StoredFeature] = minutes;
  }
  const quietHours = rules.quietHours.map(({ days, start, end }) => {
    if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) throw new RangeError("bad quiet-hours days");
    if (!CLOCK_TIME.test(start) || !CLOCK_TIME.test(end) || start === end) throw new RangeError("bad quiet-hours times");
    return { days: [...new Set(days)].sort(), start, end };
  });
  return { feature_limits: JSON.stringify(featureLimits), quiet_hours: JSON.stringify(quietHours) };
}

export function createParentalSettingsRepository(db: Db) {
  return {
    find(userId: number, executor: Executor = db): Promise<ParentalSettingsRow | undefined> {
      return executor.selectFrom("parental_settings").select(ALL_COLUMNS).where("user_id", "=", userId).executeTakeFirst();
    },

    /** When two first-time requests race, both learn which password won. */
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

    /** A pending reset is dropped, since the parent has just chosen a password they know. */
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

    upsert(userId: number, change: ParentalSettingsChange, executor: Executor = db): Promise<ParentalSettingsRow> {
      return executor
        .insertInto("parental_settings")
        .values({ user_id: userId, ...change })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...change, updated_at: sql<Date>`now()` }))
        .returning(ALL_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    setFamilyRules(userId: number, rules: FamilyRulesChange, executor: Executor = db): Promise<ParentalSettingsRow> {
      const change = familyRulesJson(rules);
      return executor
        .insertInto("parental_settings")
        .values({ user_id: userId, ...change })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...change, updated_at: sql<Date>`now()` }))
        .returning(ALL_COLUMNS)
        .executeTakeFirstOrThrow();
    },

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

    async cancelParentPasswordReset(userId: number, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("parental_settings")
        .set({ parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .execute();
    },

    /** The next password given becomes the parent password. */
    async completeParentPasswordReset(userId: number, dueBefore: Date, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable("parental_settings")
        .set({ parent_password_hash: null, parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where("parent_password_reset_requested_at", "<=", dueBefore)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Study mode locks the alert setting. */
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
