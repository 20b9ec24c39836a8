import type { Db, Executor } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import type { ParentTokenPurpose } from "../schema-families.ts";
import { spendableAt } from "./single-use.ts";

export interface ParentSettingsRecord {
  timeZone: string;
  weeklySummary: boolean;
}

export interface ParentRecord {
  id: number;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  sessionsValidAfter: Date;
}

const parentColumns = [
  "id",
  "email",
  "password_hash as passwordHash",
  "email_verified_at as emailVerifiedAt",
  "sessions_valid_after as sessionsValidAfter",
] as const;

const settingsColumns = ["time_zone as timeZone", "weekly_summary as weeklySummary"] as const;

/** A parent's account, settings and mail tokens. Tokens are stored by their sha256, so a leaked table verifies nothing. */
export function createParentsRepository(db: Db) {
  return {
    /** `email` is already in lower case. */
    async insertParent(email: string, passwordHash: string, timeZone?: string, executor: Executor = db): Promise<ParentRecord | undefined> {
      try {
        return await executor
          .insertInto("parents")
          .values({ email, password_hash: passwordHash, ...(timeZone === undefined ? {} : { time_zone: timeZone }) })
          .returning(parentColumns)
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    findParentByEmail(email: string, executor: Executor = db): Promise<ParentRecord | undefined> {
      return executor.selectFrom("parents").select(parentColumns).where("email", "=", email.toLowerCase()).executeTakeFirst();
    },

    findParent(id: number, executor: Executor = db): Promise<ParentRecord | undefined> {
      return executor.selectFrom("parents").select(parentColumns).where("id", "=", id).executeTakeFirst();
    },

    async markEmailVerified(parentId: number, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("parents")
        .set({ email_verified_at: at })
        .where((eb) => eb.and({ id: parentId, email_verified_at: null }))
        .execute();
    },

    /** Every session started before `at` ends. */
    async setPassword(parentId: number, passwordHash: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("parents").set({ password_hash: passwordHash, sessions_valid_after: at }).where("id", "=", parentId).execute();
    },

    settingsOf(parentId: number, executor: Executor = db): Promise<ParentSettingsRecord | undefined> {
      return executor.selectFrom("parents").select(settingsColumns).where("id", "=", parentId).executeTakeFirst();
    },

    setSettings(parentId: number, settings: ParentSettingsRecord, executor: Executor = db): Promise<ParentSettingsRecord | undefined> {
      return executor
        .updateTable("parents")
        .set({ time_zone: settings.timeZone, weekly_summary: settings.weeklySummary })
        .where("id", "=", parentId)
        .returning(settingsColumns)
        .executeTakeFirst();
    },

    /** The token is not used up: a mail's link may be opened again until it expires. */
    async unsubscribeByToken(tokenHash: string, now: Date, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .updateTable("parents")
        .set({ weekly_summary: false })
        .where("id", "=", (eb) =>
          eb
            .selectFrom("parent_tokens")
            .select("parent_id")
            .where("token_hash", "=", tokenHash)
            .where("purpose", "=", "unsubscribe")
            .where("expires_at", ">", now),
        )
        .returning("id")
        .executeTakeFirst();
      return row?.id;
    },

    async insertToken(
      input: { tokenHash: string; parentId: number; purpose: ParentTokenPurpose; expiresAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto("parent_tokens")
        .values({ token_hash: input.tokenHash, parent_id: input.parentId, purpose: input.purpose, expires_at: input.expiresAt })
        .execute();
    },

    /** Marked used in the same statement, so of two clicks at once one wins. */
    async useToken(tokenHash: string, purpose: ParentTokenPurpose, now: Date, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .updateTable("parent_tokens")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("purpose", "=", purpose)
        .where(spendableAt(now))
        .returning("parent_id")
        .executeTakeFirst();
      return row?.parent_id;
    },
  };
}

export type ParentsRepository = ReturnType<typeof createParentsRepository>;
