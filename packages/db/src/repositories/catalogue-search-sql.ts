import { sql } from "kysely";
import type { RawBuilder } from "kysely";
import type { CatalogueSiteRow } from "../schema-catalogue.ts";
import { rankedMatchesSql } from "./ranked-matches-sql.ts";

export interface CatalogueSearchInput {
  /** The query, already cut to its first words. */
  text: string;
  age: number | null;
  educationalOnly: boolean;
  limit: number;
  /** The loose pass runs only when strict finds fewer than this (at most `limit`; default `limit`). */
  looseBelow?: number;
}

/** A catalogue site as the search answers it: the row without its search document and times, ranked. */
export interface CatalogueSearchRow extends Omit<CatalogueSiteRow, "search_document" | "created_at" | "updated_at"> {
  rank: number;
  /** 0: every word matched (strict); 1: the loose pass. Strict hits always come first. */
  pass: 0 | 1;
}

/**
 * In the loose pass, how much a title spelled like the query counts next to matching words (whose `ts_rank` is
 * about 0.6 for one word in a title).
 */
const TITLE_SPELLING_WEIGHT = 0.2;
/**
 * The spelling pass is for one misspelled word ('dinosours', 'Scrach'): a phrase or a one- to three-letter
 * stub shares trigrams with most titles, so the trigram index would hand back most of the table to recheck.
 */
const SPELLING_WORD = /^[\p{L}\p{N}]{4,20}$/u;
/**
 * Matches ranked per pass at most (rankedMatchesSql): a broad word or prefix ('kids', 'pla') over a big catalogue
 * would rank thousands of rows. The real sites are loaded first, so they are always among the first found. The
 * loose pass is a supplement and ranks fewer.
 */
const STRICT_CANDIDATES = 300;
const LOOSE_CANDIDATES = 50;

/**
 * One statement, one round trip, one plan:
 * 1. strict: every word (websearch syntax: "phrases", -exclusions), ranked by cover density, title (A) >
 *    description (B) > subject words (C);
 * 2. only when strict fills fewer than `looseBelow` places (a one-time filter: otherwise never executed): any word
 *    matching, the last one also as a prefix (from two letters), ranked by frequency, plus — for a single word —
 *    titles spelled like it (`<<%`, strict word similarity at or above pg_trgm's default 0.5, from the trigram
 *    index); listed below the strict hits.
 * The age and study-mode filters apply to every pass. The child's subject is not part of it: it only reorders
 * these hits (favourSubject), so one answer serves every subject.
 */
export function catalogueSearchSql(input: CatalogueSearchInput): RawBuilder<CatalogueSearchRow> {
  const visible = sql.join(
    [
      sql`true`,
      ...(input.age === null ? [] : [sql`min_age <= ${input.age} and max_age >= ${input.age}`]),
      ...(input.educationalOnly ? [sql`educational`] : []),
    ],
    sql` and `,
  );
  const strictQuery = sql`(select websearch_to_tsquery('english', ${input.text}))`;
  const anyWord = looseTsquery(input.text);
  const looseQuery = anyWord ? sql`(select to_tsquery('english', ${anyWord}))` : undefined;
  const spelling = SPELLING_WORD.test(input.text) ? sql`${input.text} <<% title` : sql`false`;
  const needsMore = sql`(select count(*) from strict_hits) < ${Math.min(input.looseBelow ?? input.limit, input.limit)}`;

  return sql<CatalogueSearchRow>`
    with strict_hits as (${rankedMatchesSql({
      table: "catalogue_sites",
      where: sql`search_document @@ ${strictQuery} and ${visible}`,
      rankBy: strictQuery,
      rankWith: "cover density",
      candidates: STRICT_CANDIDATES,
      limit: input.limit,
    })}),
    word_hits as (${rankedMatchesSql({
      table: "catalogue_sites",
      where: sql`${needsMore} and ${looseQuery ? sql`search_document @@ ${looseQuery}` : sql`false`} and ${visible}
        and id not in (select id from strict_hits)`,
      rankBy: looseQuery ?? sql`''::tsquery`,
      rankWith: "frequency",
      candidates: LOOSE_CANDIDATES,
      limit: input.limit,
    })}),
    spelling_hits as (
      select id, ${sql.lit(TITLE_SPELLING_WEIGHT)} * strict_word_similarity(${input.text}, title) as rank
      from catalogue_sites
      where ${needsMore} and ${spelling} and ${visible} and id not in (select id from strict_hits)
      order by rank desc, id
      limit ${input.limit}
    ),
    found as (
      select id, rank, 0 as pass from strict_hits
      union all
      select id, sum(rank), 1 from (select id, rank from word_hits union all select id, rank from spelling_hits) loose group by id
    )
    select site.id, site.url, site.title, site.description, site.favicon, site.subjects, site.min_age, site.max_age,
      site.educational, found.rank::float8 as rank, found.pass
    from found join catalogue_sites site using (id)
    order by found.pass, found.rank desc, site.id
    limit ${input.limit}`;
}

/**
 * Any of the query's words, the last one also as a prefix because it may be half typed ('solar pla'
 * finds 'planets', 'ma' finds math). Only letters and digits reach the tsquery, so no input can make it
 * invalid.
 */
function looseTsquery(text: string): string {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(" | ");
}
