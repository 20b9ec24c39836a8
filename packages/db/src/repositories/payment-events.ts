import type { Db } from "../client.ts";

/** Webhooks arrive at least once, and are acted on once. */
export function createPaymentEventsRepository(db: Db) {
  return {
    async recordOnce(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insertInto("payment_events")
        .values({ id, type })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** So the provider's next delivery is handled. */
    async forget(id: string): Promise<void> {
      await db.deleteFrom("payment_events").where("id", "=", id).execute();
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
