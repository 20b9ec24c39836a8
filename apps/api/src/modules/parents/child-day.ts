import {
  EVENT_SUMMARIES,
  FAMILY_TEXTS,
  FEATURES,
  PARENT_SEARCHES_MAX,
  ageGroupOf,
  eventLabelOf,
  isCrisisCategory,
  isQuietTime,
  localDay,
} from "@kidsafe/contracts";
import type { ChildDay, ChildSearches, FamilyRules, FeatureUse, ParentSafetyEvent } from "@kidsafe/contracts";
import type { ConsentsRepository, DayRange, FamilyInsightRepository, FeatureUseRecord, ParentEventRecord } from "@kidsafe/db";
import { notFound } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { ChildSummaries } from "./child-summaries.ts";
import { refuseTeenTranscripts, transcriptsVisible } from "./transcripts.ts";

const DAY_MS = 24 * 60 * 60_000;

export const CHILD_DAY_BOUNDS = { days: 7, maxEvents: 50, topSubjects: 5 } as const;

export interface ChildDayDependencies {
  consents: ConsentsRepository;
  insight: FamilyInsightRepository;
  summaries: Pick<ChildSummaries, "requireLinked">;
  rules: { rulesOf(userId: number): Promise<FamilyRules> };
  clock: Clock;
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A feature without use is zero, so the page's rows never move. */
function everyFeature(records: FeatureUseRecord[]): FeatureUse[] {
  return FEATURES.map((feature) => {
    const record = records.find((entry) => entry.feature === feature);
    return { feature, minutes: record?.minutes ?? 0, uses: record?.uses ?? 0 };
  });
}

function parentEventOf(event: ParentEventRecord, showWords: boolean): ParentSafetyEvent {
  return {
    id: event.id,
    category: event.category,
    label: eventLabelOf(event.category),
    crisis: isCrisisCategory(event.category),
    createdAt: event.createdAt.toISOString(),
    surface: event.surface,
    summary: EVENT_SUMMARIES[event.category],
    // The words leave the server only for an under-13's parents; a teen's read the summary.
    childMessage: showWords ? event.childMessage : null,
    reply: showWords ? event.reply : null,
  };
}

export function createChildDay({ consents, insight, summaries, rules, clock }: ChildDayDependencies) {
  async function childOf(parentId: number, childId: number) {
    await summaries.requireLinked(parentId, childId);
    const state = await consents.consentStateOf(childId);
    if (!state) throw notFound(FAMILY_TEXTS.notYourChild);
    return { id: state.userId, username: state.username, ageGroup: ageGroupOf(state.birthYear, clock()) };
  }

  return {
    async dayOf(parentId: number, childId: number): Promise<ChildDay> {
      const child = await childOf(parentId, childId);
      const now = clock();
      const timeZone = await insight.timeZoneOf(childId);
      const today = localDay(now, timeZone);
      const week: DayRange = { from: shiftDay(today, 1 - CHILD_DAY_BOUNDS.days), to: today };
      const since = new Date(now.getTime() - CHILD_DAY_BOUNDS.days * DAY_MS);
      const [events, todayUse, weekUse, subjects, studyModeExits, familyRules] = await Promise.all([
        insight.eventsSince(childId, since, CHILD_DAY_BOUNDS.maxEvents),
        insight.featureUseOf(childId, { from: today, to: today }),
        insight.featureUseOf(childId, week),
        insight.topSubjectsOf(childId, week, CHILD_DAY_BOUNDS.topSubjects),
        insight.studyModeExitsSince(childId, since),
        rules.rulesOf(childId),
      ]);
      const showWords = transcriptsVisible(child.ageGroup);
      return {
        child,
        day: today,
        timeZone,
        events: events.map((event) => parentEventOf(event, showWords)),
        today: everyFeature(todayUse),
        week: everyFeature(weekUse),
        subjects,
        studyModeExits,
        rules: familyRules,
        transcriptsVisible: showWords,
        quietNow: isQuietTime(familyRules.quietHours, now, timeZone),
      };
    },

    async searchesOf(parentId: number, childId: number): Promise<ChildSearches> {
      const child = await childOf(parentId, childId);
      refuseTeenTranscripts(child.ageGroup);
      const searches = await insight.latestSearchesOf(childId, PARENT_SEARCHES_MAX);
      return { searches: searches.map((search) => ({ query: search.query, createdAt: search.createdAt.toISOString() })) };
    },
  };
}

export type ChildDayService = ReturnType<typeof createChildDay>;
