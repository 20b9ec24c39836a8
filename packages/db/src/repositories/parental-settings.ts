import { sql } from "kysely";
import type { Updateable } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { ParentalSettingsTable, StoredFeature } from "../schema.ts";

export interface StoredQuietHoursWindow {
  days: number[];
  start: string;
  end: string;
}

export interface ParentalSettingsRecord {
  userId: number;
  parentPasswordHash: string | null;
  studyModeEnabled: boolean;
  beepEnabled: boolean;
  dailyMessageLimit: number | null;
  dailyTimeLimitMinutes: number | null;
  /** Daily limits reset at midnight here. */
  timeZone: string;
  parentPasswordResetRequestedAt: Date | null;
  featureLimits: Record<string, number | null>;
  quietHours: StoredQuietHoursWindow[];
  updatedAt: Date;
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

export function parentalLimitsOf(settings: ParentalSettingsRecord | undefined): ParentalLimits {
  if (!settings) return NO_PARENTAL_LIMITS;
  return {
    dailyMessageLimit: settings.dailyMessageLimit,
    dailyTimeLimitMinutes: settings.dailyTimeLimitMinutes,
    timeZone: settings.timeZone,
    parentPasswordSet: settings.parentPasswordHash !== null,
    featureLimits: settings.featureLimits,
    quietHours: settings.quietHours,
  };
}

/** The parent password has its own method: it is set once, never overwritten. */
export interface ParentalSettingsChange {
  studyModeEnabled?: boolean;
  beepEnabled?: boolean;
  dailyMessageLimit?: number | null;
  dailyTimeLimitMinutes?: number | null;
  timeZone?: string;
}

/** Fields left undefined are not written. */
function settingsColumns(change: ParentalSettingsChange) {
  return {
    study_mode_enabled: change.studyModeEnabled,
    beep_enabled: change.beepEnabled,
    daily_message_limit: change.dailyMessageLimit,
    daily_time_limit_minutes: change.dailyTimeLimitMinutes,
    time_zone: change.timeZone,
  };
}

/** The settings a child's export shows as they are (the parent password only as whether it is set). */
export const SETTINGS_COLUMNS = [
  "study_mode_enabled as studyModeEnabled",
  "beep_enabled as beepEnabled",
  "daily_message_limit as dailyMessageLimit",
  "daily_time_limit_minutes as dailyTimeLimitMinutes",
  "time_zone as timeZone",
  "parent_password_reset_requested_at as parentPasswordResetRequestedAt",
  "updated_at as updatedAt",
] as const;

const ALL_COLUMNS = [
  "user_id as userId",
  "parent_password_hash as parentPasswordHash",
  ...SETTINGS_COLUMNS,
  "feature_limits as featureLimits",
  "quiet_hours as quietHours",
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

/** Writes the columns given, creating the child's row when it has none yet. */
function writeSettings(executor: Executor, userId: number, columns: Updateable<ParentalSettingsTable>): Promise<ParentalSettingsRecord> {
  return executor
    .insertInto("parental_settings")
    .values({ user_id: userId, ...columns })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }))
    .returning(ALL_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function createParentalSettingsRepository(db: Db) {
  return {
    find(userId: number, executor: Executor = db): Promise<ParentalSettingsRecord | undefined> {
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
      await writeSettings(executor, userId, { parent_password_hash: passwordHash, parent_password_reset_requested_at: null });
    },

    upsert(userId: number, change: ParentalSettingsChange, executor: Executor = db): Promise<ParentalSettingsRecord> {
      return writeSettings(executor, userId, settingsColumns(change));
    },

    setFamilyRules(userId: number, rules: FamilyRulesChange, executor: Executor = db): Promise<ParentalSettingsRecord> {
      return writeSettings(executor, userId, familyRulesJson(rules));
    },

    async requestParentPasswordReset(userId: number, at: Date, executor: Executor = db): Promise<ParentalSettingsRecord | undefined> {
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

    async cancelParentPasswordReset(userId: number, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("parental_settings")
        .set({ parent_password_reset_requested_at: null, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .execute();
    },

    /** Study mode locks the alert setting. */
    setBeepUnlessStudyMode(userId: number, enabled: boolean, executor: Executor = db): Promise<ParentalSettingsRecord | undefined> {
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
