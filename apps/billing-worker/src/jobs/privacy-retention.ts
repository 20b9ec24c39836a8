import { CHAT_RETENTION_DAYS, MODERATION_REVIEW_RETENTION_DAYS, SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import { createRetentionRepository, createSafetyEventsRepository } from "@kidsafe/db";
import type { RetentionBounds, RetentionResult } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parent area reads a week, the summaries a year. */
export const USAGE_RETENTION_DAYS = 400;

/** After the weekly safety sweep's 03:00 on Mondays. */
export const PRIVACY_RETENTION_CRON = "30 4 * * *";

/** Each statement is its own short transaction and a run has an end; a backlog goes in the next days' runs. */
export const PRIVACY_RETENTION_BOUNDS = {
  conversations: { batchSize: 200, maxBatches: 5_000 },
  moderationReviews: { batchSize: 1_000, maxBatches: 1_000 },
  safetyEvents: { batchSize: 1_000, maxBatches: 1_000 },
  searchHistory: { batchSize: 1_000, maxBatches: 1_000 },
  usage: { batchSize: 5_000, maxBatches: 1_000 },
} as const satisfies Record<string, RetentionBounds>;

export type PrivacyRetentionBounds = { [Kind in keyof typeof PRIVACY_RETENTION_BOUNDS]: RetentionBounds };

/** An event resolved long ago was recorded before its cutoff too, whatever its status. */
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

/** The privacy page states the same constants. Killed at any moment it loses only its place. */
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
    // Usage rows are per local day: a day before the cutoff's UTC day is past it nearly everywhere.
    usage: await retention.deleteUsageBefore(cutoffs.usage.toISOString().slice(0, 10), bounds.usage),
  };
  const more = Object.values(result).some((kind) => kind.more);
  if (more) context.log.warn({ result, cutoffs }, "privacy retention stopped at its bound; the next run goes on");
  else context.log.info({ result, cutoffs }, "privacy retention done");
  return result;
}
