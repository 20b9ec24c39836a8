import { describe, expect, it } from "vitest";
import { NO_USAGE_TODAY, lockOf, needsUsageToday } from "./app-lock.ts";
import type { AppRules } from "./app-lock.ts";
import { CHAT_TEXTS } from "./constants/texts-student.ts";
import { ActivityReport } from "./features.ts";
import { FAMILY_INSIGHT_TEXTS, FamilyRules, isFeatureLimitReached, isQuietTime, localWeekMinute } from "./family-insight.ts";
import type { QuietHoursWindow } from "./family-insight.ts";

const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const KATHMANDU = "Asia/Kathmandu";

/** Sunday nights, 21:00 until Monday 07:00. */
const sundayNight: QuietHoursWindow = { days: [SUNDAY], start: "21:00", end: "07:00" };

describe("isQuietTime", () => {
  it("holds from the start up to, not including, the end of a window within one day", () => {
    const school: QuietHoursWindow = { days: [MONDAY], start: "09:00", end: "15:00" };
    expect(isQuietTime([school], new Date("2026-11-30T08:59:00Z"), "UTC")).toBe(false);
    expect(isQuietTime([school], new Date("2026-11-30T09:00:00Z"), "UTC")).toBe(true);
    expect(isQuietTime([school], new Date("2026-11-30T14:59:59Z"), "UTC")).toBe(true);
    expect(isQuietTime([school], new Date("2026-11-30T15:00:00Z"), "UTC")).toBe(false);
    // The same hours on a Tuesday are not quiet: the window names Monday only.
    expect(isQuietTime([school], new Date("2026-12-01T10:00:00Z"), "UTC")).toBe(false);
  });

  it("reads the window in Asia/Kathmandu's time (+05:45), not in UTC", () => {
    // 15:15 UTC on Sunday is 21:00 in Kathmandu.
    expect(localWeekMinute(new Date("2026-11-29T15:15:00Z"), KATHMANDU)).toEqual({ weekday: SUNDAY, minute: 21 * 60 });
    expect(isQuietTime([sundayNight], new Date("2026-11-29T15:14:59Z"), KATHMANDU)).toBe(false);
    expect(isQuietTime([sundayNight], new Date("2026-11-29T15:15:00Z"), KATHMANDU)).toBe(true);
    // The same moment in UTC (15:15 on Sunday) is afternoon: not quiet.
    expect(isQuietTime([sundayNight], new Date("2026-11-29T15:15:00Z"), "UTC")).toBe(false);
  });

  it("runs a window past midnight into the next morning, on the day after the named one only", () => {
    // Monday 06:59 and 07:00 in Kathmandu.
    expect(isQuietTime([sundayNight], new Date("2026-11-30T01:14:00Z"), KATHMANDU)).toBe(true);
    expect(isQuietTime([sundayNight], new Date("2026-11-30T01:15:00Z"), KATHMANDU)).toBe(false);
    // Monday night is not quiet (the window names Sunday), nor is Sunday early morning (Saturday is not named).
    expect(isQuietTime([sundayNight], new Date("2026-11-30T15:15:00Z"), KATHMANDU)).toBe(false);
    expect(isQuietTime([sundayNight], new Date("2026-11-29T00:15:00Z"), KATHMANDU)).toBe(false);
    // Midnight itself belongs to the morning part.
    expect(isQuietTime([sundayNight], new Date("2026-11-29T18:15:00Z"), KATHMANDU)).toBe(true);
  });

  it("holds when any of several windows does, and never without windows", () => {
    const fridayNight: QuietHoursWindow = { days: [FRIDAY], start: "22:30", end: "06:00" };
    const friday2300 = new Date("2026-11-27T23:00:00Z");
    expect(isQuietTime([sundayNight, fridayNight], friday2300, "UTC")).toBe(true);
    expect(isQuietTime([sundayNight], friday2300, "UTC")).toBe(false);
    expect(isQuietTime([], friday2300, "UTC")).toBe(false);
  });
});

describe("isFeatureLimitReached", () => {
  it("is reached once the minutes meet the limit, never for a feature without one", () => {
    expect(isFeatureLimitReached({ games: 30 }, "games", 29)).toBe(false);
    expect(isFeatureLimitReached({ games: 30 }, "games", 30)).toBe(true);
    expect(isFeatureLimitReached({ games: 30 }, "games", 31)).toBe(true);
    expect(isFeatureLimitReached({ games: 30 }, "drawing", 500)).toBe(false);
    expect(isFeatureLimitReached({ games: null }, "games", 500)).toBe(false);
  });
});

