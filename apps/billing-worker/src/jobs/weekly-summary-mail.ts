import {
  FEATURES,
  FEATURE_LABELS,
  SAFETY_EVENT_CATEGORIES,
  SAFETY_EVENT_CATEGORY_LABELS,
  SUBJECT_LABELS,
  isCrisisCategory,
} from "@kidsafe/contracts";
import type { MailSendPayload } from "@kidsafe/contracts";
import type { ChildWeek } from "@kidsafe/db";

/** Counts and labels, never a child's own words. */
export const WEEKLY_SUMMARY_TEXTS = {
  subject: (from: string, to: string) => `Your family's week on KidSafe (${from} to ${to})`,
  greeting: "Hello,",
  intro: (from: string, to: string) => `Here is how your family used KidSafe this week, ${from} to ${to}.`,
  timeHeading: "Time per feature:",
  total: "Total",
  subjectsHeading: "Top subjects:",
  subjectUses: (label: string, uses: number) => `${label} (${uses === 1 ? "once" : `${uses} times`})`,
  noSubjects: "No subjects this week.",
  eventsHeading: "Safety events:",
  noEvents: "None this week.",
  crisisAdvice: "Please open the parent area to see more about these events, and talk with your child.",
  studyModeExits: (exits: number) => `Study mode left early: ${exits === 1 ? "once" : `${exits} times`}`,
  parentArea: (username: string) => `See ${username}'s days in the parent area:`,
  unsubscribe: "You get this summary every Sunday evening. To stop it, open this link:",
  alertsStayOn: "Safety alerts still reach you by mail while you are linked to a child, whatever you choose here.",
  signature: "KidSafe",
} as const;

export interface WeeklySummaryMailInput {
  parentId: number;
  to: string;
  week: string;
  from: string;
  until: string;
  children: ReadonlyArray<{ week: ChildWeek; parentAreaUrl: string }>;
  unsubscribeUrl: string;
}

export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

const subjectLabel = (subject: string) => (SUBJECT_LABELS as Readonly<Record<string, string>>)[subject] ?? subject;

function childSection({ week, parentAreaUrl }: WeeklySummaryMailInput["children"][number]): string[] {
  const minutes = FEATURES.map((feature) => week.minutesByFeature[feature] ?? 0);
  const total = minutes.reduce((sum, value) => sum + value, 0);
  const events = SAFETY_EVENT_CATEGORIES.filter((category) => (week.eventsByCategory[category] ?? 0) > 0);
  return [
    `== ${week.username} ==`,
    "",
    WEEKLY_SUMMARY_TEXTS.timeHeading,
    ...FEATURES.map((feature, index) => `  ${FEATURE_LABELS[feature]}: ${durationText(minutes[index]!)}`),
    `  ${WEEKLY_SUMMARY_TEXTS.total}: ${durationText(total)}`,
    "",
    WEEKLY_SUMMARY_TEXTS.subjectsHeading,
    ...(week.topSubjects.length === 0
      ? [`  ${WEEKLY_SUMMARY_TEXTS.noSubjects}`]
      : week.topSubjects.map(({ subject, uses }) => `  ${WEEKLY_SUMMARY_TEXTS.subjectUses(subjectLabel(subject), uses)}`)),
    "",
    WEEKLY_SUMMARY_TEXTS.eventsHeading,
    // The exchange itself is for the parent area.
    ...(events.length === 0
      ? [`  ${WEEKLY_SUMMARY_TEXTS.noEvents}`]
      : events.map((category) => `  ${SAFETY_EVENT_CATEGORY_LABELS[category]}: ${week.eventsByCategory[category]}`)),
    ...(events.some(isCrisisCategory) ? [`  ${WEEKLY_SUMMARY_TEXTS.crisisAdvice}`] : []),
    "",
    WEEKLY_SUMMARY_TEXTS.studyModeExits(week.studyModeExits),
    "",
    WEEKLY_SUMMARY_TEXTS.parentArea(week.username),
    parentAreaUrl,
  ];
}

/** Its key holds the parent and the week, so a retried job queues it once. */
export function weeklySummaryMail(input: WeeklySummaryMailInput): MailSendPayload {
  return {
    key: `weekly-${input.parentId}-${input.week}`,
    to: input.to,
    subject: WEEKLY_SUMMARY_TEXTS.subject(input.from, input.until),
    text: [
      WEEKLY_SUMMARY_TEXTS.greeting,
      "",
      WEEKLY_SUMMARY_TEXTS.intro(input.from, input.until),
      "",
      ...input.children.flatMap((child) => [...childSection(child), ""]),
      "--",
      WEEKLY_SUMMARY_TEXTS.unsubscribe,
      input.unsubscribeUrl,
      WEEKLY_SUMMARY_TEXTS.alertsStayOn,
      "",
      WEEKLY_SUMMARY_TEXTS.signature,
    ].join("\n"),
  };
}
