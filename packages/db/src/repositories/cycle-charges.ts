import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Executor } from "../client.ts";
import { toBillingCycle, UNPAID_STATES } from "./billing-cycles.ts";
import type { BillingCycleRecord } from "./billing-cycles.ts";
import { toPayment } from "./payments.ts";
import type { PaymentRecord } from "./payments.ts";

export type BeganCharge =
  { kind: "nothing" } | { kind: "carried"; amountCents: number } | { kind: "charge"; payment: PaymentRecord; cycles: BillingCycleRecord[] };

export interface BeginChargeOptions {
  now: Date;
  retryFailed: (cycle: BillingCycleRecord) => boolean;
  minimumCents: number;
  carryUntil: Date;
  newKey: () => string;
}

/** The payments that take closed cycles: a card charge, or a settlement checkout that holds them while it is open. */
export function createCycleChargesRepository(db: Executor) {
  return {
    /**
     * A charge left `charging` is repeated with its stored key and amount, so the provider answers the same payment. Otherwise the payment is
     * recorded before anything is asked of the provider; a total below `minimumCents` waits.
     */
    async beginCharge(advertiserId: number, options: BeginChargeOptions, executor: Executor = db): Promise<BeganCharge> {
      return inTransaction(executor, async (tx) => {
        const owed = (
          await tx
            .selectFrom("billing_cycles")
            .selectAll()
            .where("advertiser_id", "=", advertiserId)
            .where("state", "in", UNPAID_STATES)
            .orderBy("id")
            .forUpdate()
            .execute()
        ).map(toBillingCycle);
        const inFlight = owed.filter((cycle) => cycle.state === "charging");
        if (inFlight.length > 0 && inFlight[0]!.paymentId) {
          const payment = await tx.selectFrom("payments").selectAll().where("id", "=", inFlight[0]!.paymentId).executeTakeFirstOrThrow();
          return { kind: "charge", payment: toPayment(payment), cycles: inFlight };
        }
        const chosen = owed.filter(
          (cycle) =>
            cycle.reservedBy === null &&
            ((cycle.state === "due" && (cycle.nextAttemptAt === null || cycle.nextAttemptAt <= options.now)) ||
              (cycle.state === "failed" && options.retryFailed(cycle))),
        );
        if (chosen.length === 0) return { kind: "nothing" };
        const ids = chosen.map((cycle) => cycle.id);
        const amount = chosen.reduce((sum, cycle) => sum + cycle.amountCents, 0);
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
        return { kind: "charge", payment: toPayment(payment), cycles: cycles.map(toBillingCycle) };
      });
    },

    /** A late report of an older charge changes nothing. */
    async settleCharge(
      paymentId: string,
      outcome: { paid: true; at: Date } | { paid: false; reason: string; nextAttemptAt: Date | null },
      executor: Executor = db,
    ): Promise<BillingCycleRecord[]> {
      const rows = await executor
        .updateTable("billing_cycles")
        .set(
          outcome.paid
            ? { state: "paid", paid_at: outcome.at, last_error: null, next_attempt_at: null, updated_at: sql<Date>`now()` }
            : { state: "failed", last_error: outcome.reason, next_attempt_at: outcome.nextAttemptAt, updated_at: sql<Date>`now()` },
        )
        .where("payment_id", "=", paymentId)
        .where("state", "in", outcome.paid ? UNPAID_STATES : ["charging"])
        .returningAll()
        .execute();
      return rows.map(toBillingCycle);
    },

    /** One transaction over the locked rows: a charge that took them first leaves them out, one that comes after skips them. */
    async reserveForSettlement(
      advertiserId: number,
      options: { until: Date; idempotencyKey: string },
      executor: Executor = db,
    ): Promise<{ payment: PaymentRecord; cycles: BillingCycleRecord[] } | undefined> {
      return inTransaction(executor, async (tx) => {
        const owed = await tx
          .selectFrom("billing_cycles")
          .select(["id", "amount_cents"])
          .where("advertiser_id", "=", advertiserId)
          .where("state", "in", ["due", "failed"])
          .where("reserved_by", "is", null)
          .orderBy("id")
          .forUpdate()
          .execute();
        if (owed.length === 0) return undefined;
        const ids = owed.map((cycle) => cycle.id);
        const payment = await tx
          .insertInto("payments")
          .values({
            advertiser_id: advertiserId,
            purpose: "settlement",
            cycle_ids: ids,
            amount_cents: owed.reduce((sum, cycle) => sum + cycle.amount_cents, 0),
            idempotency_key: options.idempotencyKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const cycles = await tx
          .updateTable("billing_cycles")
          .set({ reserved_by: payment.id, reserved_until: options.until, updated_at: sql<Date>`now()` })
          .where("id", "in", ids)
          .returningAll()
          .execute();
        return { payment: toPayment(payment), cycles: cycles.map(toBillingCycle) };
      });
    },

    async reservationsOf(advertiserId: number, lapsedAt?: Date, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectFrom("billing_cycles")
        .select("reserved_by")
        .distinct()
        .where("advertiser_id", "=", advertiserId)
        .where("state", "in", UNPAID_STATES)
        .where("reserved_by", "is not", null)
        .$if(lapsedAt !== undefined, (query) => query.where("reserved_until", "<=", lapsedAt!))
        .execute();
      return rows.map((row) => row.reserved_by!);
    },

    async release(paymentId: string, executor: Executor = db): Promise<number> {
      const result = await executor
        .updateTable("billing_cycles")
        .set({ reserved_by: null, reserved_until: null, updated_at: sql<Date>`now()` })
        .where("reserved_by", "=", paymentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type CycleChargesRepository = ReturnType<typeof createCycleChargesRepository>;
