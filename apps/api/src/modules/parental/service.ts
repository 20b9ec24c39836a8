import {
  FamilyRules,
  NO_USAGE_TODAY,
  isMessageLimitReached,
  isTimeLimitReached,
  localDay,
  lockOf,
  minuteOf,
  needsUsageToday,
} from "@kidsafe/contracts";
import type {
  AppLock,
  Feature,
  ParentalLimits as LimitsRequest,
  ParentalLimitsState,
  SetParentalLimitsRequest,
  UsageToday,
} from "@kidsafe/contracts";
import { parentalLimitsOf } from "@kidsafe/db";
import type { DailyUsageRecord, DailyUsageRepository, FeatureUsageRepository, ParentalLimits, ParentalSettingsRepository } from "@kidsafe/db";
import { HttpError } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";
import type { ParentPassword } from "./parent-password.ts";

export interface ParentalLimitsDependencies {
  settings: ParentalSettingsRepository;
  usage: DailyUsageRepository;
  featureUsage: FeatureUsageRepository;
  parentPassword: ParentPassword;
  clock: Clock;
}

type Limits = ParentalLimits & { parentPasswordResetAt: Date | null };

/** Changes made through another replica are seen within this time; today's use is still read fresh whenever a limit is set. */
export const RECENT_LIMITS_TTL_MS = 5_000;

export const LOCKED = 423;

/**
 * A day is the child's local calendar day, so both limits start again at local midnight. `lockOf` in the contracts decides what locks, for every
 * server.
 */
export function createParentalLimitsService({ settings, usage, featureUsage, parentPassword, clock }: ParentalLimitsDependencies) {
  async function limitsOf(userId: number): Promise<Limits> {
    const row = await settings.find(userId);
    return {
      ...parentalLimitsOf(row),
      parentPasswordResetAt: parentPassword.resetTakesEffectAt(row?.parentPasswordResetRequestedAt ?? null),
    };
  }

  const recentLimits = new LRUCache<number, Limits>({
    max: 50_000,
    ttl: RECENT_LIMITS_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: (userId) => limitsOf(userId),
  });

  /** Not read when no limit could lock it: quiet hours need no count. */
  async function todayOf(
    userId: number,
    limits: Limits,
    feature: Feature | null,
  ): Promise<{ limits: Limits; usage: UsageToday; lock: AppLock | null }> {
    const now = clock();
    const today = needsUsageToday(limits, feature)
      ? await featureUsage.usageToday(userId, localDay(now, limits.timeZone), feature)
      : NO_USAGE_TODAY;
    return { limits, usage: today, lock: lockOf(limits, today, feature, now) };
  }

  function stateOf(limits: Limits, day: string, today: DailyUsageRecord): ParentalLimitsState {
    return {
      dailyMessageLimit: limits.dailyMessageLimit,
      dailyTimeLimitMinutes: limits.dailyTimeLimitMinutes,
      timeZone: limits.timeZone,
      parentPasswordSet: limits.parentPasswordSet,
      parentPasswordResetAt: limits.parentPasswordResetAt?.toISOString() ?? null,
      today: {
        day,
        messages: today.messages,
        minutes: today.activeMinutes,
        messagesLocked: isMessageLimitReached(limits, today),
        timeLocked: isTimeLimitReached(limits, today),
      },
    };
  }

  async function rulesOf(userId: number): Promise<FamilyRules> {
    const { featureLimits, quietHours } = await limitsOf(userId);
    return { featureLimits, quietHours };
  }

  async function currentState(userId: number): Promise<ParentalLimitsState> {
    const limits = await limitsOf(userId);
    const day = localDay(clock(), limits.timeZone);
    return stateOf(limits, day, await usage.find(userId, day));
  }

  async function storeLimits(userId: number, request: LimitsRequest): Promise<ParentalLimitsState> {
    const { dailyMessageLimit, dailyTimeLimitMinutes, timeZone } = request;
    await settings.upsert(userId, { dailyMessageLimit, dailyTimeLimitMinutes, timeZone });
    recentLimits.delete(userId);
    return currentState(userId);
  }

  return {
    limitsOf,
    currentState,

    async today(userId: number, feature: Feature) {
      return todayOf(userId, await limitsOf(userId), feature);
    },

    async recentToday(userId: number, feature: Feature) {
      return todayOf(userId, await recentLimits.forceFetch(userId), feature);
    },

    rulesOf,

    async setRulesByParent(userId: number, rules: FamilyRules): Promise<FamilyRules> {
      const checked = FamilyRules.safeParse(rules);
      if (!checked.success) throw new HttpError(400, checked.error.issues[0]?.message ?? "Invalid rules");
      await settings.setFamilyRules(userId, checked.data);
      recentLimits.delete(userId);
      return rulesOf(userId);
    },

    async setLimits(userId: number, request: SetParentalLimitsRequest): Promise<ParentalLimitsState> {
      await parentPassword.verifyOrEstablish(userId, request.password);
      return storeLimits(userId, request);
    },

    /** No parent password: the parent is signed in. */
    setLimitsByParent: storeLimits,

    async unlockToday(userId: number, password: string): Promise<ParentalLimitsState> {
      await parentPassword.verify(userId, password);
      const limits = await limitsOf(userId);
      await usage.clearDay(userId, localDay(clock(), limits.timeZone));
      return currentState(userId);
    },

    async requestPasswordReset(userId: number, accountPassword: string): Promise<ParentalLimitsState> {
      await parentPassword.requestReset(userId, accountPassword);
      return currentState(userId);
    },

    async cancelPasswordReset(userId: number, password: string): Promise<ParentalLimitsState> {
      await parentPassword.cancelReset(userId, password);
      return currentState(userId);
    },

    /** Throws 423 with the lock's text while quiet hours hold, and when a named page's time is up. */
    async recordActivity(userId: number, feature: Feature | null = null): Promise<ParentalLimitsState> {
      const limits = await limitsOf(userId);
      const now = clock();
      const day = localDay(now, limits.timeZone);
      const today = await featureUsage.recordActivity({ userId, day, minute: minuteOf(now), feature });
      const lock = lockOf(limits, today, feature, now);
      const locksPage =
        lock?.reason === "quiet_hours" || (feature !== null && (lock?.reason === "time_limit" || lock?.reason === "feature_limit"));
      if (lock && locksPage) throw new HttpError(LOCKED, lock.text);
      return stateOf(limits, day, today);
    },

    async recordMessage(userId: number, message: { feature: Feature; subject: string | null }): Promise<void> {
      const limits = await limitsOf(userId);
      const now = clock();
      await featureUsage.recordMessage({ userId, day: localDay(now, limits.timeZone), minute: minuteOf(now), ...message });
    },

    async recordSearch(userId: number, search: { query: string; subject: string | null }): Promise<void> {
      const limits = await recentLimits.forceFetch(userId);
      const now = clock();
      await featureUsage.recordSearch({ userId, day: localDay(now, limits.timeZone), at: now, ...search });
    },
  };
}

export type ParentalLimitsService = ReturnType<typeof createParentalLimitsService>;
