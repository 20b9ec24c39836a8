import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { OperatorRow } from "../schema-operators.ts";

/** The people who run the product (the operator console). */
export function createOperatorsRepository(db: Db) {
  return {
    /** Case-insensitive, as usernames are unique regardless of letter case. */
    findByUsername(username: string): Promise<OperatorRow | undefined> {
      return db
        .selectFrom("operators")
        .selectAll()
        .where(sql<string>`lower(username)`, "=", username.toLowerCase())
        .executeTakeFirst();
    },

    findById(id: number): Promise<OperatorRow | undefined> {
      return db.selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Creates the operator, or sets a new password for the one of that name. Answers whether it was created. */
    async upsert(username: string, passwordHash: string): Promise<{ id: number; created: boolean }> {
      const row = await db
        .insertInto("operators")
        .values({ username, password_hash: passwordHash })
        .onConflict((conflict) =>
          conflict.expression(sql`lower(username)`).doUpdateSet({ password_hash: passwordHash, password_changed_at: sql<Date>`now()` }),
        )
        .returning(["id", sql<boolean>`xmax = 0`.as("created")])
        .executeTakeFirstOrThrow();
      return { id: row.id, created: row.created };
    },

    async setPendingTotp(id: number, sealed: Buffer): Promise<void> {
      await db.updateTable("operators").set({ totp_pending_sealed: sealed }).where("id", "=", id).execute();
    },

    /** Makes the pending secret the operator's second step. */
    async enableTotp(id: number, sealed: Buffer): Promise<void> {
      await db.updateTable("operators").set({ totp_sealed: sealed, totp_pending_sealed: null }).where("id", "=", id).execute();
    },

    async recordSignIn(id: number, at: Date): Promise<void> {
      await db.updateTable("operators").set({ last_sign_in_at: at }).where("id", "=", id).execute();
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
