import { sql } from "kysely";
import type { Db } from "../client.ts";
import { prepared } from "../prepared.ts";
import type { AdvertiserUpdate, NewAdvertiserRow } from "../schema-advertising.ts";
import { eligibleAt, sponsoredSearchSql } from "./sponsored-search-sql.ts";
import type { SponsoredSearch } from "./sponsored-search-sql.ts";

/** An advertiser whose app may be shown to students now. */
export interface EligibleAdvertiser {
  id: number;
  appName: string;
  appUrl: string;
}

export interface SponsoredMatch extends EligibleAdvertiser {
  /** The AI-verified description when there is one, else the advertiser's own. */
  description: string;
  rank: number;
  /** The ages the app is made for. */
  minAge: number;
  maxAge: number;
}

export type { SponsoredSearch };

export function createAdvertisersRepository(db: Db) {
  return {
    /** Eligible advertisers whose name or descriptions match the query, best match first (see sponsoredSearchSql). */
    async findSponsored(search: SponsoredSearch): Promise<SponsoredMatch[]> {
      const { rows } = await prepared(sponsoredSearchSql(search)).execute(db);
      return rows.map((row) => ({
        id: row.id,
        appName: row.app_name,
        appUrl: row.app_url,
        description: row.description,
        rank: row.rank,
        minAge: row.min_age,
        maxAge: row.max_age,
      }));
    },

    /** Every advertiser that may be recommended now (GET /api/advertisers-for-recommendations). */
    async listEligible(now: Date): Promise<EligibleAdvertiser[]> {
      const rows = await db
        .selectFrom("advertisers")
        .select(["id", "app_name", "app_url"])
        .where(eligibleAt(now))
        .orderBy("id")
        .execute();
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
