/** The one rule every server applies, so the answers never disagree. */
import { CHAT_TEXTS } from "./constants/texts-student.ts";
import type { Feature } from "./features.ts";
import { FAMILY_INSIGHT_TEXTS, isFeatureLimitReached, isQuietTime } from "./family-insight.ts";
import type { FeatureLimits, QuietHoursWindow } from "./family-insight.ts";

export interface AppRules {
  dailyMessageLimit: number | null;
  dailyTimeLimitMinutes: number | null;
  featureLimits: FeatureLimits;
  quietHours: readonly QuietHoursWindow[];
  timeZone: string;
}

export interface UsageToday {
  messages: number;
  activeMinutes: number;
  featureMinutes: number;
}

export const NO_USAGE_TODAY: UsageToday = { messages: 0, activeMinutes: 0, featureMinutes: 0 };

export type AppLockReason = "quiet_hours" | "time_limit" | "feature_limit" | "message_limit";

export interface AppLock {
  reason: AppLockReason;
  text: string;
}

export const isMessageLimitReached = (rules: Pick<AppRules, "dailyMessageLimit">, usage: Pick<UsageToday, "messages">): boolean =>
  rules.dailyMessageLimit !== null && usage.messages >= rules.dailyMessageLimit;

export const isTimeLimitReached = (rules: Pick<AppRules, "dailyTimeLimitMinutes">, usage: Pick<UsageToday, "activeMinutes">): boolean =>
  rules.dailyTimeLimitMinutes !== null && usage.activeMinutes >= rules.dailyTimeLimitMinutes;

/** The hot paths ask before every message and search, and skip the read when nothing could lock. */
export function needsUsageToday(rules: AppRules, feature: Feature | null): boolean {
  if (rules.dailyMessageLimit !== null || rules.dailyTimeLimitMinutes !== null) return true;
  const limit = feature === null ? null : rules.featureLimits[feature];
  return limit !== null && limit !== undefined;
}

/**
 * Quiet hours come first (they hold whatever was used). Callers decide how a lock is answered: chat answers a reached message limit with
 * `locked: true`, the rest 423.
 */
export function lockOf(rules: AppRules, usage: UsageToday, feature: Feature | null, now: Date): AppLock | null {
  if (isQuietTime(rules.quietHours, now, rules.timeZone)) return { reason: "quiet_hours", text: FAMILY_INSIGHT_TEXTS.quietHoursLocked };
  if (isTimeLimitReached(rules, usage)) {
    return { reason: "time_limit", text: CHAT_TEXTS.timeLimitDescription };
  }
  if (feature !== null && isFeatureLimitReached(rules.featureLimits, feature, usage.featureMinutes)) {
    return { reason: "feature_limit", text: CHAT_TEXTS.timeLimitDescription };
  }
  if (isMessageLimitReached(rules, usage)) {
    return { reason: "message_limit", text: CHAT_TEXTS.dailyLimitDescription };
  }
  return null;
}
