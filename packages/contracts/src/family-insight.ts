/** Our own calls (the specification is silent); the rules are recorded in docs/decisions.md ('Families'). */
import { z } from "zod";
import { ModerationSurface } from "./admin-moderation.ts";
import { IsoDateTime, OkResponse } from "./common.ts";
import { AGE_GROUPS, ChildId } from "./families.ts";
import { FEATURES, FeatureName } from "./features.ts";
import type { Feature } from "./features.ts";
import { defineCall } from "./http.ts";
import { TimeZoneName } from "./parental-limits.ts";
import { SAFETY_EVENT_CATEGORY_LABELS, SafetyEventCategory } from "./safety-events.ts";
import type { SafetyEventCategoryValue } from "./safety-events.ts";

// Re-exported from features.ts, which the heartbeat's contract reads too.
export { ActivityReport, FEATURES, FeatureName } from "./features.ts";
export type { Feature } from "./features.ts";

export const FEATURE_LABELS: Readonly<Record<Feature, string>> = {
  chat: "Chat",
  search: "Search",
  voice: "Voice",
  games: "Games",
  drawing: "Drawing",
};

export const FEATURE_LIMIT_MINUTES = { min: 1, max: 24 * 60 } as const;
export const QUIET_HOURS_MAX_WINDOWS = 10;

export const FAMILY_INSIGHT_TEXTS = {
  featureLimitRange: `A daily limit must be a whole number of minutes from ${FEATURE_LIMIT_MINUTES.min} to ${FEATURE_LIMIT_MINUTES.max}, or off`,
  quietHoursDays: "Choose at least one day for each quiet-hours window",
  quietHoursTime: "Times must be written as HH:MM, e.g. 21:00",
  quietHoursSameTimes: "A quiet-hours window must start and end at different times",
  quietHoursTooMany: `At most ${QUIET_HOURS_MAX_WINDOWS} quiet-hours windows`,
  quietHoursLocked: "It's quiet time now. The app opens again when quiet hours end.",
  teenTranscripts: "Your child is 13 or older: you see their safety events, time and subjects, not their conversations or searches.",
  unsubscribed: "You will no longer get the weekly summary. Safety alerts still reach you while you are linked to a child.",
  unsubscribeLinkExpired: "This unsubscribe link is not valid any more. Sign in to the parent area to change your mails.",
  settingsSaved: "Settings saved",
} as const;

/** A feature missing or null has no limit. */
export const FeatureLimits = z.strictObject(
  Object.fromEntries(
    FEATURES.map((feature) => [
      feature,
      z
        .number({ error: FAMILY_INSIGHT_TEXTS.featureLimitRange })
        .int(FAMILY_INSIGHT_TEXTS.featureLimitRange)
        .min(FEATURE_LIMIT_MINUTES.min, FAMILY_INSIGHT_TEXTS.featureLimitRange)
        .max(FEATURE_LIMIT_MINUTES.max, FAMILY_INSIGHT_TEXTS.featureLimitRange)
        .nullable()
        .optional(),
    ]),
  ) as Record<Feature, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
);
export type FeatureLimits = z.infer<typeof FeatureLimits>;