describe("FamilyRules and ActivityReport", () => {
  it("accepts limits per feature and quiet hours, and refuses what the locks could not read", () => {
    expect(FamilyRules.safeParse({ featureLimits: { games: 30, chat: null }, quietHours: [sundayNight] }).success).toBe(true);
    const messages = (input: unknown) => FamilyRules.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ featureLimits: { games: 0 }, quietHours: [] })).toEqual([FAMILY_INSIGHT_TEXTS.featureLimitRange]);
    expect(messages({ featureLimits: {}, quietHours: [{ days: [1], start: "21:00", end: "21:00" }] })).toEqual([
      FAMILY_INSIGHT_TEXTS.quietHoursSameTimes,
    ]);
    expect(messages({ featureLimits: {}, quietHours: [{ days: [1], start: "9:00", end: "10:00" }] })).toEqual([
      FAMILY_INSIGHT_TEXTS.quietHoursTime,
    ]);
  });

  it("takes a heartbeat with or without the feature in front, and no unknown feature", () => {
    expect(ActivityReport.safeParse({}).success).toBe(true);
    expect(ActivityReport.safeParse({ feature: "drawing" }).success).toBe(true);
    expect(ActivityReport.safeParse({ feature: "homework" }).success).toBe(false);
  });
});

const noRules: AppRules = { dailyMessageLimit: null, dailyTimeLimitMinutes: null, featureLimits: {}, quietHours: [], timeZone: "UTC" };
const sundayEvening = new Date("2026-11-29T21:30:00Z");
const mondayNoon = new Date("2026-11-30T12:00:00Z");

describe("lockOf", () => {
  it("locks nothing without rules, and needs no count of today's use then", () => {
    expect(lockOf(noRules, NO_USAGE_TODAY, "chat", mondayNoon)).toBeNull();
    expect(needsUsageToday(noRules, "chat")).toBe(false);
    expect(needsUsageToday({ ...noRules, featureLimits: { games: 10 } }, "chat")).toBe(false);
    expect(needsUsageToday({ ...noRules, featureLimits: { games: 10 } }, "games")).toBe(true);
    expect(needsUsageToday({ ...noRules, dailyMessageLimit: 5 }, null)).toBe(true);
  });

  it("locks during quiet hours whatever was used, with the quiet-hours text", () => {
    const rules = { ...noRules, quietHours: [sundayNight] };
    expect(lockOf(rules, NO_USAGE_TODAY, "games", sundayEvening)).toEqual({
      reason: "quiet_hours",
      text: FAMILY_INSIGHT_TEXTS.quietHoursLocked,
    });
    expect(lockOf(rules, NO_USAGE_TODAY, null, sundayEvening)?.reason).toBe("quiet_hours");
    expect(lockOf(rules, NO_USAGE_TODAY, "games", mondayNoon)).toBeNull();
  });

  it("locks a feature whose minutes are used up with the time-limit text, and only that feature", () => {
    const rules = { ...noRules, featureLimits: { games: 20 } };
    const used = { messages: 0, activeMinutes: 20, featureMinutes: 20 };
    expect(lockOf(rules, used, "games", mondayNoon)).toEqual({ reason: "feature_limit", text: CHAT_TEXTS.timeLimitDescription });
    expect(lockOf(rules, { ...used, featureMinutes: 19 }, "games", mondayNoon)).toBeNull();
    expect(lockOf(rules, used, "drawing", mondayNoon)).toBeNull();
  });

  it("puts the daily time limit before a feature's and the message limit last", () => {
    const rules = { ...noRules, dailyTimeLimitMinutes: 60, dailyMessageLimit: 10, featureLimits: { chat: 30 } };
    expect(lockOf(rules, { messages: 10, activeMinutes: 60, featureMinutes: 30 }, "chat", mondayNoon)?.reason).toBe("time_limit");
    expect(lockOf(rules, { messages: 10, activeMinutes: 59, featureMinutes: 30 }, "chat", mondayNoon)?.reason).toBe("feature_limit");
    expect(lockOf(rules, { messages: 10, activeMinutes: 59, featureMinutes: 29 }, "chat", mondayNoon)).toEqual({
      reason: "message_limit",
      text: CHAT_TEXTS.dailyLimitDescription,
    });
  });
});
