import { sql } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { BillingCycleRow } from "../rows.ts";
import type { Executor } from "../client.ts";
import type { BillingCycleState } from "../schema-advertising.ts";
import { newestOfAdvertiser } from "./newest-of-advertiser.ts";

export interface BillingCycleRecord {
  id: string;
  advertiserId: number;
  cycleStart: Date;
  cycleEnd: Date;
  state: BillingCycleState;
  views: number;
  clicks: number;
  recommendations: number;
  amountCents: number;
  chargeAttempts: number;
  paymentId: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  paidAt: Date | null;
  /** The retries leave a held cycle alone. */
  reservedBy: string | null;
  reservedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const toBillingCycle = camelCaseMapper<BillingCycleRow, BillingCycleRecord>();

export interface ClosedTotals {
  views: number;
  clicks: number;
  recommendations: number;
  amountCents: number;
  unpaidCents: number;
  unpaidRecommendations: number;
  unpaidCycles: number;
}

export const UNPAID_STATES = ["due", "charging", "failed"] as const;

/** Closed cycles: what they owe and how it was settled. The charges that take them are in cycle-charges.ts. */
export function createBillingCyclesRepository(db: Executor) {
  return {
    async history(advertiserId: number, limit: number, executor: Executor = db): Promise<BillingCycleRecord[]> {
      return (await newestOfAdvertiser(executor, "billing_cycles", "cycle_start", advertiserId, limit)).map(toBillingCycle);
    },

    async unpaid(advertiserId: number, executor: Executor = db): Promise<BillingCycleRecord[]> {
      const rows = await executor
        .selectFrom("billing_cycles")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .where("state", "in", UNPAID_STATES)
        .orderBy("cycle_start")
        .execute();
      return rows.map(toBillingCycle);
    },

    async closedTotals(advertiserId: number, executor: Executor = db): Promise<ClosedTotals> {
      const row = await executor
        .selectFrom("billing_cycles")
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>("views"), sql<string>`0`).as("views"),
          eb.fn.coalesce(eb.fn.sum<string>("clicks"), sql<string>`0`).as("clicks"),
          eb.fn.coalesce(eb.fn.sum<string>("recommendations"), sql<string>`0`).as("recommendations"),
          eb.fn.coalesce(eb.fn.sum<string>("amount_cents"), sql<string>`0`).as("amount"),
          eb.fn.coalesce(eb.fn.sum<string>("amount_cents").filterWhere("state", "in", UNPAID_STATES), sql<string>`0`).as("unpaid_amount"),
          eb.fn
            .coalesce(eb.fn.sum<string>("recommendations").filterWhere("state", "in", UNPAID_STATES), sql<string>`0`)
            .as("unpaid_recommendations"),
          eb.fn.countAll<string>().filterWhere("state", "in", UNPAID_STATES).as("unpaid_cycles"),
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

    async findById(id: string, executor: Executor = db): Promise<BillingCycleRecord | undefined> {
      const row = await executor.selectFrom("billing_cycles").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toBillingCycle(row);
    },

    /** Includes cycles left `charging` since before `stuckBefore` (a charge that crashed half-way), asked again with the same key. */
    async toCharge(now: Date, stuckBefore: Date, limit: number, afterId?: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
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

    /** A settlement that came after a card charge paid none. */
    async countPaidBy(paymentId: string, cycleIds: readonly string[], executor: Executor = db): Promise<number> {
      if (cycleIds.length === 0) return 0;
      const row = await executor
        .selectFrom("billing_cycles")
        .select((eb) => eb.fn.countAll<string>().as("paid"))
        .where("id", "in", [...cycleIds])
        .where("payment_id", "=", paymentId)
        .where("state", "=", "paid")
        .executeTakeFirstOrThrow();
      return Number(row.paid);
    },

    async markPaid(cycleIds: readonly string[], paymentId: string, at: Date, executor: Executor = db): Promise<number> {
      if (cycleIds.length === 0) return 0;
      const result = await executor
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
        .where("state", "in", UNPAID_STATES)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async writeOff(cycleIds: readonly string[], reason: string, executor: Executor = db): Promise<void> {
      if (cycleIds.length === 0) return;
      await executor
        .updateTable("billing_cycles")
        .set({ state: "waived", last_error: reason, next_attempt_at: null, updated_at: sql<Date>`now()` })
        .where("id", "in", [...cycleIds])
        .where("state", "in", ["due", "failed"])
        .execute();
    },

    async waive(cycleId: string, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable("billing_cycles")
        .set({ state: "waived", next_attempt_at: null, updated_at: sql<Date>`now()` })
        .where("id", "=", cycleId)
        .where("state", "in", ["due", "failed"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type BillingCyclesRepository = ReturnType<typeof createBillingCyclesRepository>;
