import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { AdvertiserUpdate, NewAdvertiserRow } from "../schema-advertising.ts";
import { eligibleAt } from "./advertiser-eligibility-sql.ts";

export interface EligibleAdvertiser {
  id: number;
  appName: string;
  appUrl: string;
}

export interface SearchableAdvertiser extends EligibleAdvertiser {
  /** The short description the safety check passed with the app. */
  description: string;
  matchedText: string;
  minAge: number;
  maxAge: number;
}

export interface SearchableAdvertisers {
  advertisers: SearchableAdvertiser[];
  /** Eligibility can change with no change to the table; null: never. */
  changesAt: Date | null;
}

export function createAdvertisersRepository(db: Db) {
  return {
    /** Read it before listSearchable: rows read after a version are never older than it. */
    async searchVersion(): Promise<string> {
      const row = await db
        .selectFrom("search_index_versions")
        .select("version")
        .where("table_name", "=", "advertisers")
        .executeTakeFirstOrThrow();
      return row.version;
    },

    async listSearchable(now: Date): Promise<SearchableAdvertisers> {
      const [rows, next] = await Promise.all([
        db
          .selectFrom("advertisers")
          .select(["id", "app_name", "app_url", "min_age", "max_age", "app_description", "ai_generated_description", "child_description"])
          .where(eligibleAt(now))
          .orderBy("id")
          .execute(),
        db
          .selectFrom("advertisers")
          .select((eb) => eb.fn.min("blacklisted_until").as("changes_at"))
          .where("blacklisted_until", ">", now)
          .executeTakeFirst(),
      ]);
      return {
        advertisers: rows.map((row) => {
          const aiDescription = row.ai_generated_description?.trim() ?? "";
          return {
            id: row.id,
            appName: row.app_name,
            appUrl: row.app_url,
            description: row.child_description ?? row.app_description,
            matchedText: `${row.app_description}\n${aiDescription}`,
            minAge: row.min_age,
            maxAge: row.max_age,
          };
        }),
        changesAt: next?.changes_at ?? null,
      };
    },

    async listEligible(now: Date): Promise<EligibleAdvertiser[]> {
      const rows = await db.selectFrom("advertisers").select(["id", "app_name", "app_url"]).where(eligibleAt(now)).orderBy("id").execute();
      return rows.map((row) => ({ id: row.id, appName: row.app_name, appUrl: row.app_url }));
    },

    async isEligible(id: number, now: Date): Promise<boolean> {
      const row = await db.selectFrom("advertisers").select("id").where("id", "=", id).where(eligibleAt(now)).executeTakeFirst();
      return row !== undefined;
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom("advertisers").select("id").where("id", "=", id).executeTakeFirst();
      return row !== undefined;
    },

    findById(id: number) {
      return db.selectFrom("advertisers").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async insert(row: NewAdvertiserRow): Promise<number> {
      const inserted = await db.insertInto("advertisers").values(row).returning("id").executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** The app name is the login name. */
    findByAppName(appName: string) {
      return db
        .selectFrom("advertisers")
        .selectAll()
        .where(sql<string>`lower(app_name)`, "=", appName.toLowerCase())
        .executeTakeFirst();
    },

    /** Answers false when it was already recorded, so a second confirmation changes nothing. */
    async recordUpfrontPaid(id: number, paid: { at: Date; paymentMethodId: string | null }): Promise<boolean> {
      const result = await db
        .updateTable("advertisers")
        .set({
          upfront_paid_at: paid.at,
          status: sql<"active">`case when status = 'pending_payment' then 'active' else status end`,
          stripe_payment_method_id: paid.paymentMethodId,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", id)
        .where("upfront_paid_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // markOverdue and clearOverdue touch the row only when it changes: every change makes each API process reload its sponsored index.

    /** A later failure does not move the date. */
    async markOverdue(id: number, since: Date): Promise<void> {
      await db
        .updateTable("advertisers")
        .set({ overdue_since: since, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("overdue_since", "is", null)
        .execute();
    },

    /** Judged and written in one statement, so a failure recorded meanwhile keeps the mark. */
    async clearOverdue(id: number): Promise<void> {
      await db
        .updateTable("advertisers")
        .set({ overdue_since: null, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("overdue_since", "is not", null)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom("billing_cycles").select("id").where("advertiser_id", "=", id).where("state", "=", "failed"))),
        )
        .execute();
    },

    /** Paused ones wait for an operator, not for the next check. */
    async dueForSafetyCheck(before: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("advertisers")
        .select("id")
        .where("status", "=", "active")
        .where("upfront_paid_at", "is not", null)
        .where("paused_at", "is", null)
        .where((eb) => eb.or([eb("safety_checked_at", "is", null), eb("safety_checked_at", "<", before)]))
        .orderBy(sql`safety_checked_at nulls first`)
        .orderBy("id")
        .execute();
      return rows.map((row) => row.id);
    },

    async overdueSince(since: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("advertisers")
        .select("id")
        .where("overdue_since", "<=", since)
        .where("status", "!=", "cancelled")
        .orderBy("id")
        .execute();
      return rows.map((row) => row.id);
    },

    async update(id: number, patch: AdvertiserUpdate): Promise<void> {
      await db
        .updateTable("advertisers")
        .set({ ...patch, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type AdvertisersRepository = ReturnType<typeof createAdvertisersRepository>;
