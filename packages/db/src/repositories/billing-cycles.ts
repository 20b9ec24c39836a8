import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { AdvertiserUsageRow, BillingCycleRow, PaymentRow } from "../schema-advertising.ts";

export const CYCLE_DAYS = 7;

/** Big enough to move fast, small enough to hold few locks. */
const CLOSE_BATCH = 5_000;

/** Prices are the caller's, so this package knows no business constant. */
export function createBillingCyclesRepository(db: Db) {
  return {
    /** Undefined before the upfront payment and after the account ended. */
    usageOf(advertiserId: number): Promise<AdvertiserUsageRow | undefined> {
      return db.selectFrom("advertiser_usage").selectAll().where("advertiser_id", "=", advertiserId).executeTakeFirst();
    },

    /** A cycle already closed (the same start) is not written twice; cycles with nothing to charge are waived at once. */
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
        // Advertisers more than a cycle behind are found again by the next pass.
        if (Number(batch?.rolled ?? 0) === 0) return closed;
      }
    },

    /** Nothing happens when the running cycle has nothing to charge, so paying twice closes nothing twice. */
    async closeRunningCycle(advertiserId: number, at: Date, prices: Prices): Promise<BillingCycleRow | undefined> {
      return db.transaction().execute(async (tx) => {
        const usage = await tx
          .selectFrom("advertiser_usage")
          .selectAll()
          .where("advertiser_id", "=", advertiserId)
          .forUpdate()
          .executeTakeFirst();
        if (!usage) return undefined;
        const amount = usage.views * prices.viewCents + usage.recommendations * prices.recommendationCents;
        // An ended cycle is the sweep's to close; a cycle started at or after `at` has nothing yet.
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

    async endCalendar(advertiserId: number): Promise<AdvertiserUsageRow | undefined> {
      return db.deleteFrom("advertiser_usage").where("advertiser_id", "=", advertiserId).returningAll().executeTakeFirst();
    },

    history(advertiserId: number, limit: number): Promise<BillingCycleRow[]> {
      return db
        .selectFrom("billing_cycles")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .orderBy("cycle_start", "desc")
        .limit(limit)
        .execute();
    },

    unpaid(advertiserId: number): Promise<BillingCycleRow[]> {
      return db
        .selectFrom("billing_cycles")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .where("state", "in", ["due", "charging", "failed"])
        .orderBy("cycle_start")
        .execute();
    },

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

    /** Includes cycles left `charging` since before `stuckBefore` (a charge that crashed half-way), asked again with the same key. */
    async toCharge(now: Date, stuckBefore: Date, limit: number, afterId?: string): Promise<string[]> {
      const rows = await db
        .selectFrom("billing_cycles")
        .select("id")
        .$if(afterId !== undefined, (query) => query.where("id", ">", afterId!))
        .where((eb) =>
          eb.or([
            eb.and([eb("state", "=", "due"), eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)])]),
            eb.and([eb("state", "=", "failed"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("state", "=", "charging"), eb("updated_at", "<", stuckBefore)]),
          ]),
        )
        // Held by an open settlement checkout; a lapsed hold is the charge's to end.
        .where((eb) => eb.or([eb("reserved_until", "is", null), eb("reserved_until", "<=", now)]))
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * A charge left `charging` is repeated with its stored key and amount, so the provider answers the same payment. Otherwise the payment is
     * recorded before anything is asked of the provider; a total below `minimumCents` waits.
     */
    async beginCharge(
      advertiserId: number,
      options: {
        now: Date;
        retryFailed: (cycle: BillingCycleRow) => boolean;
        minimumCents: number;
        carryUntil: Date;
        newKey: () => string;
      },
    ): Promise<BeganCharge> {
      return db.transaction().execute(async (tx) => {
        const owed = await tx
          .selectFrom("billing_cycles")
          .selectAll()
          .where("advertiser_id", "=", advertiserId)
          .where("state", "in", ["due", "charging", "failed"])
          .orderBy("id")
          .forUpdate()
          .execute();
        const inFlight = owed.filter((cycle) => cycle.state === "charging");
        if (inFlight.length > 0 && inFlight[0]!.payment_id) {
          const payment = await tx.selectFrom("payments").selectAll().where("id", "=", inFlight[0]!.payment_id).executeTakeFirstOrThrow();
          return { kind: "charge", payment, cycles: inFlight };
        }
        const chosen = owed.filter(
          (cycle) =>
            cycle.reserved_by === null &&
            ((cycle.state === "due" && (cycle.next_attempt_at === null || cycle.next_attempt_at <= options.now)) ||
              (cycle.state === "failed" && options.retryFailed(cycle))),
        );
        if (chosen.length === 0) return { kind: "nothing" };
        const ids = chosen.map((cycle) => cycle.id);
        const amount = chosen.reduce((sum, cycle) => sum + cycle.amount_cents, 0);
        if (amount < options.minimumCents) {
          await tx
            .updateTable("billing_cycles")
            .set({
              state: "due",
              next_attempt_at: sql<Date>`coalesce((select cycle_end from advertiser_usage where advertiser_id = ${advertiserId}), ${options.carryUntil})`,
              updated_at: sql<Date>`now()`,
            })
            .where("id", "in", ids)
            .execute();
          return { kind: "carried", amountCents: amount };
        }
        const payment = await tx
          .insertInto("payments")
          .values({ advertiser_id: advertiserId, purpose: "cycle", cycle_ids: ids, amount_cents: amount, idempotency_key: options.newKey() })
          .returningAll()
          .executeTakeFirstOrThrow();
        const cycles = await tx
          .updateTable("billing_cycles")
          .set((eb) => ({
            state: "charging",
            payment_id: payment.id,
            charge_attempts: eb("charge_attempts", "+", 1),
            // On the caller's clock: a charge left `charging` is found by its age on that clock.
            updated_at: options.now,
          }))
          .where("id", "in", ids)
          .returningAll()
          .execute();
        return { kind: "charge", payment, cycles };
      });
    },

    /** A late report of an older charge changes nothing. */
    async settleCharge(
      paymentId: string,
      outcome: { paid: true; at: Date } | { paid: false; reason: string; nextAttemptAt: Date | null },
    ): Promise<BillingCycleRow[]> {
      return db
        .updateTable("billing_cycles")
        .set(
          outcome.paid
            ? { state: "paid", paid_at: outcome.at, last_error: null, next_attempt_at: null, updated_at: sql<Date>`now()` }
            : { state: "failed", last_error: outcome.reason, next_attempt_at: outcome.nextAttemptAt, updated_at: sql<Date>`now()` },
        )
        .where("payment_id", "=", paymentId)
        .where("state", "in", outcome.paid ? ["due", "charging", "failed"] : ["charging"])
        .returningAll()
        .execute();
    },

    /** One transaction over the locked rows: a charge that took them first leaves them out, one that comes after skips them. */
    async reserveForSettlement(
      advertiserId: number,
      options: { until: Date; idempotencyKey: string },
    ): Promise<{ payment: PaymentRow; cycles: BillingCycleRow[] } | undefined> {
      return db.transaction().execute(async (tx) => {
        const owed = await tx
          .selectFrom("billing_cycles")
          .selectAll()
          .where("advertiser_id", "=", advertiserId)
          .where("state", "in", ["due", "failed"])
          .where("reserved_by", "is", null)
          .orderBy("id")
          .forUpdate()
          .execute();
        if (owed.length === 0) return undefined;
        const payment = await tx
          .insertInto("payments")
          .values({
            advertiser_id: advertiserId,
            purpose: "settlement",
            cycle_ids: owed.map((cycle) => cycle.id),
            amount_cents: owed.reduce((sum, cycle) => sum + cycle.amount_cents, 0),
            idempotency_key: options.idempotencyKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const cycles = await tx
          .updateTable("billing_cycles")
          .set({ reserved_by: payment.id, reserved_until: options.until, updated_at: sql<Date>`now()` })
          .where(
            "id",
            "in",
            owed.map((cycle) => cycle.id),
          )
          .returningAll()
          .execute();
        return { payment, cycles };
      });
    },

    async reservationsOf(advertiserId: number, lapsedAt?: Date): Promise<string[]> {
      const rows = await db
        .selectFrom("billing_cycles")
        .select("reserved_by")
        .distinct()
        .where("advertiser_id", "=", advertiserId)
        .where("state", "in", ["due", "charging", "failed"])
        .where("reserved_by", "is not", null)
        .$if(lapsedAt !== undefined, (query) => query.where("reserved_until", "<=", lapsedAt!))
        .execute();
      return rows.map((row) => row.reserved_by!);
    },

    async release(paymentId: string): Promise<number> {
      const result = await db
        .updateTable("billing_cycles")
        .set({ reserved_by: null, reserved_until: null, updated_at: sql<Date>`now()` })
        .where("reserved_by", "=", paymentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A settlement that came after a card charge paid none. */
    async countPaidBy(paymentId: string, cycleIds: readonly string[]): Promise<number> {
      if (cycleIds.length === 0) return 0;
      const row = await db
        .selectFrom("billing_cycles")
        .select((eb) => eb.fn.countAll<string>().as("paid"))
        .where("id", "in", [...cycleIds])
        .where("payment_id", "=", paymentId)
        .where("state", "=", "paid")
        .executeTakeFirstOrThrow();
      return Number(row.paid);
    },

    async markPaid(cycleIds: readonly string[], paymentId: string, at: Date): Promise<number> {
      if (cycleIds.length === 0) return 0;
      const result = await db
        .updateTable("billing_cycles")
        .set({
          state: "paid",
          payment_id: paymentId,
          paid_at: at,
          last_error: null,
          next_attempt_at: null,
          reserved_by: null,
          reserved_until: null,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "in", [...cycleIds])
        .where("state", "in", ["due", "charging", "failed"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async writeOff(cycleIds: readonly string[], reason: string): Promise<void> {
      if (cycleIds.length === 0) return;
      await db
        .updateTable("billing_cycles")
        .set({ state: "waived", last_error: reason, next_attempt_at: null, updated_at: sql<Date>`now()` })
        .where("id", "in", [...cycleIds])
        .where("state", "in", ["due", "failed"])
        .execute();
    },

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

export type BeganCharge =
  { kind: "nothing" } | { kind: "carried"; amountCents: number } | { kind: "charge"; payment: PaymentRow; cycles: BillingCycleRow[] };

export interface ClosedTotals {
  views: number;
  clicks: number;
  recommendations: number;
  amountCents: number;
  unpaidCents: number;
  unpaidRecommendations: number;
  unpaidCycles: number;
}

export interface Prices {
  viewCents: number;
  recommendationCents: number;
}

export type BillingCyclesRepository = ReturnType<typeof createBillingCyclesRepository>;
