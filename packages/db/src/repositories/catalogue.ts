import { sql } from "kysely";
import type { NewCatalogueSiteRow } from "../rows.ts";
import type { Db, Executor } from "../client.ts";
import { executePrepared } from "../prepared.ts";

import { catalogueSearchStatement } from "./catalogue-search-sql.ts";
import type { CatalogueSearchRow } from "./catalogue-search-sql.ts";

/** Subjects are SUBJECT_OPTIONS values (the table checks them). */
export type CatalogueSubject =
  | "default"
  | "math"
  | "science"
  | "fitness"
  | "history"
  | "language"
  | "cs"
  | "drama"
  | "writing"
  | "handwriting"
  | "english"
  | "grammar"
  | "stress"
  | "memory"
  | "money"
  | "time"
  | "diy";

export interface CatalogueSite {
  url: string;
  title: string;
  description: string;
  subjects: readonly CatalogueSubject[];
  ages: readonly [min: number, max: number];
  educational: boolean;
  favicon?: string;
}

export interface CatalogueQuery {
  text: string;
  age: number | null;
  educationalOnly: boolean;
  limit: number;
  looseBelow?: number;
}

export type CatalogueHit = CatalogueSearchRow;

/** So a 4000-character query stays a small tsquery. */
const MAX_QUERY_WORDS = 24;

export function createCatalogueRepository(db: Db) {
  return {
    async search(query: CatalogueQuery, executor: Executor = db): Promise<CatalogueHit[]> {
      const statement = catalogueSearchStatement({ ...query, text: boundedText(query.text) });
      if (!statement) return [];
      const { rows } = await executePrepared<CatalogueHit>(executor, statement.text, statement.values);
      return rows;
    },

    /** One statement per 500 sites keeps the parameters under PostgreSQL's limit. */
    async upsert(sites: readonly CatalogueSite[], executor: Executor = db): Promise<number> {
      let written = 0;
      for (let start = 0; start < sites.length; start += 500) {
        const batch = sites.slice(start, start + 500).map(toRow);
        const result = await executor
          .insertInto("catalogue_sites")
          .values(batch)
          .onConflict((oc) =>
            oc
              .column("url")
              .doUpdateSet((eb) => ({
                title: eb.ref("excluded.title"),
                description: eb.ref("excluded.description"),
                favicon: eb.ref("excluded.favicon"),
                subjects: eb.ref("excluded.subjects"),
                min_age: eb.ref("excluded.min_age"),
                max_age: eb.ref("excluded.max_age"),
                educational: eb.ref("excluded.educational"),
                updated_at: sql<Date>`now()`,
              }))
              .where(
                // Unchanged sites are left alone, so re-running the seed on every start writes nothing.
                sql<boolean>`(catalogue_sites.title, catalogue_sites.description, catalogue_sites.favicon,
                catalogue_sites.subjects, catalogue_sites.min_age, catalogue_sites.max_age, catalogue_sites.educational)
                is distinct from (excluded.title, excluded.description, excluded.favicon, excluded.subjects,
                excluded.min_age, excluded.max_age, excluded.educational)`,
              ),
          )
          .executeTakeFirst();
        written += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return written;
    },

    async analyze(executor: Executor = db): Promise<void> {
      await sql`analyze catalogue_sites`.execute(executor);
    },

    async count(executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom("catalogue_sites")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

function boundedText(text: string): string {
  return text.trim().split(/\s+/).slice(0, MAX_QUERY_WORDS).join(" ");
}

function toRow(entry: CatalogueSite): NewCatalogueSiteRow {
  return {
    url: entry.url,
    title: entry.title,
    description: entry.description,
    favicon: entry.favicon ?? new URL("/favicon.ico", entry.url).href,
    subjects: [...entry.subjects],
    min_age: entry.ages[0],
    max_age: entry.ages[1],
    educational: entry.educational,
  };
}