const ClockTime = z
  .string({ error: FAMILY_INSIGHT_TEXTS.quietHoursTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FAMILY_INSIGHT_TEXTS.quietHoursTime);

/** An `end` at or before `start` runs past midnight: 21:00-07:00 on Friday locks Friday night until Saturday 07:00. */
export const QuietHoursWindow = z
  .strictObject({
    days: z
      .array(z.number({ error: FAMILY_INSIGHT_TEXTS.quietHoursDays }).int().min(0).max(6), { error: FAMILY_INSIGHT_TEXTS.quietHoursDays })
      .min(1, FAMILY_INSIGHT_TEXTS.quietHoursDays)
      .max(7, FAMILY_INSIGHT_TEXTS.quietHoursDays)
      .refine((days) => new Set(days).size === days.length, FAMILY_INSIGHT_TEXTS.quietHoursDays),
    start: ClockTime,
    end: ClockTime,
  })
  .refine((window) => window.start !== window.end, FAMILY_INSIGHT_TEXTS.quietHoursSameTimes);
export type QuietHoursWindow = z.infer<typeof QuietHoursWindow>;

export const FamilyRules = z.strictObject({
  featureLimits: FeatureLimits,
  quietHours: z.array(QuietHoursWindow).max(QUIET_HOURS_MAX_WINDOWS, FAMILY_INSIGHT_TEXTS.quietHoursTooMany),
});
export type FamilyRules = z.infer<typeof FamilyRules>;

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function localWeekMinute(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"));
  return { weekday, minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

export function isQuietTime(windows: readonly QuietHoursWindow[], now: Date, timeZone: string): boolean {
  if (windows.length === 0) return false;
  const { weekday, minute } = localWeekMinute(now, timeZone);
  const yesterday = (weekday + 6) % 7;
  return windows.some((window) => {
    const start = minutesOfDay(window.start);
    const end = minutesOfDay(window.end);
    if (start < end) return window.days.includes(weekday) && minute >= start && minute < end;
    // Past midnight: the evening part on its own day, the morning part on the day after.
    return (window.days.includes(weekday) && minute >= start) || (window.days.includes(yesterday) && minute < end);
  });
}

export function isFeatureLimitReached(limits: FeatureLimits, feature: Feature, minutesToday: number): boolean {
  const limit = limits[feature];
  return limit !== null && limit !== undefined && minutesToday >= limit;
}

export const FeatureUse = z.object({
  feature: FeatureName,
  minutes: z.number().int().nonnegative(),
  /** Messages for chat and voice questions, searches for search; 0 for games and drawing. */
  uses: z.number().int().nonnegative(),
});
export type FeatureUse = z.infer<typeof FeatureUse>;

/** No words of the child: this is what a teen's parents read, in alerts too. */
export const EVENT_SUMMARIES: Readonly<Record<SafetyEventCategoryValue, string>> = {
  self_harm: "Your child wrote something that suggests they may be thinking about hurting themselves or about suicide.",
  abuse: "Your child wrote something that suggests someone may be hurting them or treating them badly.",
  grooming: "Your child wrote about someone who asked them for photos, secrets or a meeting.",
  personal_data: "Your child tried to share personal details, such as an address or a phone number.",
  harmful_request: "Your child asked for something harmful or not suitable for their age.",
};

export const ParentSafetyEvent = z.object({
  id: z.string(),
  category: SafetyEventCategory,
  label: z.string(),
  crisis: z.boolean(),
  createdAt: IsoDateTime,
  surface: ModerationSurface,
  summary: z.string(),
  /** For an under-13's parents only; null for a teen's. */
  childMessage: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ParentSafetyEvent = z.infer<typeof ParentSafetyEvent>;

export const eventLabelOf = (category: SafetyEventCategoryValue) => SAFETY_EVENT_CATEGORY_LABELS[category];

export const SubjectCount = z.object({ subject: z.string(), uses: z.number().int().nonnegative() });

export const ChildDay = z.object({
  child: z.object({ id: z.number().int().positive(), username: z.string(), ageGroup: z.enum(AGE_GROUPS) }),
  day: z.iso.date(),
  timeZone: z.string(),
  events: z.array(ParentSafetyEvent),
  today: z.array(FeatureUse),
  week: z.array(FeatureUse),
  subjects: z.array(SubjectCount),
  studyModeExits: z.number().int().nonnegative(),
  rules: FamilyRules,
  /** Under 13 only. */
  transcriptsVisible: z.boolean(),
  quietNow: z.boolean(),
});
export type ChildDay = z.infer<typeof ChildDay>;

export const ChildSearch = z.object({ query: z.string(), createdAt: IsoDateTime });
export const ChildSearches = z.object({ searches: z.array(ChildSearch) });
export type ChildSearches = z.infer<typeof ChildSearches>;
export const PARENT_SEARCHES_MAX = 200;

/** In the parent's time zone. */
export const WEEKLY_SUMMARY_WEEKDAY = 0;
export const WEEKLY_SUMMARY_HOUR = 18;

export const ParentSettings = z.strictObject({
  timeZone: TimeZoneName,
  weeklySummary: z.boolean({ error: "weeklySummary must be true or false" }),
});
export type ParentSettings = z.infer<typeof ParentSettings>;

export const UnsubscribeRequest = z.strictObject({
  token: z
    .string({ error: FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired })
    .min(1, FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired)
    .max(200, FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired),
});

/** Past that, one digest. */
export const ALERTS_PER_CHILD_DAY = 5;
export const ALERT_DIGEST_DELAY_MS = 60 * 60_000;

export const PARENT_HELPLINES = [
  "If your child is in immediate danger, call your local emergency number (911 in the US, 112 in Europe, 999 in the UK).",
  "988 Suicide & Crisis Lifeline (US): call or text 988, also for parents worried about a child.",
  "Childhelp National Child Abuse Hotline (US): 1-800-422-4453.",
  "NSPCC Helpline (UK), for adults worried about a child: 0808 800 5000.",
] as const;

export const familyInsightCalls = {
  parentChildDay: defineCall({
    method: "GET",
    path: "/api/parent/children/:childId/day",
    params: ChildId,
    response: ChildDay,
  }),
  parentChildSearches: defineCall({
    method: "GET",
    path: "/api/parent/children/:childId/searches",
    params: ChildId,
    response: ChildSearches,
    errors: { 403: "Teens' searches are not shown" },
  }),
  parentSetFamilyRules: defineCall({
    method: "PUT",
    path: "/api/parent/children/:childId/rules",
    params: ChildId,
    body: FamilyRules,
    response: FamilyRules,
  }),
  parentSettings: defineCall({
    method: "GET",
    path: "/api/parent/settings",
    response: ParentSettings,
  }),
  parentSetSettings: defineCall({
    method: "PUT",
    path: "/api/parent/settings",
    body: ParentSettings,
    response: ParentSettings,
  }),
  weeklySummaryUnsubscribe: defineCall({
    method: "POST",
    path: "/api/parent/weekly-summary/unsubscribe",
    body: UnsubscribeRequest,
    response: OkResponse,
    errors: { 400: "The link is not valid any more", 429: "Too many tries from this address" },
  }),
} as const;

/** The student site serves them under /parent. */
export const PARENT_AREA_PATHS = {
  child: (childId: number) => `/parent/children/${childId}`,
  event: (childId: number, eventId: string) => `/parent/children/${childId}?event=${encodeURIComponent(eventId)}`,
  unsubscribe: (token: string) => `/parent/unsubscribe?token=${encodeURIComponent(token)}`,
} as const;
