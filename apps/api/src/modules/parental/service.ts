import type { ParentalLimits as LimitsRequest, ParentalLimitsState, SetParentalLimitsRequest } from "@kidsafe/contracts";
import { isMessageLimitReached, isTimeLimitReached, localDay, minuteOf, parentalLimitsOf } from "@kidsafe/db";
import type { DailyUsageRecord, DailyUsageRepository, ParentalLimits, ParentalSettingsRepository } from "@kidsafe/db";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";
import type { ParentPassword } from "./parent-password.ts";

export interface ParentalLimitsDependencies {
  settings: ParentalSettingsRepository;
  usage: DailyUsageRepository;
  parentPassword: ParentPassword;
  clock: Clock;
}

/** The shared limits (the voice gateway reads them too) and when a requested reset of the parent password applies. */
type Limits = ParentalLimits & { parentPasswordResetAt: Date | null };

export { isMessageLimitReached, isTimeLimitReached };

/**
 * How old the limits a search or a preview reads may be (study mode's rule: RECENT_STATE_TTL_MS). Reading them
 * from PostgreSQL on every search took a pooled connection per search; today's use is still read fresh whenever a
 * limit is set. Changes made through this API process are seen at once; through another replica, within this time.
 */
export const RECENT_LIMITS_TTL_MS = 5_000;

/**
 * Daily message and time limits, kept by the server and changed only with the parent password. A day is
 * the child's local calendar day (the stored time zone), so both limits start again at local midnight.
 * Time is counted in whole active minutes: a minute counts when the open app reports activity in it
 * (once a minute, see `recordActivity`) or a message is sent in it.
 */
export function createParentalLimitsService({ settings, usage, parentPassword, clock }: ParentalLimitsDependencies) {
  async function limitsOf(userId: number): Promise<Limits> {
    const row = await settings.find(userId);
    return {
      ...parentalLimitsOf(row),
      parentPasswordResetAt: parentPassword.resetTakesEffectAt(row?.parent_password_reset_requested_at ?? null),
    };
  }

  const recentLimits = new LRUCache<number, Limits>({
    max: 50_000,
    ttl: RECENT_LIMITS_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: (userId) => limitsOf(userId),
  });

  async function todayOf(userId: number, limits: Limits): Promise<{ limits: Limits; usage: DailyUsageRecord }> {
    if (limits.dailyMessageLimit === null && limits.dailyTimeLimitMinutes === null) {
      return { limits, usage: { messages: 0, activeMinutes: 0 } };
    }
    return { limits, usage: await usage.find(userId, localDay(clock(), limits.timeZone)) };
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

  async function currentState(userId: number): Promise<ParentalLimitsState> {
    const limits = await limitsOf(userId);
    const day = localDay(clock(), limits.timeZone);
    return stateOf(limits, day, await usage.find(userId, day));
  }

  return {
    limitsOf,
    currentState,

    /** Today's use against the limits, for the chat's usage gate (a message is counted: the limits read now). */
    async today(userId: number): Promise<{ limits: Limits; usage: DailyUsageRecord }> {
      return todayOf(userId, await limitsOf(userId));
    },

    /** The same, with limits at most RECENT_LIMITS_TTL_MS old: the search and preview gate. */
    async recentToday(userId: number): Promise<{ limits: Limits; usage: DailyUsageRecord }> {
      return todayOf(userId, await recentLimits.forceFetch(userId));
    },

    async setLimits(userId: number, request: SetParentalLimitsRequest): Promise<ParentalLimitsState> {
      await parentPassword.verifyOrEstablish(userId, request.password);
      await settings.upsert(userId, {
        daily_message_limit: request.dailyMessageLimit,
        daily_time_limit_minutes: request.dailyTimeLimitMinutes,
        time_zone: request.timeZone,
      });
      recentLimits.delete(userId);
      return currentState(userId);
    },

    /** A signed-in linked parent sets the limits from the parent area: the device's rules, without the parent password. */
    async setLimitsByParent(userId: number, request: LimitsRequest): Promise<ParentalLimitsState> {
      await settings.upsert(userId, {
        daily_message_limit: request.dailyMessageLimit,
        daily_time_limit_minutes: request.dailyTimeLimitMinutes,
        time_zone: request.timeZone,
      });
      recentLimits.delete(userId);
      return currentState(userId);
    },

    /** 'Visit Parental Controls to unlock': today's counts start again from zero. */
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

    /** The open app reports that the child is using it during this minute. */
    async recordActivity(userId: number): Promise<ParentalLimitsState> {
      const limits = await limitsOf(userId);
      const now = clock();
      const day = localDay(now, limits.timeZone);
      return stateOf(limits, day, await usage.recordActivity(userId, day, minuteOf(now)));
    },

    async recordMessage(userId: number): Promise<void> {
      const limits = await limitsOf(userId);
      const now = clock();
      await usage.recordMessage(userId, localDay(now, limits.timeZone), minuteOf(now));
    },
  };
}

export type ParentalLimitsService = ReturnType<typeof createParentalLimitsService>;
