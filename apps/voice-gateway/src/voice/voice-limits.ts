// The parental rules as the gateway asks them: the same lock as the API's chat (`lockOf` in the contracts, on the
// repositories of @kidsafe/db), before a call and once a minute during it. Each minute of a call counts toward the
// daily time limit and voice's own minutes.
import { NO_USAGE_TODAY, lockOf, needsUsageToday } from "@kidsafe/contracts";
import { localDay, minuteOf, parentalLimitsOf } from "@kidsafe/db";
import type { FeatureUsageRepository, ParentalSettingsRepository } from "@kidsafe/db";

export interface LimitVerdict {
  /** The lock's text (quiet hours, a used-up limit) when the child may not talk now. */
  lockedText?: string;
  studyMode: boolean;
  /** The parent's time zone: which day a question counts toward. */
  timeZone: string;
}

export function createVoiceLimits(deps: { settings: ParentalSettingsRepository; featureUsage: FeatureUsageRepository; clock: () => Date }) {
  async function verdict(userId: number, countThisMinute: boolean): Promise<LimitVerdict> {
    const row = await deps.settings.find(userId);
    const rules = parentalLimitsOf(row);
    const studyMode = row?.study_mode_enabled ?? false;
    const now = deps.clock();
    const day = localDay(now, rules.timeZone);
    // Before a call with nothing that a count could lock, no read of today's use.
    const usage = countThisMinute
      ? await deps.featureUsage.recordCallMinute({ userId, day, minute: minuteOf(now) })
      : needsUsageToday(rules, "voice")
        ? await deps.featureUsage.usageToday(userId, day, "voice")
        : NO_USAGE_TODAY;
    const lock = lockOf(rules, usage, "voice", now);
    const { timeZone } = rules;
    return lock ? { lockedText: lock.text, studyMode, timeZone } : { studyMode, timeZone };
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
