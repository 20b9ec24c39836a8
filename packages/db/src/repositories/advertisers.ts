import { sql } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { AdvertiserRow, AdvertiserUpdate, NewAdvertiserRow } from "../rows.ts";
import type { Db, Executor } from "../client.ts";
import type { AdvertiserStatus, SafetyStatus } from "../schema-advertising.ts";
import { eligibleAt, isLive } from "./advertiser-eligibility-sql.ts";
import { isLoginName } from "./login-name.ts";

export interface AdvertiserRecord {
  id: number;
  /** Unique regardless of letter case: the login name. */
  appName: string;
  appUrl: string;
  appDescription: string;
  aiGeneratedDescription: string | null;
  email: string;
  passwordHash: string;
  minAge: number;
  maxAge: number;
  status: AdvertiserStatus;
  safetyStatus: SafetyStatus;
  safetyReason: string | null;
  safetyDetails: string | null;
  safetyCheckedAt: Date | null;
  upfrontFeeCents: number;
  upfrontPaidAt: Date | null;
  overdueSince: Date | null;
  blacklistedAt: Date | null;
  /** Null with blacklistedAt set: no end. */
  blacklistedUntil: Date | null;
  blacklistReason: string | null;
  isDemo: boolean;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  stripeCustomerId: string | null;
  stripePaymentMethodId: string | null;
  pausedAt: Date | null;
  pauseReason: string | null;
  /** Null shows appDescription. */
  childDescription: string | null;
}

const toAdvertiser = camelCaseMapper<AdvertiserRow, AdvertiserRecord>();

type AdvertiserFields = Omit<AdvertiserRecord, "id" | "createdAt" | "updatedAt">;
export type AdvertiserChange = Partial<AdvertiserFields>;
export type NewAdvertiser = Pick<AdvertiserFields, "appName" | "appUrl" | "appDescription" | "email" | "passwordHash"> & AdvertiserChange;

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
    async searchVersion(executor: Executor = db): Promise<string> {
      const row = await executor
        .selectFrom("search_index_versions")
        .select("version")
        .where("table_name", "=", "advertisers")
        .executeTakeFirstOrThrow();
      return row.version;
    },

    async listSearchable(now: Date, executor: Executor = db): Promise<SearchableAdvertisers> {
      const [rows, next] = await Promise.all([
        executor
          .selectFrom("advertisers")
          .select(["id", "app_name", "app_url", "min_age", "max_age", "app_description", "ai_generated_description", "child_description"])
          .where(eligibleAt(now))
          .orderBy("id")
          .execute(),
        executor
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

    async listEligible(now: Date, executor: Executor = db): Promise<EligibleAdvertiser[]> {
      const rows = await executor.selectFrom("advertisers").select(["id", "app_name", "app_url"]).where(eligibleAt(now)).orderBy("id").execute();
      return rows.map((row) => ({ id: row.id, appName: row.app_name, appUrl: row.app_url }));
    },

    async isEligible(id: number, now: Date, executor: Executor = db): Promise<boolean> {
      const row = await executor.selectFrom("advertisers").select("id").where("id", "=", id).where(eligibleAt(now)).executeTakeFirst();
      return row !== undefined;
    },

    async exists(id: number, executor: Executor = db): Promise<boolean> {
      const row = await executor.selectFrom("advertisers").select("id").where("id", "=", id).executeTakeFirst();
      return row !== undefined;
    },

    async findById(id: number, executor: Executor = db): Promise<AdvertiserRecord | undefined> {
      const row = await executor.selectFrom("advertisers").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toAdvertiser(row);
    },

    async insert(advertiser: NewAdvertiser, executor: Executor = db): Promise<number> {
      const inserted = await executor.insertInto("advertisers").values(newAdvertiserRow(advertiser)).returning("id").executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** One statement for many: the ids come back in the order given. */
    async insertMany(advertisers: readonly NewAdvertiser[], executor: Executor = db): Promise<number[]> {
      if (advertisers.length === 0) return [];
      const inserted = await executor.insertInto("advertisers").values(advertisers.map(newAdvertiserRow)).returning("id").execute();
      return inserted.map((row) => row.id);
    },

    /** The app name is the login name. */
    async findByAppName(appName: string, executor: Executor = db): Promise<AdvertiserRecord | undefined> {
      const row = await executor.selectFrom("advertisers").selectAll().where(isLoginName("app_name", appName)).executeTakeFirst();
      return row && toAdvertiser(row);
    },

    /** Answers false when it was already recorded, so a second confirmation changes nothing. */
    async recordUpfrontPaid(id: number, paid: { at: Date; paymentMethodId: string | null }, executor: Executor = db): Promise<boolean> {
      const result = await executor
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
    async markOverdue(id: number, since: Date, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("advertisers")
        .set({ overdue_since: since, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("overdue_since", "is", null)
        .execute();
    },

    /** Judged and written in one statement, so a failure recorded meanwhile keeps the mark. */
    async clearOverdue(id: number, executor: Executor = db): Promise<void> {
      await executor
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
    async dueForSafetyCheck(before: Date, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectFrom("advertisers")
        .select("id")
        .where(isLive())
        .where((eb) => eb.or([eb("safety_checked_at", "is", null), eb("safety_checked_at", "<", before)]))
        .orderBy(sql`safety_checked_at nulls first`)
        .orderBy("id")
        .execute();
      return rows.map((row) => row.id);
    },

    async overdueSince(since: Date, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectFrom("advertisers")
        .select("id")
        .where("overdue_since", "<=", since)
        .where("status", "!=", "cancelled")
        .orderBy("id")
        .execute();
      return rows.map((row) => row.id);
    },

    async update(id: number, change: AdvertiserChange, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("advertisers")
        .set({ ...advertiserColumns(change), updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type AdvertisersRepository = ReturnType<typeof createAdvertisersRepository>;

/** Fields left undefined are not written. */
function advertiserColumns(change: AdvertiserChange): AdvertiserUpdate {
  return {
    app_name: change.appName,
    app_url: change.appUrl,
    app_description: change.appDescription,
    ai_generated_description: change.aiGeneratedDescription,
    email: change.email,
    password_hash: change.passwordHash,
    min_age: change.minAge,
    max_age: change.maxAge,
    status: change.status,
    safety_status: change.safetyStatus,
    safety_reason: change.safetyReason,
    safety_details: change.safetyDetails,
    safety_checked_at: change.safetyCheckedAt,
    upfront_fee_cents: change.upfrontFeeCents,
    upfront_paid_at: change.upfrontPaidAt,
    overdue_since: change.overdueSince,
    blacklisted_at: change.blacklistedAt,
    blacklisted_until: change.blacklistedUntil,
    blacklist_reason: change.blacklistReason,
    is_demo: change.isDemo,
    cancelled_at: change.cancelledAt,
    stripe_customer_id: change.stripeCustomerId,
    stripe_payment_method_id: change.stripePaymentMethodId,
    paused_at: change.pausedAt,
    pause_reason: change.pauseReason,
    child_description: change.childDescription,
  };
}

export function newAdvertiserRow(advertiser: NewAdvertiser): NewAdvertiserRow {
  return {
    ...advertiserColumns(advertiser),
    app_name: advertiser.appName,
    app_url: advertiser.appUrl,
    app_description: advertiser.appDescription,
    email: advertiser.email,
    password_hash: advertiser.passwordHash,
  };
}
