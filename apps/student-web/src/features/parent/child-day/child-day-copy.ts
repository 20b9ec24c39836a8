import { FAMILY_INSIGHT_TEXTS, FEATURE_LIMIT_MINUTES, QUIET_HOURS_MAX_WINDOWS } from "@kidsafe/contracts";
import type { ModerationSurfaceValue } from "@kidsafe/contracts";

/** Words of a child's page, the rules editor, the parent's settings and the unsubscribe page (plain, no status codes). */
export const CHILD_DAY_COPY = {
  ...FAMILY_INSIGHT_TEXTS,
  seeDay: (username: string) => `See ${username}'s day`,
  backToChildren: "Back to your children",
  pageTitle: (username: string) => `${username}'s day`,
  loading: "Loading the day",
  eventsTitle: "Safety events this week",
  noEvents: "No safety events this week.",
  crisis: "Needs your attention",
  childWrote: "Your child wrote",
  replyWas: "KidSafe AI answered",
  showDetails: "Show what was written",
  /** Where it happened, by the event's surface. */
  surface: { chat: "In chat", followup: "In a search's follow-up", overview: "In a search", voice: "In a voice chat" } satisfies Readonly<
    Record<ModerationSurfaceValue, string>
  >,
  todayTitle: "Time today",
  weekTitle: "This week",
  minutes: (minutes: number) => (minutes === 1 ? "1 min" : `${minutes} min`),
  minutesOfLimit: (minutes: number, limit: number) => `${minutes} of ${limit} min`,
  noLimit: "no limit",
  uses: (feature: string, uses: number) =>
    feature === "search" ? `${uses} ${uses === 1 ? "search" : "searches"}` : `${uses} ${uses === 1 ? "message" : "messages"}`,
  subjectsTitle: "Top subjects this week",
  noSubjects: "No subjects yet this week.",
  studyModeExits: (count: number) =>
    count === 0 ? "Study mode was not left this week." : `Study mode was left ${count === 1 ? "once" : `${count} times`} this week.`,
  quietNow: "Quiet hours are on right now: the app is locked.",
  searches: {
    open: "See searches",
    title: (username: string) => `${username}'s searches`,
    loading: "Loading searches",
    empty: "No searches stored.",
  },
  rulesTitle: "Rules",
  rulesHint: `Daily limits per feature in minutes (${FEATURE_LIMIT_MINUTES.min} to ${FEATURE_LIMIT_MINUTES.max}); leave a field empty for no limit. Quiet hours lock the app, in the child's time zone.`,
  featureLimitLabel: (feature: string) => `${feature} minutes a day`,
  quietHoursTitle: "Quiet hours",
  noQuietHours: "No quiet hours.",
  windowLabel: (index: number) => `Quiet hours ${index + 1}`,
  days: "Days",
  dayNames: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const,
  start: "From",
  end: "Until",
  addWindow: "Add quiet hours",
  removeWindow: "Remove",
  maxWindows: `At most ${QUIET_HOURS_MAX_WINDOWS} quiet-hours windows.`,
  saveRules: "Save rules",
  rulesSaved: "Rules saved.",
  checkFields: "Please check the fields marked in red.",
  settingsButton: "Mail and time zone",
  settingsTitle: "Your settings",
  settingsHint: "Alerts and the weekly summary use your time zone.",
  timeZoneLabel: "Your time zone",
  weeklySummaryLabel: "Weekly summary by mail (Sunday evening)",
  unsubscribeTitle: "Weekly summary",
  unsubscribeButton: "Stop the weekly summary",
  signInLink: "Sign in to the parent area",
  missingToken: "This link is not complete. Open it again from the email.",
} as const;
