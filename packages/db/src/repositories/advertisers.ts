import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { AdvertiserUpdate, NewAdvertiserRow } from "../schema-advertising.ts";
import { eligibleAt } from "./advertiser-eligibility-sql.ts";

/** An advertiser whose app may be shown to students now. */
export interface EligibleAdvertiser {
  id: number;
  appName: string;
  appUrl: string;
}

/** An eligible advertiser as sponsored matching sees it (the API's in-process index). */
export interface SearchableAdvertiser extends EligibleAdvertiser {
  /** The AI-verified description when there is one, else the advertiser's own: what a student is shown. */
  description: string;
  /** Every text a search is matched against besides the name: the advertiser's description and the AI's. */
  matchedText: string;
  /** The ages the app is made for. */
  minAge: number;
  maxAge: number;
}

export interface SearchableAdvertisers {
  advertisers: SearchableAdvertiser[];
  /** When eligibility changes with no change to the table (the earliest blacklist to end after `now`); null: never. */
  changesAt: Date | null;
}

export function createAdvertisersRepository(db: Db) {
  return {
    /**
     * The table's search version (a trigger bumps it in every transaction that changes an advertiser). Read it
     * before listSearchable: rows read after a version are never older than it.
     */
    async searchVersion(): Promise<string> {
      const row = await db
        .selectFrom("search_index_versions")
        .select("version")
        .where("table_name", "=", "advertisers")
        .executeTakeFirstOrThrow();
      return row.version;
    },

    /** Every advertiser eligible at `now`, with what sponsored matching needs, in id order. */
    async listSearchable(now: Date): Promise<SearchableAdvertisers> {
      const [rows, next] = await Promise.all([
        db
          .selectFrom("advertisers")
          .select(["id", "app_name", "app_url", "min_age", "max_age", "app_description", "ai_generated_description"])
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
            description: aiDescription === "" ? row.app_description : row.ai_generated_description!,
            matchedText: `${row.app_description}\n${aiDescription}`,
            minAge: row.min_age,
            maxAge: row.max_age,
          };
        }),
        changesAt: next?.changes_at ?? null,
      };
    },

    /** Every advertiser that may be recommended now (GET /api/advertisers-for-recommendations). */
    async listEligible(now: Date): Promise<EligibleAdvertiser[]> {
      const rows = await db.selectFrom("advertisers").select(["id", "app_name", "app_url"]).where(eligibleAt(now)).orderBy("id").execute();
      return rows.map((row) => ({ id: row.id, appName: row.app_name, appUrl: row.app_url }));
    },

    /** Whether this one advertiser may be shown or recommended now. */
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
