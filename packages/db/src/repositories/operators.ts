import { sql } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { OperatorRow } from "../rows.ts";
import type { Db, Executor } from "../client.ts";
import { isLoginName } from "./login-name.ts";

export interface OperatorRecord {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: Date;
  passwordChangedAt: Date;
  lastSignInAt: Date | null;
  totpSealed: Buffer | null;
  totpPendingSealed: Buffer | null;
  /** A code's time step counts once. */
  totpLastStep: string | null;
  /** A new password or second factor bumps it, ending older sessions. */
  sessionGeneration: number;
}

const toOperator = camelCaseMapper<OperatorRow, OperatorRecord>();

export function createOperatorsRepository(db: Db) {
  return {
    /** Usernames are unique regardless of letter case. */
    async findByUsername(username: string, executor: Executor = db): Promise<OperatorRecord | undefined> {
      const row = await executor.selectFrom("operators").selectAll().where(isLoginName("username", username)).executeTakeFirst();
      return row && toOperator(row);
    },

    async findById(id: number, executor: Executor = db): Promise<OperatorRecord | undefined> {
      const row = await executor.selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toOperator(row);
    },

    /** A new password ends the operator's sessions: the generation moves on. */
    async upsert(username: string, passwordHash: string, executor: Executor = db): Promise<{ id: number; created: boolean }> {
      const row = await executor
        .insertInto("operators")
        .values({ username, password_hash: passwordHash })
        .onConflict((conflict) =>
          conflict.expression(sql`lower(username)`).doUpdateSet({
            password_hash: passwordHash,
            password_changed_at: sql<Date>`now()`,
            session_generation: sql<number>`operators.session_generation + 1`,
          }),
        )
        .returning(["id", sql<boolean>`xmax = 0`.as("created")])
        .executeTakeFirstOrThrow();
      return { id: row.id, created: row.created };
    },

    async setPendingTotp(id: number, sealed: Buffer, executor: Executor = db): Promise<void> {
      await executor.updateTable("operators").set({ totp_pending_sealed: sealed }).where("id", "=", id).execute();
    },

    /** One statement, so a code's time step is taken once and a stale pending secret changes nothing. */
    async enableTotp(id: number, sealed: Buffer, step: number, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .updateTable("operators")
        .set({
          totp_sealed: sealed,
          totp_pending_sealed: null,
          totp_last_step: String(step),
          session_generation: sql<number>`session_generation + 1`,
        })
        .where("id", "=", id)
        .where("totp_pending_sealed", "=", sealed)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", String(step))]))
        .returning("session_generation")
        .executeTakeFirst();
      return row?.session_generation;
    },

    /** Once: false when it (or a later one) was already accepted, so a code cannot be replayed. */
    async takeTotpStep(id: number, step: number, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .updateTable("operators")
        .set({ totp_last_step: String(step) })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", String(step))]))
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async changePassword(id: number, passwordHash: string, executor: Executor = db): Promise<number> {
      const row = await executor
        .updateTable("operators")
        .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()`, session_generation: sql<number>`session_generation + 1` })
        .where("id", "=", id)
        .returning("session_generation")
        .executeTakeFirstOrThrow();
      return row.session_generation;
    },

    async sessionGenerationOf(id: number, executor: Executor = db): Promise<number | undefined> {
      const row = await executor.selectFrom("operators").select("session_generation").where("id", "=", id).executeTakeFirst();
      return row?.session_generation;
    },

    async recordSignIn(id: number, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("operators").set({ last_sign_in_at: at }).where("id", "=", id).execute();
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
