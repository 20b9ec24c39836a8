import { CRISIS_CATEGORIES, isCrisisCategory, localDay } from "@kidsafe/contracts";
import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import type { StoredSafetyEventCategory, StoredSafetyEventSurface } from "../schema-safety-events.ts";

const AWAITING_MAX = 5_000;
const DIGEST_MAX = 500;

export interface AlertedEvent {
  id: string;
  childId: number;
  childUsername: string;
  childBirthYear: number | null;
  category: StoredSafetyEventCategory;
  surface: StoredSafetyEventSurface;
  childMessage: string;
  reply: string;
  createdAt: Date;
}

export interface DecidedAlert {
  parentId: number;
  email: string;
  parentTimeZone: string;
  day: string;
  delivery: "mail" | "digest";
  digestedAt: Date | null;
}

export type AlertDecision =
  | { outcome: "not_found" }
  | { outcome: "not_crisis" }
  /** `already_decided`: by an earlier run, the same alerts to queue again. */
  | { outcome: "decided" | "already_decided"; event: AlertedEvent; alerts: DecidedAlert[] };

export interface AlertDigest {
  parent: { id: number; email: string; timeZone: string };
  child: { id: number; username: string; birthYear: number | null };
  day: string;
  events: AlertedEvent[];
  /** They are marked digested with the rest. */
  more: number;
}

/** Selected straight into an `AlertedEvent`. */
const eventQuery = (executor: Executor) =>
  executor
    .selectFrom("safety_events as event")
    .innerJoin("users", "users.id", "event.user_id")
    .select([
      "event.id",
      "event.user_id as childId",
      "users.username as childUsername",
      "users.birth_year as childBirthYear",
      "event.category",
      "event.surface",
      "event.child_message as childMessage",
      "event.reply",
      "event.created_at as createdAt",
    ]);

interface AlertDay {
  parentId: number;
  childId: number;
  day: string;
}

/** One parent's alerts about one child on one day, sent one way: what the daily cap counts and the digest takes. */
function alertsOfDay(executor: Executor, { parentId, childId, day }: AlertDay, delivery: "mail" | "digest") {
  return executor
    .selectFrom("parent_alerts")
    .where("parent_id", "=", parentId)
    .where("child_id", "=", childId)
    .where("day", "=", day)
    .where("delivery", "=", delivery);
}

async function alertsOf(executor: Executor, eventId: string): Promise<DecidedAlert[]> {
  const rows = await executor
    .selectFrom("parent_alerts as alert")
    .innerJoin("parents", "parents.id", "alert.parent_id")
    // pg reads a date as a JavaScript Date at local midnight, so the day is read as its text.
    .select([
      "alert.parent_id",
      "parents.email",
      "parents.time_zone",
      sql<string>`to_char(alert.day, 'YYYY-MM-DD')`.as("day"),
      "alert.delivery",
      "alert.digested_at",
    ])
    .where("alert.event_id", "=", eventId)
    .orderBy("alert.parent_id")
    .execute();
  return rows.map((row) => ({
    parentId: row.parent_id,
    email: row.email,
    parentTimeZone: row.time_zone,
    day: row.day,
    delivery: row.delivery,
    digestedAt: row.digested_at,
  }));
}

