import type { CatalogueSiteRow } from "../schema-catalogue.ts";

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

/** A statement's text and the values for one search ($1 to $5, see statementText). */
export interface CatalogueSearchStatement {
  text: string;
  values: Array<string | number>;
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
 * Matches ranked per pass at most: ranking reads each match's whole search document, and a broad word or prefix
 * ('kids', 'pla') over a big catalogue would rank thousands of rows, so only the first matches found are ranked
 * and the best `limit` of them kept. The real sites are loaded first, so they are always among the first found.
 * The loose pass is a supplement and ranks fewer.
 */
const STRICT_CANDIDATES = 300;
const LOOSE_CANDIDATES = 50;

/**
 * The statement for a search (null when the query has no word at all, which nothing can match): one statement,
 * one round trip, one plan.
 * 1. strict: every word (websearch syntax: "phrases", -exclusions), ranked by cover density (`ts_rank_cd`: how
 *    close together a site holds the words, which tells the best of the every-word matches apart), title (A) >
 *    description (B) > subject words (C);
 * 2. only when strict fills fewer than `looseBelow` places (a one-time filter: otherwise never executed): any word
 *    matching, the last one also as a prefix (from two letters), ranked by frequency (`ts_rank`: for an any-word
 *    query, cover density costs ten times more per row and says little more), plus — for a single word — titles
 *    spelled like it (`<<%`, strict word similarity at or above pg_trgm's default 0.5, from the trigram index);
 *    listed below the strict hits.
 * The age and study-mode filters apply to every pass. The child's subject is not part of it: it only reorders
 * these hits (favourSubject), so one answer serves every subject.
 *
 * The text depends only on the search's shape (age filter or not, study mode, spelling pass or not), so each
 * shape is written once and sent as a prepared statement; a search changes only the values. Parts a shape does
 * not need are left out of its text rather than switched off, because PostgreSQL sets up every node of a plan
 * at every execution, used or not (a seventh of this statement's CPU).
 */
export function catalogueSearchStatement(input: CatalogueSearchInput): CatalogueSearchStatement | null {
  const looseQuery = looseTsquery(input.text);
  // No word at all ('???'): nothing can match.
  if (looseQuery === "") return null;
  const shape: Shape = { ageFilter: input.age !== null, educationalOnly: input.educationalOnly, spelling: SPELLING_WORD.test(input.text) };
  const key = `${+shape.ageFilter}${+shape.educationalOnly}${+shape.spelling}`;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = statementText(shape)));
  const values = [input.text, looseQuery, input.limit, Math.min(input.looseBelow ?? input.limit, input.limit)];
  // A value the text does not use would have no type PostgreSQL could infer.
  return { text, values: shape.ageFilter ? [...values, input.age!] : values };
}

interface Shape {
  ageFilter: boolean;
  educationalOnly: boolean;
  /** The query is one word that may be misspelled. */
  spelling: boolean;
}

/** At most 8 shapes. */
const texts = new Map<string, string>();

// The values: $1 the query, $2 the loose pass's tsquery, $3 the limit, $4 the strict hits below which the loose
// pass runs, $5 the age. Each tsquery is a scalar subquery: computed once per execution, where a tsquery function
// of a parameter in a prepared statement's generic plan would be evaluated again for every row it filters or ranks.
function statementText({ ageFilter, educationalOnly, spelling }: Shape): string {
  const visible = [
    "true",
    ...(ageFilter ? ["min_age <= $5::int and max_age >= $5::int"] : []),
    ...(educationalOnly ? ["educational"] : []),
  ].join(" and ");
  const strictQuery = "(select websearch_to_tsquery('english', $1::text))";
  const looseQuery = "(select to_tsquery('english', $2::text))";
  const needsMore = "(select count(*) from strict_hits) < $4::int";
  const passes = [
    `strict_hits as (${rankedMatches({ where: `search_document @@ ${strictQuery} and ${visible}`, rankBy: strictQuery, rankWith: "ts_rank_cd", candidates: STRICT_CANDIDATES })})`,
    `word_hits as (${rankedMatches({
      where: `${needsMore} and search_document @@ ${looseQuery} and ${visible} and id not in (select id from strict_hits)`,
      rankBy: looseQuery,
      rankWith: "ts_rank",
      candidates: LOOSE_CANDIDATES,
    })})`,
  ];
  if (spelling) {
    passes.push(`spelling_hits as (
      select id, ${TITLE_SPELLING_WEIGHT} * strict_word_similarity($1::text, title) as rank
      from catalogue_sites
      where ${needsMore} and $1::text <<% title and ${visible} and id not in (select id from strict_hits)
      order by rank desc, id
      limit $3::int
    )`);
  }
  // A site both loose passes find ranks by the sum of both.
  const looseHits = spelling
    ? "select id, sum(rank), 1 from (select id, rank from word_hits union all select id, rank from spelling_hits) loose group by id"
    : "select id, rank, 1 from word_hits";
  return `/* catalogue search */
    with ${passes.join(",\n    ")},
    found as (select id, rank, 0 as pass from strict_hits union all ${looseHits})
    select site.id, site.url, site.title, site.description, site.favicon, site.subjects, site.min_age, site.max_age,
      site.educational, found.rank::float8 as rank, found.pass
    from found join catalogue_sites site using (id)
    order by found.pass, found.rank desc, site.id
    limit $3::int`;
}

/** `(id, rank)` of the best `$3` of the first `candidates` matches, best first (ties by id). */
function rankedMatches({
  where,
  rankBy,
  rankWith,
  candidates,
}: {
  where: string;
  rankBy: string;
  rankWith: "ts_rank_cd" | "ts_rank";
  candidates: number;
}): string {
  return `
    select id, ${rankWith}(search_document, ${rankBy}) as rank
    from (select id, search_document from catalogue_sites where ${where} limit ${candidates}) candidate
    order by rank desc, id
    limit $3::int`;
}

/**
 * Any of the query's words, the last one also as a prefix because it may be half typed ('solar pla'
 * finds 'planets', 'ma' finds math). Only letters and digits reach the tsquery, so no input can make it
 * invalid. Empty when the query has no words.
 */
function looseTsquery(text: string): string {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(" | ");
}
