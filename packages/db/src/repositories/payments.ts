import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { PaymentPurpose, PaymentRow, PaymentStatus } from "../schema-advertising.ts";

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
    async begin(payment: NewPayment): Promise<PaymentRow> {
      const inserted = await db
        .insertInto("payments")
        .values({
          advertiser_id: payment.advertiserId,
          purpose: payment.purpose,
          cycle_ids: [...(payment.cycleIds ?? [])],
          amount_cents: payment.amountCents,
          idempotency_key: payment.idempotencyKey,
        })
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      return (
        inserted ?? (await db.selectFrom("payments").selectAll().where("idempotency_key", "=", payment.idempotencyKey).executeTakeFirstOrThrow())
      );
    },

    async attachCheckout(id: string, checkoutSessionId: string): Promise<void> {
      await db.updateTable("payments").set({ stripe_checkout_session_id: checkoutSessionId }).where("id", "=", id).execute();
    },

    byCheckoutSession(checkoutSessionId: string): Promise<PaymentRow | undefined> {
      return db.selectFrom("payments").selectAll().where("stripe_checkout_session_id", "=", checkoutSessionId).executeTakeFirst();
    },

    findById(id: string): Promise<PaymentRow | undefined> {
      return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
    },

    byPaymentIntent(paymentIntentId: string): Promise<PaymentRow | undefined> {
      return db.selectFrom("payments").selectAll().where("stripe_payment_intent_id", "=", paymentIntentId).executeTakeFirst();
    },

    /** A late failure event of a retried attempt changes nothing. */
    async settle(
      id: string,
      outcome: { status: Exclude<PaymentStatus, "pending">; paymentIntentId: string | null; failureReason?: string | null; at: Date },
    ): Promise<boolean> {
      const result = await db
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
    async flag(id: string, reason: string, at: Date): Promise<void> {
      await db
        .updateTable("payments")
        .set({ flagged_at: at, flag_reason: reason })
        .where("id", "=", id)
        .where("flagged_at", "is", null)
        .execute();
    },

    async markRefunded(id: string, at: Date): Promise<void> {
      await db.updateTable("payments").set({ refunded_at: at }).where("id", "=", id).where("refunded_at", "is", null).execute();
    },

    list(advertiserId: number, limit: number): Promise<PaymentRow[]> {
      return db.selectFrom("payments").selectAll().where("advertiser_id", "=", advertiserId).orderBy("id", "desc").limit(limit).execute();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
