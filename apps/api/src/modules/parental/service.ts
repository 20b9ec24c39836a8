import type { ParentalLimitsState, SetParentalLimitsRequest } from "@kidsafe/contracts";
import { isMessageLimitReached, isTimeLimitReached, localDay, minuteOf, parentalLimitsOf } from "@kidsafe/db";
import type { DailyUsageRecord, DailyUsageRepository, ParentalLimits, ParentalSettingsRepository } from "@kidsafe/db";
import type { Clock } from "../../clock.ts";
import type { ParentPassword } from "./parent-password.ts";

export interface ParentalLimitsDependencies {
  settings: ParentalSettingsRepository;
  usage: DailyUsageRepository;
  parentPassword: ParentPassword;
  clock: Clock;
}

type Limits = ParentalLimits;

export { isMessageLimitReached, isTimeLimitReached };

/**
 * Daily message and time limits, kept by the server and changed only with the parent password. A day is
 * the child's local calendar day (the stored time zone), so both limits start again at local midnight.
 * Time is counted in whole active minutes: a minute counts when the open app reports activity in it
 * (once a minute, see `recordActivity`) or a message is sent in it.
 */
export function createParentalLimitsService({ settings, usage, parentPassword, clock }: ParentalLimitsDependencies) {
  async function limitsOf(userId: number): Promise<Limits> {
    return parentalLimitsOf(await settings.find(userId));
  }

  function stateOf(limits: Limits, day: string, today: DailyUsageRecord): ParentalLimitsState {
    return {
      dailyMessageLimit: limits.dailyMessageLimit,
      dailyTimeLimitMinutes: limits.dailyTimeLimitMinutes,
      timeZone: limits.timeZone,
      parentPasswordSet: limits.parentPasswordSet,
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

    /** Today's use against the limits, for the chat's usage gate. */
    async today(userId: number): Promise<{ limits: Limits; usage: DailyUsageRecord }> {
      const limits = await limitsOf(userId);
      if (limits.dailyMessageLimit === null && limits.dailyTimeLimitMinutes === null) {
        return { limits, usage: { messages: 0, activeMinutes: 0 } };
      }
      return { limits, usage: await usage.find(userId, localDay(clock(), limits.timeZone)) };
    },

    async setLimits(userId: number, request: SetParentalLimitsRequest): Promise<ParentalLimitsState> {
      await parentPassword.verifyOrEstablish(userId, request.password);
      await settings.upsert(userId, {
        daily_message_limit: request.dailyMessageLimit,
        daily_time_limit_minutes: request.dailyTimeLimitMinutes,
        time_zone: request.timeZone,
      });
      return currentState(userId);
    },

    /** 'Visit Parental Controls to unlock': today's counts start again from zero. */
    async unlockToday(userId: number, password: string): Promise<ParentalLimitsState> {
      await parentPassword.verify(userId, password);
      const limits = await limitsOf(userId);
      await usage.clearDay(userId, localDay(clock(), limits.timeZone));
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
