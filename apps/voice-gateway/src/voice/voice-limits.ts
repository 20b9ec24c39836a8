// The parental limits as the gateway asks them: the same rule and repositories as the API's chat (@kidsafe/db),
// before a call and once a minute during it. Each minute of a call counts toward the daily time limit.
import { CHAT_TEXTS } from "@kidsafe/contracts";
import { isMessageLimitReached, isTimeLimitReached, localDay, minuteOf, parentalLimitsOf } from "@kidsafe/db";
import type { DailyUsageRepository, ParentalSettingsRepository } from "@kidsafe/db";

export interface LimitVerdict {
  /** The seed's lock text when the child may not talk now. */
  lockedText?: string;
  studyMode: boolean;
  /** The parent's time zone: which day a question counts toward. */
  timeZone: string;
}

export function createVoiceLimits(deps: { settings: ParentalSettingsRepository; usage: DailyUsageRepository; clock: () => Date }) {
  async function verdict(userId: number, countThisMinute: boolean): Promise<LimitVerdict> {
    const row = await deps.settings.find(userId);
    const limits = parentalLimitsOf(row);
    const studyMode = row?.study_mode_enabled ?? false;
    const now = deps.clock();
    const day = localDay(now, limits.timeZone);
    const usage = countThisMinute ? await deps.usage.recordActivity(userId, day, minuteOf(now)) : await deps.usage.find(userId, day);
    const { timeZone } = limits;
    if (isTimeLimitReached(limits, usage)) return { lockedText: CHAT_TEXTS.timeLimitDescription, studyMode, timeZone };
    if (isMessageLimitReached(limits, usage)) return { lockedText: CHAT_TEXTS.dailyLimitDescription, studyMode, timeZone };
    return { studyMode, timeZone };
  }

  return {
    /** Before a call: may the child talk? (This minute is not counted yet: the call may be refused.) */
    beforeCall: (userId: number) => verdict(userId, false),
    /** Once a minute during a call: counts the minute, then asks again. */
    duringCall: (userId: number) => verdict(userId, true),
    /**
     * The day (in `timeZone`, the parent's as the call last read it) and the minute a question asked now counts
     * toward, as a typed one does.
     */
    countedOn(timeZone: string): { day: string; minute: Date } {
      const now = deps.clock();
      return { day: localDay(now, timeZone), minute: minuteOf(now) };
    },
  };
}

export type VoiceLimits = ReturnType<typeof createVoiceLimits>;