export function createParentAlertsRepository(db: Db) {
  async function decideIn(trx: Executor, eventId: string, { now, perDayCap }: { now: Date; perDayCap: number }): Promise<AlertDecision> {
    // The event's row lock makes the decision once per event, however many runs of its job meet.
    const locked = await trx
      .selectFrom("safety_events")
      .select(["category", "parents_alerted_at"])
      .where("id", "=", eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return { outcome: "not_found" };
    if (!isCrisisCategory(locked.category)) return { outcome: "not_crisis" };
    const event: AlertedEvent = await eventQuery(trx).where("event.id", "=", eventId).executeTakeFirstOrThrow();
    if (locked.parents_alerted_at !== null) return { outcome: "already_decided", event, alerts: await alertsOf(trx, eventId) };

    const settings = await trx.selectFrom("parental_settings").select("time_zone").where("user_id", "=", event.childId).executeTakeFirst();
    const day = localDay(event.createdAt, settings?.time_zone ?? "UTC");
    // The links' row locks (in one order) serialise the child's events, so two at once cannot both take the day's last place.
    const parents = await trx
      .selectFrom("parent_links")
      .innerJoin("parents", "parents.id", "parent_links.parent_id")
      .select("parent_links.parent_id")
      .where("parent_links.user_id", "=", event.childId)
      .where("parents.email_verified_at", "is not", null)
      .orderBy("parent_links.parent_id")
      .forUpdate("parent_links")
      .execute();
    for (const { parent_id: parentId } of parents) {
      const { mailed } = await alertsOfDay(trx, { parentId, childId: event.childId, day }, "mail")
        .select((eb) => eb.fn.countAll<string>().as("mailed"))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("parent_alerts")
        .values({
          event_id: eventId,
          parent_id: parentId,
          child_id: event.childId,
          day,
          delivery: Number(mailed) < perDayCap ? "mail" : "digest",
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(["event_id", "parent_id"]).doNothing())
        .execute();
    }
    await trx.updateTable("safety_events").set({ parents_alerted_at: now }).where("id", "=", eventId).execute();
    return { outcome: "decided", event, alerts: await alertsOf(trx, eventId) };
  }

  return {
    /** A second call answers the first decision. */
    decide(eventId: string, options: { now: Date; perDayCap: number }, executor: Executor = db): Promise<AlertDecision> {
      return inTransaction(executor, (trx) => decideIn(trx, eventId, options));
    },

    /** `send` queues the mail inside the transaction that marks the alerts digested, so a failure of either leaves them for the next try. */
    async takeDigest(
      { parentId, childId, day }: AlertDay,
      now: Date,
      send: (digest: AlertDigest) => Promise<void>,
      executor: Executor = db,
    ): Promise<number> {
      return inTransaction(executor, async (trx) => {
        const pending = await alertsOfDay(trx, { parentId, childId, day }, "digest")
          .select("event_id")
          .where("digested_at", "is", null)
          .orderBy("event_id")
          .forUpdate()
          .execute();
        if (pending.length === 0) return 0;
        const parent = await trx.selectFrom("parents").select(["id", "email", "time_zone"]).where("id", "=", parentId).executeTakeFirst();
        if (!parent) return 0;
        const eventIds = pending.map((row) => row.event_id);
        const listed = eventIds.slice(0, DIGEST_MAX);
        const events: AlertedEvent[] = await eventQuery(trx)
          .where("event.id", "in", listed)
          .orderBy("event.created_at")
          .orderBy("event.id")
          .execute();
        const first = events[0];
        if (!first) return 0;
        await send({
          parent: { id: parent.id, email: parent.email, timeZone: parent.time_zone },
          child: { id: childId, username: first.childUsername, birthYear: first.childBirthYear },
          day,
          events,
          more: eventIds.length - listed.length,
        });
        await trx
          .updateTable("parent_alerts")
          .set({ digested_at: now })
          .where("parent_id", "=", parentId)
          .where("event_id", "in", eventIds)
          .execute();
        return eventIds.length;
      });
    },

    /** Their job was never queued. */
    async awaitingAlerts({ since, before, limit }: { since: Date; before: Date; limit: number }, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectFrom("safety_events")
        .select("id")
        .where("parents_alerted_at", "is", null)
        .where("created_at", ">=", since)
        .where("created_at", "<", before)
        .where("category", "in", CRISIS_CATEGORIES)
        .orderBy("created_at")
        .limit(Math.max(1, Math.min(limit, AWAITING_MAX)))
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ParentAlertsRepository = ReturnType<typeof createParentAlertsRepository>;
