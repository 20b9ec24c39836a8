import { sql } from "kysely";
import type { ExpressionBuilder, RawBuilder } from "kysely";
import type { Db } from "../client.ts";
import type { Database } from "../schema.ts";
import type { AdvertiserUpdate, NewAdvertiserRow } from "../schema-advertising.ts";

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

export interface SponsoredSearch {
  /** What the student searched for. */
  query: string;
  /** The student's age, or null when unknown ('smart_adapt'): then no age narrowing. */
  age: number | null;
  limit: number;
  /** "Now" for time-limited blacklists; the caller's clock. */
  now: Date;
}

/**
 * Shown only when: active (not cancelled, not waiting for the upfront fee), judged safe by the safety
 * check, upfront fee paid, no overdue bill, and not blacklisted (or the blacklist has ended).
 */
function isEligible(now: Date) {
  return (eb: ExpressionBuilder<Database, "advertisers">) =>
    eb.and([
      eb("advertisers.status", "=", "active"),
      eb("advertisers.safety_status", "=", "safe"),
      eb("advertisers.upfront_paid_at", "is not", null),
      eb("advertisers.overdue_since", "is", null),
      eb.or([eb("advertisers.blacklisted_at", "is", null), eb("advertisers.blacklisted_until", "<=", now)]),
    ]);
}

/** Matches ranked per pass at most (see findSponsored). */
const RANKED_CANDIDATES = 200;

/**
 * Any word of the search may match (an OR of its English lexemes): a child's "fun math games for
 * kids" should find a math app that never says "fun". websearch_to_tsquery never fails on odd input,
 * and 'simple' keeps the already-stemmed lexemes as they are. A query of stop words only matches nothing.
 */
function anyWordOf(query: string) {
  return sql<string>`(
    select websearch_to_tsquery('simple', string_agg(lexeme, ' or '))
    from unnest(tsvector_to_array(to_tsvector('english', ${query}))) as lexeme
  )`;
}

export function createAdvertisersRepository(db: Db) {
  return {
    /**
     * Eligible advertisers whose name or descriptions match the query, best match first, in one statement:
     * apps matching every word of the search, then (only when they are fewer than the limit) apps matching any
     * word. Each pass ranks at most RANKED_CANDIDATES matches: ranking reads each match's whole search document,
     * and a broad word ('learn', 'games') would otherwise rank every advertiser on every search.
     */
    async findSponsored(search: SponsoredSearch): Promise<SponsoredMatch[]> {
      const everyWord = sql<string>`plainto_tsquery('english', ${search.query})`;
      const anyWord = anyWordOf(search.query);
      const candidates = (tsquery: RawBuilder<string>) =>
        db
          .selectFrom("advertisers")
          .select(["id", "search_document"])
          .where(isEligible(search.now))
          .where(sql<boolean>`search_document @@ ${tsquery}`)
          .$if(search.age !== null, (query) => query.where("min_age", "<=", search.age ?? 0).where("max_age", ">=", search.age ?? 0))
          .limit(RANKED_CANDIDATES);
      const ranked = (tsquery: RawBuilder<string>, pass: number, rows: ReturnType<typeof candidates>) =>
        db
          .selectFrom(rows.as("candidate"))
          .select(["id", sql<number>`ts_rank_cd(search_document, ${tsquery})`.as("rank"), sql<number>`${sql.lit(pass)}`.as("pass")])
          .orderBy("rank", "desc")
          .orderBy("id")
          .limit(search.limit);
      const rows = await db
        .with("every_word", () => ranked(everyWord, 0, candidates(everyWord)))
        .with("any_word", (wdb) =>
          ranked(
            anyWord,
            1,
            candidates(anyWord)
              // A one-time filter: when every_word filled the page, the any-word pass is never run.
              .where(sql<boolean>`(select count(*) from every_word) < ${search.limit}`)
              .where("id", "not in", wdb.selectFrom("every_word").select("id")),
          ),
        )
        .selectFrom((wdb) => wdb.selectFrom("every_word").selectAll().unionAll(wdb.selectFrom("any_word").selectAll()).as("found"))
        .innerJoin("advertisers", "advertisers.id", "found.id")
        .select([
          "advertisers.id",
          "app_name",
          "app_url",
          "min_age",
          "max_age",
          sql<string>`coalesce(nullif(btrim(ai_generated_description), ''), app_description)`.as("description"),
          "found.rank",
        ])
        .orderBy("found.pass")
        .orderBy("found.rank", "desc")
        .orderBy("advertisers.id")
        .limit(search.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        appName: row.app_name,
        appUrl: row.app_url,
        description: row.description,
        rank: Number(row.rank),
        minAge: row.min_age,
        maxAge: row.max_age,
      }));
    },

    /** Every advertiser that may be recommended now (GET /api/advertisers-for-recommendations). */
    async listEligible(now: Date): Promise<EligibleAdvertiser[]> {
      const rows = await db
        .selectFrom("advertisers")
        .select(["id", "app_name", "app_url"])
        .where(isEligible(now))
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ id: row.id, appName: row.app_name, appUrl: row.app_url }));
    },

    /** Whether this one advertiser may be shown or recommended now. */
    async isEligible(id: number, now: Date): Promise<boolean> {
      const row = await db.selectFrom("advertisers").select("id").where("id", "=", id).where(isEligible(now)).executeTakeFirst();
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
