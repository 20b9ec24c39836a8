import type { Db, Executor } from "../client.ts";

/** Never in clear: the caller opens it with the key-encryption key. */
export interface StoredProviderKey {
  sealed: Buffer;
  kekId: string;
  lastFour: string;
  setAt: Date;
  setBy: string | null;
  rejectedAt: Date | null;
  rejectedMessage: string | null;
}

export function createAiProviderKeysRepository(db: Db) {
  return {
    find(provider: string, executor: Executor = db): Promise<StoredProviderKey | undefined> {
      return executor
        .selectFrom("ai_provider_keys")
        .leftJoin("operators", "operators.id", "ai_provider_keys.set_by")
        .select([
          "ai_provider_keys.sealed",
          "ai_provider_keys.kek_id as kekId",
          "ai_provider_keys.last_four as lastFour",
          "ai_provider_keys.set_at as setAt",
          "operators.username as setBy",
          "ai_provider_keys.rejected_at as rejectedAt",
          "ai_provider_keys.rejected_message as rejectedMessage",
        ])
        .where("provider", "=", provider)
        .executeTakeFirst();
    },

    async store(
      provider: string,
      key: { sealed: Buffer; kekId: string; lastFour: string; setBy: number; setAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      const values = { sealed: key.sealed, kek_id: key.kekId, last_four: key.lastFour, set_by: key.setBy, set_at: key.setAt };
      await executor
        .insertInto("ai_provider_keys")
        .values({ provider, ...values })
        .onConflict((conflict) => conflict.column("provider").doUpdateSet({ ...values, rejected_at: null, rejected_message: null }))
        .execute();
    },

    /** A key stored since then is left alone. */
    async recordRejected(provider: string, sealed: Buffer, at: Date, message: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("ai_provider_keys")
        .set({ rejected_at: at, rejected_message: message })
        .where("provider", "=", provider)
        .where("sealed", "=", sealed)
        .execute();
    },
  };
}

export type AiProviderKeysRepository = ReturnType<typeof createAiProviderKeysRepository>;
