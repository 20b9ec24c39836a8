import type { Db, Executor } from "../client.ts";

/** Webhooks arrive at least once, and are acted on once. */
export function createPaymentEventsRepository(db: Db) {
  return {
    async recordOnce(id: string, type: string, executor: Executor = db): Promise<boolean> {
      const inserted = await executor
        .insertInto("payment_events")
        .values({ id, type })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** So the provider's next delivery is handled. */
    async forget(id: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom("payment_events").where("id", "=", id).execute();
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
