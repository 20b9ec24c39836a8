// One rule every server applies the same way; the lock it makes is `lockOf` in the contracts.
import type { DailyUsageRecord } from "./repositories/daily-usage.ts";
import type { ParentalSettingsRow, StoredFeature } from "./schema.ts";

export interface StoredQuietHoursWindow {
  days: number[];
  start: string;
  end: string;
}

export interface ParentalLimits {
  dailyMessageLimit: number | null;
  dailyTimeLimitMinutes: number | null;
  timeZone: string;
  parentPasswordSet: boolean;
  featureLimits: Partial<Record<StoredFeature, number | null>>;
  quietHours: StoredQuietHoursWindow[];
}

export const NO_PARENTAL_LIMITS: ParentalLimits = {
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

export const isMessageLimitReached = (limits: ParentalLimits, usage: DailyUsageRecord) =>
  limits.dailyMessageLimit !== null && usage.messages >= limits.dailyMessageLimit;

export const isTimeLimitReached = (limits: ParentalLimits, usage: DailyUsageRecord) =>
  limits.dailyTimeLimitMinutes !== null && usage.activeMinutes >= limits.dailyTimeLimitMinutes;
