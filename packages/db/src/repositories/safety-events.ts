import { camelCaseMapper } from "../camel-case.ts";
import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import type { StoredSafetyEventCategory, StoredSafetyEventStatus, StoredSafetyEventSurface } from "../schema-safety-events.ts";

/** Same shape as `NewSafetyEvent` in `@kidsafe/ai`, which this package never imports. */
export interface SafetyEventInput {
  userId: number;
  sessionId: string | null;
  category: StoredSafetyEventCategory;
  surface: StoredSafetyEventSurface;
  childMessage: string;
  reply: string;
  age: number | null;
}

export interface SafetyEventRecord extends SafetyEventInput {
  id: string;
  username: string;
  status: StoredSafetyEventStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  note: string | null;
}

export interface SafetyEventFilter {
  status?: StoredSafetyEventStatus;
  category?: StoredSafetyEventCategory;
  before?: string;
  limit: number;
}

/** The lifecycle never goes back, nor stays. */
export type SafetyEventTarget = Exclude<StoredSafetyEventStatus, "new">;

export type SafetyEventStatusChange =
  | { outcome: "changed"; before: { status: StoredSafetyEventStatus; note: string | null }; event: SafetyEventRecord }
  | { outcome: "not_found" }
  | { outcome: "refused"; current: StoredSafetyEventStatus };

const SAFETY_EVENTS_LIST_MAX = 100;
const SAFETY_EVENT_TEXT_MAX = 4000;
const SAFETY_EVENT_NOTE_MAX = 1000;
const PURGE_BATCH_MAX = 10_000;

/** Never half a surrogate pair, and no NUL, which PostgreSQL's text cannot hold. */
const COMES_FROM: Readonly<Record<SafetyEventTarget, readonly StoredSafetyEventStatus[]>> = {
  reviewed: ["new"],
  resolved: ["new", "reviewed"],
};

function bounded(text: string, max: number): string {
  const clean = text.replaceAll("\u0000", "");
  if (clean.length <= max) return clean;
  const cut = /[\uD800-\uDBFF]/.test(clean.charAt(max - 1)) ? max - 1 : max;
  return clean.slice(0, cut);
}

function eventQuery(executor: Executor) {
  return executor
    .selectFrom("safety_events as event")
    .innerJoin("users", "users.id", "event.user_id")
    .leftJoin("operators as reviewer", "reviewer.id", "event.reviewed_by")
    .leftJoin("operators as resolver", "resolver.id", "event.resolved_by")
    .select([
      "event.id",
      "event.user_id",
      "users.username",
      "event.session_id",
      "event.category",
      "event.surface",
      "event.child_message",
      "event.reply",
      "event.age",
      "event.status",
      "event.created_at",
      "event.reviewed_at",
      "reviewer.username as reviewed_by",
      "event.resolved_at",
      "resolver.username as resolved_by",
      "event.note",
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>["executeTakeFirstOrThrow"]>>;

const toRecord = camelCaseMapper<EventRow, SafetyEventRecord>();

export function createSafetyEventsRepository(db: Db) {
  async function findById(id: string, executor: Executor = db): Promise<SafetyEventRecord | undefined> {
    const row = await eventQuery(executor).where("event.id", "=", id).executeTakeFirst();
    return row && toRecord(row);
  }

  async function changeStatus(
    trx: Executor,
    id: string,
    change: { status: SafetyEventTarget; operatorId: number | null; note?: string; at: Date },
  ): Promise<SafetyEventStatusChange> {
    // Locked, so of two operators acting at once the second sees the first one's status.
    const current = await trx.selectFrom("safety_events").select(["status", "note"]).where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { outcome: "not_found" };
    if (!COMES_FROM[change.status].includes(current.status)) return { outcome: "refused", current: current.status };
    await trx
      .updateTable("safety_events")
      .set({
        status: change.status,
        ...(change.status === "reviewed"
          ? { reviewed_at: change.at, reviewed_by: change.operatorId }
          : { resolved_at: change.at, resolved_by: change.operatorId }),
        ...(change.note !== undefined && { note: bounded(change.note, SAFETY_EVENT_NOTE_MAX) }),
      })
      .where("id", "=", id)
      .execute();
    const event = await findById(id, trx);
    if (!event) return { outcome: "not_found" };
    return { outcome: "changed", before: current, event };
  }

  return {
    async record(event: SafetyEventInput, options: { at?: Date } = {}, executor: Executor = db): Promise<string> {
      const row = await executor
        .insertInto("safety_events")
        .values({
          user_id: event.userId,
          session_id: event.sessionId,
          category: event.category,
          surface: event.surface,
          child_message: bounded(event.childMessage, SAFETY_EVENT_TEXT_MAX),
          reply: bounded(event.reply, SAFETY_EVENT_TEXT_MAX),
          age: event.age,
          ...(options.at && { created_at: options.at }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findById,

    /** By id: ids grow as events are recorded. */
    async list(filter: SafetyEventFilter, executor: Executor = db): Promise<SafetyEventRecord[]> {
      const rows = await eventQuery(executor)
        .$if(filter.status !== undefined, (query) => query.where("event.status", "=", filter.status!))
        .$if(filter.category !== undefined, (query) => query.where("event.category", "=", filter.category!))
        .$if(filter.before !== undefined, (query) => query.where("event.id", "<", filter.before!))
        .orderBy("event.id", "desc")
        .limit(Math.max(1, Math.min(filter.limit, SAFETY_EVENTS_LIST_MAX)))
        .execute();
      return rows.map(toRecord);
    },

    /** A note given replaces the earlier one; without one the earlier stays. */
    setStatus(
      id: string,
      change: { status: SafetyEventTarget; operatorId: number | null; note?: string; at: Date },
      executor: Executor = db,
    ): Promise<SafetyEventStatusChange> {
      return inTransaction(executor, (trx) => changeStatus(trx, id, change));
    },

    /** Short locks and small WAL bursts; `more` says some were left for the next run. */
    async purgeRecordedBefore(
      cutoff: Date,
      { batchSize, maxBatches }: { batchSize: number; maxBatches: number },
      executor: Executor = db,
    ): Promise<{ deleted: number; more: boolean }> {
      const size = Math.max(1, Math.min(batchSize, PURGE_BATCH_MAX));
      let deleted = 0;
      for (let batch = 0; batch < maxBatches; batch++) {
        const result = await executor
          .deleteFrom("safety_events")
          .where("id", "in", (eb) =>
            eb.selectFrom("safety_events").select("id").where("created_at", "<", cutoff).orderBy("created_at").limit(size),
          )
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        deleted += count;
        if (count < size) return { deleted, more: false };
      }
      const left = await executor.selectFrom("safety_events").select("id").where("created_at", "<", cutoff).limit(1).executeTakeFirst();
      return { deleted, more: left !== undefined };
    },
  };
}

export type SafetyEventsRepository = ReturnType<typeof createSafetyEventsRepository>;
