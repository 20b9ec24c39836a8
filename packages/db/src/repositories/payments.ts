import { sql } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { PaymentRow } from "../rows.ts";
import type { Db, Executor } from "../client.ts";
import type { PaymentPurpose, PaymentStatus } from "../schema-advertising.ts";
import { newestOfAdvertiser } from "./newest-of-advertiser.ts";

export interface PaymentRecord {
  id: string;
  advertiserId: number;
  purpose: PaymentPurpose;
  cycleIds: string[];
  amountCents: number;
  status: PaymentStatus;
  idempotencyKey: string;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
  /** It settled nothing and was refunded, or only part of it. */
  flaggedAt: Date | null;
  flagReason: string | null;
  refundedAt: Date | null;
}

export const toPayment = camelCaseMapper<PaymentRow, PaymentRecord>();

export interface NewPayment {
  advertiserId: number;
  purpose: PaymentPurpose;
  cycleIds?: readonly string[];
  amountCents: number;
  /** The same request made twice is one payment, here as at the provider. */
  idempotencyKey: string;
}

export function createPaymentsRepository(db: Db) {
  return {
    /** The same key twice answers the first record. */
    async begin(
      { advertiserId, purpose, cycleIds = [], amountCents, idempotencyKey }: NewPayment,
      executor: Executor = db,
    ): Promise<PaymentRecord> {
      const inserted = await executor
        .insertInto("payments")
        .values({ advertiser_id: advertiserId, purpose, cycle_ids: [...cycleIds], amount_cents: amountCents, idempotency_key: idempotencyKey })
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      return toPayment(
        inserted ?? (await executor.selectFrom("payments").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirstOrThrow()),
      );
    },

    async attachCheckout(id: string, checkoutSessionId: string, executor: Executor = db): Promise<void> {
      await executor.updateTable("payments").set({ stripe_checkout_session_id: checkoutSessionId }).where("id", "=", id).execute();
    },

    async byCheckoutSession(checkoutSessionId: string, executor: Executor = db): Promise<PaymentRecord | undefined> {
      const row = await executor
        .selectFrom("payments")
        .selectAll()
        .where("stripe_checkout_session_id", "=", checkoutSessionId)
        .executeTakeFirst();
      return row && toPayment(row);
    },

    async findById(id: string, executor: Executor = db): Promise<PaymentRecord | undefined> {
      const row = await executor.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toPayment(row);
    },

    async byPaymentIntent(paymentIntentId: string, executor: Executor = db): Promise<PaymentRecord | undefined> {
      const row = await executor.selectFrom("payments").selectAll().where("stripe_payment_intent_id", "=", paymentIntentId).executeTakeFirst();
      return row && toPayment(row);
    },

    /** A late failure event of a retried attempt changes nothing. */
    async settle(
      id: string,
      outcome: { status: Exclude<PaymentStatus, "pending">; paymentIntentId: string | null; failureReason?: string | null; at: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable("payments")
        .set({
          status: outcome.status,
          stripe_payment_intent_id: outcome.paymentIntentId ?? sql<string>`stripe_payment_intent_id`,
          failure_reason: outcome.failureReason ?? null,
          completed_at: outcome.at,
        })
        .where("id", "=", id)
        .where("status", "!=", "succeeded")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Once: the first reason stays. */
    async flag(id: string, reason: string, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("payments")
        .set({ flagged_at: at, flag_reason: reason })
        .where((eb) => eb.and({ id, flagged_at: null }))
        .execute();
    },

    async markRefunded(id: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("payments").set({ refunded_at: at }).where("id", "=", id).where("refunded_at", "is", null).execute();
    },

    async list(advertiserId: number, limit: number, executor: Executor = db): Promise<PaymentRecord[]> {
      return (await newestOfAdvertiser(executor, "payments", "id", advertiserId, limit)).map(toPayment);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
