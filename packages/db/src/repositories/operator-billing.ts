import { sql } from "kysely";
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

    async failedCharges(limit: number, executor: Executor = db): Promise<FailedCharge[]> {
      const rows = await executor
        .selectFrom("billing_cycles as c")
        .innerJoin("advertisers as a", "a.id", "c.advertiser_id")
        .leftJoin("payments as p", "p.id", "c.payment_id")
        .select([
          "c.id",
          "c.advertiser_id",
          "a.app_name",
          "c.cycle_end",
          "c.amount_cents",
          "c.charge_attempts",
          "c.last_error",
          "c.next_attempt_at",
          "p.failure_reason",
        ])
        .where("c.state", "=", "failed")
        .orderBy("c.cycle_end", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        cycleId: row.id,
        advertiserId: row.advertiser_id,
        appName: row.app_name,
        cycleEnd: row.cycle_end,
        amountCents: row.amount_cents,
        attempts: row.charge_attempts,
        reason: row.failure_reason ?? row.last_error ?? "No reason recorded",
        nextAttemptAt: row.next_attempt_at,
      }));
    },

    async flaggedPayments(limit: number, executor: Executor = db): Promise<FlaggedPayment[]> {
      const rows = await executor
        .selectFrom("payments as p")
        .innerJoin("advertisers as a", "a.id", "p.advertiser_id")
        .select([
          "p.id",
          "p.advertiser_id",
          "a.app_name",
          "p.amount_cents",
          "p.flag_reason",
          "p.flagged_at",
          "p.refunded_at",
          "p.stripe_payment_intent_id",
        ])
        .where("p.flagged_at", "is not", null)
        .orderBy("p.flagged_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        paymentId: row.id,
        advertiserId: row.advertiser_id,
        appName: row.app_name,
        amountCents: row.amount_cents,
        reason: row.flag_reason ?? "No reason recorded",
        flaggedAt: row.flagged_at!,
        refundedAt: row.refunded_at,
        paymentIntentId: row.stripe_payment_intent_id,
      }));
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
