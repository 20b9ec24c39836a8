import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";

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

/** A child's birth year and its parents' consents: what decides whether anything the child says may be kept. */
export function createConsentsRepository(db: Db) {
  return {
    birthYearOf(userId: number, executor: Executor = db): Promise<{ birthYear: number | null } | undefined> {
      return executor.selectFrom("users").select("birth_year as birthYear").where("id", "=", userId).executeTakeFirst();
    },

    async setBirthYearOnce(userId: number, birthYear: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable("users")
        .set({ birth_year: birthYear })
        .where((eb) => eb.and({ id: userId, birth_year: null }))
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

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
