import { sql } from "kysely";
import type { SelectQueryBuilder } from "kysely";
import type { Db, Executor } from "../client.ts";

/** Each statement is its own short transaction, and a run has an end. */
export interface RetentionBounds {
  batchSize: number;
  maxBatches: number;
}

export interface RetentionResult {
  deleted: number;
  more: boolean;
}

const BATCH_MAX = 10_000;

/** Every batch commits on its own: a process killed between two loses nothing but its place. */
async function inBatches(
  deleteBatch: (size: number) => Promise<number>,
  anyLeft: () => Promise<boolean>,
  { batchSize, maxBatches }: RetentionBounds,
): Promise<RetentionResult> {
  const size = Math.max(1, Math.min(batchSize, BATCH_MAX));
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const count = await deleteBatch(size);
    deleted += count;
    if (count < size) return { deleted, more: false };
  }
  return { deleted, more: await anyLeft() };
}

/** The tables whose rows a retention run picks by id. */
type TableWithId = "conversations" | "moderation_reviews" | "search_history";

/** Deletes, batch by batch, the rows that `due(size)` picks by id. */
function deleteDueInBatches<DB, TB extends keyof DB, Id extends number | string>(
  executor: Executor,
  table: TableWithId,
  due: (size: number) => SelectQueryBuilder<DB, TB, { id: Id }>,
  bounds: RetentionBounds,
): Promise<RetentionResult> {
  return inBatches(
    async (size) => {
      const result = await executor.deleteFrom(table).where("id", "in", due(size)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async () => (await due(1).executeTakeFirst()) !== undefined,
    bounds,
  );
}

/** Oldest first, so a bounded run removes the rows that are most overdue. */
function deleteCreatedBefore(
  executor: Executor,
  table: "moderation_reviews" | "search_history",
  cutoff: Date,
  bounds: RetentionBounds,
): Promise<RetentionResult> {
  const due = (size: number) => executor.selectFrom(table).select("id").where("created_at", "<", cutoff).orderBy("created_at").limit(size);
  return deleteDueInBatches(executor, table, due, bounds);
}

export function createRetentionRepository(db: Db) {
  return {
    deleteIdleConversations(cutoff: Date, bounds: RetentionBounds, executor: Executor = db): Promise<RetentionResult> {
      const idle = (size: number) =>
        executor
          .selectFrom("conversations as c")
          .select("c.id")
          .where("c.created_at", "<", cutoff)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("messages as m")
                  .select(sql`1`.as("one"))
                  .whereRef("m.conversation_id", "=", "c.id")
                  .where("m.created_at", ">=", cutoff),
              ),
            ),
          )
          .orderBy("c.id")
          .limit(size);
      return deleteDueInBatches(executor, "conversations", idle, bounds);
    },

    deleteModerationReviewsBefore(cutoff: Date, bounds: RetentionBounds, executor: Executor = db): Promise<RetentionResult> {
      return deleteCreatedBefore(executor, "moderation_reviews", cutoff, bounds);
    },

    deleteSearchHistoryBefore(cutoff: Date, bounds: RetentionBounds, executor: Executor = db): Promise<RetentionResult> {
      return deleteCreatedBefore(executor, "search_history", cutoff, bounds);
    },

    /** The tables have no id of their own: each batch picks its rows by their physical address, which holds within the statement. */
    async deleteUsageBefore(cutoffDay: string, bounds: RetentionBounds, executor: Executor = db): Promise<RetentionResult> {
      const inTable = (table: "feature_usage" | "subject_usage") =>
        inBatches(
          async (size) => {
            const result = await sql`
              delete from ${sql.table(table)}
              where ctid = any(array(select ctid from ${sql.table(table)} where day < ${cutoffDay}::date limit ${size}))
            `.execute(executor);
            return Number(result.numAffectedRows ?? 0n);
          },
          async () => (await sql`select 1 from ${sql.table(table)} where day < ${cutoffDay}::date limit 1`.execute(executor)).rows.length > 0,
          bounds,
        );
      const features = await inTable("feature_usage");
      const subjects = await inTable("subject_usage");
      return { deleted: features.deleted + subjects.deleted, more: features.more || subjects.more };
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
