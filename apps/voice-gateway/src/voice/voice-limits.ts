// The same lock as the API's chat (`lockOf` in the contracts), so the answers never disagree.
import { NO_USAGE_TODAY, localDay, lockOf, minuteOf, needsUsageToday } from "@kidsafe/contracts";
import { parentalLimitsOf } from "@kidsafe/db";
import type { FeatureUsageRepository, ParentalSettingsRepository } from "@kidsafe/db";

export interface LimitVerdict {
  lockedText?: string;
  studyMode: boolean;
  /** Which day a question counts toward. */
  timeZone: string;
}

export function createVoiceLimits(deps: { settings: ParentalSettingsRepository; featureUsage: FeatureUsageRepository; clock: () => Date }) {
  async function verdict(userId: number, countThisMinute: boolean): Promise<LimitVerdict> {
    const row = await deps.settings.find(userId);
    const rules = parentalLimitsOf(row);
    const studyMode = row?.studyModeEnabled ?? false;
    const now = deps.clock();
    const day = localDay(now, rules.timeZone);
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
    /** This minute is not counted yet: the call may be refused. */
    beforeCall: (userId: number) => verdict(userId, false),
    duringCall: (userId: number) => verdict(userId, true),
    countedOn(timeZone: string): { day: string; minute: Date } {
      const now = deps.clock();
      return { day: localDay(now, timeZone), minute: minuteOf(now) };
    },
  };
}

export type VoiceLimits = ReturnType<typeof createVoiceLimits>;
