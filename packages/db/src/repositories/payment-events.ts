import type { Db } from "../client.ts";

/** The payment provider's events already handled: webhooks arrive at least once, and are acted on once. */
export function createPaymentEventsRepository(db: Db) {
  return {
    /** Records an event; answers false when it was recorded before (a redelivery to ignore). */
    async recordOnce(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insertInto("payment_events")
        .values({ id, type })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Forgets an event whose handling failed, so the provider's next delivery is handled. */
    async forget(id: string): Promise<void> {
      await db.deleteFrom("payment_events").where("id", "=", id).execute();
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
