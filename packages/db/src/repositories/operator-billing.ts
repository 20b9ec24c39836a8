import { sql } from "kysely";
import type { NotNull } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { BillingCycleState } from "../schema-advertising.ts";

export interface CyclesByState {
  state: BillingCycleState;
  cycles: number;
  amountCents: number;
}

export interface FailedCharge {
  cycleId: string;
  advertiserId: number;
  appName: string;
  cycleEnd: Date;
  amountCents: number;
  attempts: number;
  reason: string;
  nextAttemptAt: Date | null;
}

export interface FlaggedPayment {
  paymentId: string;
  advertiserId: number;
  appName: string;
  amountCents: number;
  reason: string;
  flaggedAt: Date;
  refundedAt: Date | null;
  paymentIntentId: string | null;
}

export interface WeekTotals {
  week: string;
  cycles: number;
  billedCents: number;
  paidCents: number;
}

/** Shown for a failure or a flag that came without one. */
const NO_REASON = "No reason recorded";

export function createOperatorBillingRepository(db: Db) {
  return {
    async cyclesByState(executor: Executor = db): Promise<CyclesByState[]> {
      const rows = await executor
        .selectFrom("billing_cycles")
        .select(["state", (eb) => eb.fn.countAll<string>().as("cycles"), (eb) => eb.fn.sum<string>("amount_cents").as("amount")])
        .groupBy("state")
        .orderBy("state")
        .execute();
      return rows.map((row) => ({ state: row.state, cycles: Number(row.cycles), amountCents: Number(row.amount) }));
    },

    failedCharges(limit: number, executor: Executor = db): Promise<FailedCharge[]> {
      return executor
        .selectFrom("billing_cycles as c")
        .innerJoin("advertisers as a", "a.id", "c.advertiser_id")
        .leftJoin("payments as p", "p.id", "c.payment_id")
        .select((eb) => [
          "c.id as cycleId",
          "c.advertiser_id as advertiserId",
          "a.app_name as appName",
          "c.cycle_end as cycleEnd",
          "c.amount_cents as amountCents",
          "c.charge_attempts as attempts",
          eb.fn.coalesce("p.failure_reason", "c.last_error", eb.val(NO_REASON)).as("reason"),
          "c.next_attempt_at as nextAttemptAt",
        ])
        .where("c.state", "=", "failed")
        .orderBy("c.cycle_end", "desc")
        .limit(limit)
        .execute();
    },

    flaggedPayments(limit: number, executor: Executor = db): Promise<FlaggedPayment[]> {
      return executor
        .selectFrom("payments as p")
        .innerJoin("advertisers as a", "a.id", "p.advertiser_id")
        .where("p.flagged_at", "is not", null)
        .select((eb) => [
          "p.id as paymentId",
          "p.advertiser_id as advertiserId",
          "a.app_name as appName",
          "p.amount_cents as amountCents",
          eb.fn.coalesce("p.flag_reason", eb.val(NO_REASON)).as("reason"),
          "p.flagged_at as flaggedAt",
          "p.refunded_at as refundedAt",
          "p.stripe_payment_intent_id as paymentIntentId",
        ])
        .$narrowType<{ flaggedAt: NotNull }>()
        .orderBy("p.flagged_at", "desc")
        .limit(limit)
        .execute();
    },

    async totalsPerWeek(weeks: number, executor: Executor = db): Promise<WeekTotals[]> {
      const week = sql<string>`to_char(date_trunc('week', cycle_end at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await executor
        .selectFrom("billing_cycles")
        .select([
          week.as("week"),
          (eb) => eb.fn.countAll<string>().as("cycles"),
          sql<string>`coalesce(sum(amount_cents), 0)`.as("billed"),
          sql<string>`coalesce(sum(amount_cents) filter (where state = 'paid'), 0)`.as("paid"),
        ])
        .groupBy(week)
        .orderBy(week, "desc")
        .limit(weeks)
        .execute();
      return rows.map((row) => ({ week: row.week, cycles: Number(row.cycles), billedCents: Number(row.billed), paidCents: Number(row.paid) }));
    },

    findCycle(id: string, executor: Executor = db) {
      return executor
        .selectFrom("billing_cycles")
        .select(["id", "advertiser_id as advertiserId", "state", "amount_cents as amountCents"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
  };
}

export type OperatorBillingRepository = ReturnType<typeof createOperatorBillingRepository>;
