import { CHAT_RETENTION_DAYS, MODERATION_REVIEW_RETENTION_DAYS, SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import { createRetentionRepository, createSafetyEventsRepository } from "@kidsafe/db";
import type { RetentionBounds, RetentionResult } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Use per feature and subjects per day are kept this long: the parent area reads a week, the summaries a year. */
export const USAGE_RETENTION_DAYS = 400;

/** Every day at 04:30 UTC (after the weekly safety sweep's 03:00 on Mondays). */
export const PRIVACY_RETENTION_CRON = "30 4 * * *";

/**
 * Rows per DELETE and DELETEs per run, per kind: each statement is its own short transaction, and a run has an end;
 * a backlog (after an outage) goes in the next days' runs. A conversation carries its photos, so fewer per statement.
 */
export const PRIVACY_RETENTION_BOUNDS = {
  conversations: { batchSize: 200, maxBatches: 5_000 },
  moderationReviews: { batchSize: 1_000, maxBatches: 1_000 },
  safetyEvents: { batchSize: 1_000, maxBatches: 1_000 },
  searchHistory: { batchSize: 1_000, maxBatches: 1_000 },
  usage: { batchSize: 5_000, maxBatches: 1_000 },
} as const satisfies Record<string, RetentionBounds>;

export type PrivacyRetentionBounds = { [Kind in keyof typeof PRIVACY_RETENTION_BOUNDS]: RetentionBounds };

/**
 * The moments before which each kind is past its time: a conversation last touched (its newest message, or its start)
 * before `conversations`, a held-back answer recorded before `moderationReviews`, a safety event recorded before
 * `safetyEvents` (whatever its status: an event resolved more than 90 days ago was recorded before that too), a search
 * recorded before `searchHistory` (the chats' time), and a day's use per feature or subject before `usage`.
 */
export function retentionCutoffs(now: Date): Record<keyof typeof PRIVACY_RETENTION_BOUNDS, Date> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    conversations: daysAgo(CHAT_RETENTION_DAYS),
    moderationReviews: daysAgo(MODERATION_REVIEW_RETENTION_DAYS),
    safetyEvents: daysAgo(SAFETY_EVENT_RETENTION_DAYS),
    searchHistory: daysAgo(CHAT_RETENTION_DAYS),
    usage: daysAgo(USAGE_RETENTION_DAYS),
  };
}

export type PrivacyRetentionResult = Record<keyof typeof PRIVACY_RETENTION_BOUNDS, RetentionResult>;

/**
 * The retention policy (the privacy page states the same constants): conversations with their messages, voice
 * transcripts and photos, held-back answers, safety events, search history and usage per day, each deleted in bounded batches that commit one by
 * one. Killed at any moment it has lost nothing but its place: the next run deletes what is still due.
 */
export async function runPrivacyRetention(
  context: Pick<JobContext, "db" | "clock" | "log">,
  bounds: PrivacyRetentionBounds = PRIVACY_RETENTION_BOUNDS,
): Promise<PrivacyRetentionResult> {
  const cutoffs = retentionCutoffs(context.clock());
  const retention = createRetentionRepository(context.db);
  const result: PrivacyRetentionResult = {
    conversations: await retention.deleteIdleConversations(cutoffs.conversations, bounds.conversations),
    moderationReviews: await retention.deleteModerationReviewsBefore(cutoffs.moderationReviews, bounds.moderationReviews),
    safetyEvents: await createSafetyEventsRepository(context.db).purgeRecordedBefore(cutoffs.safetyEvents, bounds.safetyEvents),
    searchHistory: await retention.deleteSearchHistoryBefore(cutoffs.searchHistory, bounds.searchHistory),
    // Usage rows are per local day: a day before the cutoff's UTC day is past it in every time zone but a few hours.
    usage: await retention.deleteUsageBefore(cutoffs.usage.toISOString().slice(0, 10), bounds.usage),
  };
  const more = Object.values(result).some((kind) => kind.more);
  if (more) context.log.warn({ result, cutoffs }, "privacy retention stopped at its bound; the next run goes on");
  else context.log.info({ result, cutoffs }, "privacy retention done");
  return result;
}
