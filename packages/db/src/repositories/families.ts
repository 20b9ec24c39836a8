import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import type { ParentTokenPurpose } from "../schema-families.ts";

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

export interface ChildConsentState {
  userId: number;
  username: string;
  birthYear: number | null;
  /** The earliest given. */
  consent: { parentId: number; givenAt: Date } | null;
  parents: number;
}

export interface ConsentRecordInput {
  parentId: number;
  userId: number;
  noticeVersion: string;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  ip: string;
}

const parentColumns = ["id", "email", "password_hash", "email_verified_at", "sessions_valid_after"] as const;

function parentOf(row: {
  id: number;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  sessions_valid_after: Date;
}): ParentRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    emailVerifiedAt: row.email_verified_at,
    sessionsValidAfter: row.sessions_valid_after,
  };
}

/** Tokens and codes are stored by their sha256, so a leaked table links or verifies nothing. */
export function createFamiliesRepository(db: Db) {
  return {
    /** `email` is already in lower case. */
    async insertParent(email: string, passwordHash: string, timeZone?: string, executor: Executor = db): Promise<ParentRecord | undefined> {
      try {
        const row = await executor
          .insertInto("parents")
          .values({ email, password_hash: passwordHash, ...(timeZone === undefined ? {} : { time_zone: timeZone }) })
          .returning(parentColumns)
          .executeTakeFirstOrThrow();
        return parentOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findParentByEmail(email: string, executor: Executor = db): Promise<ParentRecord | undefined> {
      const row = await executor.selectFrom("parents").select(parentColumns).where("email", "=", email.toLowerCase()).executeTakeFirst();
      return row && parentOf(row);
    },

    async findParent(id: number, executor: Executor = db): Promise<ParentRecord | undefined> {
      const row = await executor.selectFrom("parents").select(parentColumns).where("id", "=", id).executeTakeFirst();
      return row && parentOf(row);
    },

    async markEmailVerified(parentId: number, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("parents")
        .set({ email_verified_at: at })
        .where("id", "=", parentId)
        .where("email_verified_at", "is", null)
        .execute();
    },

    /** Every session started before `at` ends. */
    async setPassword(parentId: number, passwordHash: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("parents").set({ password_hash: passwordHash, sessions_valid_after: at }).where("id", "=", parentId).execute();
    },

    async settingsOf(parentId: number, executor: Executor = db): Promise<ParentSettingsRecord | undefined> {
      const row = await executor.selectFrom("parents").select(["time_zone", "weekly_summary"]).where("id", "=", parentId).executeTakeFirst();
      return row && { timeZone: row.time_zone, weeklySummary: row.weekly_summary };
    },

    async setSettings(parentId: number, settings: ParentSettingsRecord, executor: Executor = db): Promise<ParentSettingsRecord | undefined> {
      const row = await executor
        .updateTable("parents")
        .set({ time_zone: settings.timeZone, weekly_summary: settings.weeklySummary })
        .where("id", "=", parentId)
        .returning(["time_zone", "weekly_summary"])
        .executeTakeFirst();
      return row && { timeZone: row.time_zone, weeklySummary: row.weekly_summary };
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
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("parent_id")
        .executeTakeFirst();
      return row?.parent_id;
    },

    async birthYearOf(userId: number, executor: Executor = db): Promise<{ birthYear: number | null } | undefined> {
      const row = await executor.selectFrom("users").select("birth_year").where("id", "=", userId).executeTakeFirst();
      return row && { birthYear: row.birth_year };
    },

    async setBirthYearOnce(userId: number, birthYear: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable("users")
        .set({ birth_year: birthYear })
        .where("id", "=", userId)
        .where("birth_year", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The child cannot change it once it is given. */
    async setBirthYear(userId: number, birthYear: number, executor: Executor = db): Promise<void> {
      await executor.updateTable("users").set({ birth_year: birthYear }).where("id", "=", userId).execute();
    },

    async consentStateOf(userId: number, executor: Executor = db): Promise<ChildConsentState | undefined> {
      const row = await executor
        .selectFrom("users")
        .select((eb) => [
          "users.id",
          "users.username",
          "users.birth_year",
          eb
            .selectFrom("parental_consents as c")
            .innerJoin("parent_links as l", (join) => join.onRef("l.parent_id", "=", "c.parent_id").onRef("l.user_id", "=", "c.user_id"))
            .select(sql<string>`json_build_object('parentId', c.parent_id, 'givenAt', c.given_at)::text`.as("consent"))
            .whereRef("c.user_id", "=", "users.id")
            .where("c.withdrawn_at", "is", null)
            .orderBy("c.given_at")
            .limit(1)
            .as("consent"),
          eb
            .selectFrom("parent_links")
            .select(sql<string>`count(*)`.as("n"))
            .whereRef("parent_links.user_id", "=", "users.id")
            .as("parents"),
        ])
        .where("users.id", "=", userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const consent = row.consent ? (JSON.parse(row.consent) as { parentId: number; givenAt: string }) : null;
      return {
        userId: row.id,
        username: row.username,
        birthYear: row.birth_year,
        consent: consent && { parentId: consent.parentId, givenAt: new Date(consent.givenAt) },
        parents: Number(row.parents ?? 0),
      };
    },

    async isLinked(parentId: number, userId: number, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .selectFrom("parent_links")
        .select("user_id")
        .where("parent_id", "=", parentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async childrenOf(parentId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom("parent_links").select("user_id").where("parent_id", "=", parentId).orderBy("linked_at").execute();
      return rows.map((row) => row.user_id);
    },

    async parentsOf(userId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom("parent_links").select("parent_id").where("user_id", "=", userId).orderBy("linked_at").execute();
      return rows.map((row) => row.parent_id);
    },

    /** The child's row is locked, so two parents linking at once cannot make a third. */
    link(
      parentId: number,
      userId: number,
      maxParents: number,
      executor: Executor = db,
    ): Promise<"linked" | "already_linked" | "full" | "no_child"> {
      return inTransaction(executor, async (trx) => {
        const child = await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
        if (!child) return "no_child" as const;
        const parents = await trx.selectFrom("parent_links").select("parent_id").where("user_id", "=", userId).execute();
        if (parents.some((row) => row.parent_id === parentId)) return "already_linked" as const;
        if (parents.length >= maxParents) return "full" as const;
        await trx.insertInto("parent_links").values({ parent_id: parentId, user_id: userId }).execute();
        return "linked" as const;
      });
    },

    async unlink(parentId: number, userId: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .deleteFrom("parent_links")
        .where("parent_id", "=", parentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async putLinkCode(userId: number, codeHash: string, expiresAt: Date, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("link_codes")
        .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, created_at: sql`now()` }))
        .execute();
    },

    async useLinkCode(codeHash: string, now: Date, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .deleteFrom("link_codes")
        .where("code_hash", "=", codeHash)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },

    async recordConsent(
      { parentId, userId, noticeVersion, checkoutSessionId, paymentIntentId, ip }: ConsentRecordInput,
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .insertInto("parental_consents")
        .values({
          parent_id: parentId,
          user_id: userId,
          notice_version: noticeVersion,
          method: "card_check",
          checkout_session_id: checkoutSessionId,
          payment_intent_id: paymentIntentId,
          ip,
        })
        .onConflict((conflict) => conflict.column("checkout_session_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return result !== undefined;
    },

    unrefundedConsents(userId: number, executor: Executor = db): Promise<{ checkoutSessionId: string; paymentIntentId: string }[]> {
      return executor
        .selectFrom("parental_consents")
        .select(["checkout_session_id as checkoutSessionId", "payment_intent_id as paymentIntentId"])
        .where("user_id", "=", userId)
        .where("refunded_at", "is", null)
        .where("payment_intent_id", "is not", null)
        .execute() as Promise<{ checkoutSessionId: string; paymentIntentId: string }[]>;
    },

    async markRefunded(checkoutSessionId: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.updateTable("parental_consents").set({ refunded_at: at }).where("checkout_session_id", "=", checkoutSessionId).execute();
    },

    async withdrawConsents(userId: number, at: Date, executor: Executor = db): Promise<number> {
      const result = await executor
        .updateTable("parental_consents")
        .set({ withdrawn_at: at })
        .where("user_id", "=", userId)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
