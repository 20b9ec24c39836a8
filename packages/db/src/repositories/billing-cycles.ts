import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { AdvertiserUsageRow, BillingCycleRow } from "../schema-advertising.ts";

/** A cycle lasts 7 days (seed 001 §9). */
export const CYCLE_DAYS = 7;

/** Cycles closed per statement by the sweep: big enough to move fast, small enough to hold few locks. */
const CLOSE_BATCH = 5_000;

/**
 * The billing calendar and its counts. Each paid advertiser has one running cycle (advertiser_usage, counted into
 * by the ad-event flusher); closing it writes a billing_cycles row with the amount, and starts the next cycle where
 * it ended, in one statement over the locked usage rows. Prices are the caller's (cents per view and per
 * recommendation), so this package knows no business constant.
 */
export function createBillingCyclesRepository(db: Db) {
  return {
    /** The running cycle of an advertiser, or undefined before the upfront payment (and after the account ended). */
    usageOf(advertiserId: number): Promise<AdvertiserUsageRow | undefined> {
      return db.selectFrom("advertiser_usage").selectAll().where("advertiser_id", "=", advertiserId).executeTakeFirst();
    },

    /**
     * Closes every running cycle that ended at or before `now`, a batch of advertisers at a time, and starts each
     * one's next cycle where it ended with what was counted after the end. A cycle already closed (the same start)
     * is not written twice. Cycles with nothing to charge are waived at once. Answers how many cycles it closed.
     * `onlyAdvertiser` limits it to one advertiser (who is paying now).
     */
    async closeEndedCycles(now: Date, prices: Prices, onlyAdvertiser?: number): Promise<number> {
      let closed = 0;
      for (;;) {
        const { rows } = await sql<{ closed: string; rolled: string }>`
          with ended as (
            select * from advertiser_usage
            where cycle_end <= ${now} ${onlyAdvertiser === undefined ? sql`` : sql`and advertiser_id = ${onlyAdvertiser}`}
            order by advertiser_id
            limit ${CLOSE_BATCH}
            for update skip locked
          ),
          written as (
            insert into billing_cycles (advertiser_id, cycle_start, cycle_end, views, clicks, recommendations, amount_cents, state)
            select advertiser_id, cycle_start, cycle_end, views, clicks, recommendations,
                   views * ${prices.viewCents} + recommendations * ${prices.recommendationCents},
                   case when views * ${prices.viewCents} + recommendations * ${prices.recommendationCents} = 0 then 'waived' else 'due' end
            from ended
            on conflict (advertiser_id, cycle_start) do nothing
            returning 1
          ),
          rolled as (
            update advertiser_usage u set
              cycle_start = e.cycle_end,
              cycle_end = e.cycle_end + make_interval(days => ${CYCLE_DAYS}),
              views = e.next_views, clicks = e.next_clicks, recommendations = e.next_recommendations,
              next_views = 0, next_clicks = 0, next_recommendations = 0,
              updated_at = now()
            from ended e
            where u.advertiser_id = e.advertiser_id
            returning 1
          )
          select (select count(*) from written) as closed, (select count(*) from rolled) as rolled
        `.execute(db);
        const batch = rows[0];
        closed += Number(batch?.closed ?? 0);
        // Advertisers more than a cycle behind are found again by the next pass, one cycle further on.
        if (Number(batch?.rolled ?? 0) === 0) return closed;
      }
    },

    /**
     * Closes an advertiser's running cycle early, at `at` (the advertiser pays what is owed now), and starts the
     * next 7-day cycle there: seed 001's "your weekly billing has been reset". Nothing happens when the running
     * cycle has nothing to charge (answers undefined), so paying twice closes nothing twice.
     */
    async closeRunningCycle(advertiserId: number, at: Date, prices: Prices): Promise<BillingCycleRow | undefined> {
      return db.transaction().execute(async (tx) => {
        const usage = await tx.selectFrom("advertiser_usage").selectAll().where("advertiser_id", "=", advertiserId).forUpdate().executeTakeFirst();
        if (!usage) return undefined;
        const amount = usage.views * prices.viewCents + usage.recommendations * prices.recommendationCents;
        // An ended cycle is the sweep's to close at its own end; a cycle started at or after `at` has nothing yet.
        if (amount === 0 || usage.cycle_end <= at || usage.cycle_start >= at) return undefined;
        const cycle = await tx
          .insertInto("billing_cycles")
          .values({
            advertiser_id: advertiserId,
            cycle_start: usage.cycle_start,
            cycle_end: at,
            views: usage.views,
            clicks: usage.clicks,
            recommendations: usage.recommendations,
            amount_cents: amount,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tx
          .updateTable("advertiser_usage")
          .set({
            cycle_start: at,
            cycle_end: new Date(at.getTime() + CYCLE_DAYS * DAY_MS),
            views: usage.next_views,
            clicks: usage.next_clicks,
            recommendations: usage.next_recommendations,
            next_views: 0,
            next_clicks: 0,
            next_recommendations: 0,
            updated_at: sql<Date>`now()`,
          })
          .where("advertiser_id", "=", advertiserId)
          .execute();
        return cycle;
      });
    },

    /** Ends an advertiser's calendar (the account ended): no cycle runs any more. Answers the last running one. */
    async endCalendar(advertiserId: number): Promise<AdvertiserUsageRow | undefined> {
      return db.deleteFrom("advertiser_usage").where("advertiser_id", "=", advertiserId).returningAll().executeTakeFirst();
    },

    /** Closed cycles, newest first. */
    history(advertiserId: number, limit: number): Promise<BillingCycleRow[]> {
      return db
        .selectFrom("billing_cycles")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .orderBy("cycle_start", "desc")
        .limit(limit)
        .execute();
    },

    /** Closed cycles not paid yet (due, being charged, or failed), oldest first. */
    unpaid(advertiserId: number): Promise<BillingCycleRow[]> {
      return db
        .selectFrom("billing_cycles")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .where("state", "in", ["due", "charging", "failed"])
        .orderBy("cycle_start")
        .execute();
    },

    /** What every closed cycle of the advertiser adds up to, and what of it is still unpaid. */
    async closedTotals(advertiserId: number): Promise<ClosedTotals> {
      const unpaid = ["due", "charging", "failed"] as const;
      const row = await db
        .selectFrom("billing_cycles")
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>("views"), sql<string>`0`).as("views"),
          eb.fn.coalesce(eb.fn.sum<string>("clicks"), sql<string>`0`).as("clicks"),
          eb.fn.coalesce(eb.fn.sum<string>("recommendations"), sql<string>`0`).as("recommendations"),
          eb.fn.coalesce(eb.fn.sum<string>("amount_cents"), sql<string>`0`).as("amount"),
          eb.fn.coalesce(eb.fn.sum<string>("amount_cents").filterWhere("state", "in", unpaid), sql<string>`0`).as("unpaid_amount"),
          eb.fn.coalesce(eb.fn.sum<string>("recommendations").filterWhere("state", "in", unpaid), sql<string>`0`).as("unpaid_recommendations"),
          eb.fn.countAll<string>().filterWhere("state", "in", unpaid).as("unpaid_cycles"),
        ])
        .where("advertiser_id", "=", advertiserId)
        .executeTakeFirstOrThrow();
      return {
        views: Number(row.views),
        clicks: Number(row.clicks),
        recommendations: Number(row.recommendations),
        amountCents: Number(row.amount),
        unpaidCents: Number(row.unpaid_amount),
        unpaidRecommendations: Number(row.unpaid_recommendations),
        unpaidCycles: Number(row.unpaid_cycles),
      };
    },

    findById(id: string): Promise<BillingCycleRow | undefined> {
      return db.selectFrom("billing_cycles").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /**
     * Cycles a sweep should charge now: due ones, failed ones whose retry time has come, and ones left
     * `charging` since before `stuckBefore` (a charge that crashed half-way: retried with the same key).
     */
    async toCharge(now: Date, stuckBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("billing_cycles")
        .select("id")
        .where((eb) =>
          eb.or([
            eb("state", "=", "due"),
            eb.and([eb("state", "=", "failed"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("state", "=", "charging"), eb("updated_at", "<", stuckBefore)]),
          ]),
        )
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes a cycle for charging: answers the attempt to make (its number names the idempotency key), or undefined
     * when there is nothing to charge. A cycle found `charging` was left by a charge that did not finish: the same
     * attempt again, so the provider answers the same payment. Otherwise a new attempt, for a due cycle, or a failed
     * one when `retry` says its time has come.
     */
    async beginCharge(cycleId: string, retry: (cycle: BillingCycleRow) => boolean): Promise<{ cycle: BillingCycleRow; attempt: number } | undefined> {
      return db.transaction().execute(async (tx) => {
        const cycle = await tx.selectFrom("billing_cycles").selectAll().where("id", "=", cycleId).forUpdate().executeTakeFirst();
        if (!cycle) return undefined;
        if (cycle.state === "charging") return { cycle, attempt: cycle.charge_attempts };
        if (cycle.state !== "due" && !(cycle.state === "failed" && retry(cycle))) return undefined;
        const updated = await tx
          .updateTable("billing_cycles")
          .set((eb) => ({ state: "charging", charge_attempts: eb("charge_attempts", "+", 1), updated_at: sql<Date>`now()` }))
          .where("id", "=", cycleId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { cycle: updated, attempt: updated.charge_attempts };
      });
    },

    /** The charge succeeded (the job's answer or the provider's event, whichever comes first; again changes nothing). */
    async markPaid(cycleId: string, paymentIntentId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable("billing_cycles")
        .set({ state: "paid", payment_intent_id: paymentIntentId, paid_at: at, last_error: null, next_attempt_at: null, updated_at: sql<Date>`now()` })
        .where("id", "=", cycleId)
        .where("state", "in", ["due", "charging", "failed"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Charge attempt `attempt` failed: `nextAttemptAt` is the dunning schedule's next try (null: no more automatic
     * tries). Only while that attempt is the cycle's latest: a late report of an older attempt changes nothing.
     */
    async markFailed(
      cycleId: string,
      attempt: number,
      failure: { paymentIntentId: string | null; reason: string; nextAttemptAt: Date | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable("billing_cycles")
        .set({
          state: "failed",
          payment_intent_id: failure.paymentIntentId,
          last_error: failure.reason,
          next_attempt_at: failure.nextAttemptAt,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", cycleId)
        .where("state", "=", "charging")
        .where("charge_attempts", "=", attempt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Nothing more is asked for this cycle (an operator waived it). */
    async waive(cycleId: string): Promise<boolean> {
      const result = await db
        .updateTable("billing_cycles")
        .set({ state: "waived", next_attempt_at: null, updated_at: sql<Date>`now()` })
        .where("id", "=", cycleId)
        .where("state", "in", ["due", "failed"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClosedTotals {
  views: number;
  clicks: number;
  recommendations: number;
  amountCents: number;
  /** Due, being charged, or failed. */
  unpaidCents: number;
  unpaidRecommendations: number;
  unpaidCycles: number;
}

/** What one counted view and one counted recommendation cost, in cents. */
export interface Prices {
  viewCents: number;
  recommendationCents: number;
}

export type BillingCyclesRepository = ReturnType<typeof createBillingCyclesRepository>;
