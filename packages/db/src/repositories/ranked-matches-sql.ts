import { sql } from "kysely";
import type { RawBuilder } from "kysely";

export interface RankedMatches {
  /** A table with an `id` and a `search_document` tsvector. */
  table: "catalogue_sites";
  /** Which rows match (the full-text match and any other condition). */
  where: RawBuilder<boolean>;
  /** The tsquery the matches are ranked by, computed once (see below). */
  rankBy: RawBuilder<unknown>;
  /**
   * How: 'cover density' (`ts_rank_cd`: how close together the words are) for a query whose words must all match;
   * 'frequency' (`ts_rank`: how many of the words, how often, and where) for any-word matches.
   */
  rankWith: "cover density" | "frequency";
  /** Matches ranked at most: the first found. */
  candidates: number;
  limit: number;
  /** Orders matches of equal rank (over the candidates' columns); by id unless given. */
  tieBreak?: RawBuilder<unknown>;
}

/**
 * Cover density weighs how close together a document holds the query's words, which is what tells the best of
 * the matches of every word apart. For an any-word query it is about ten times dearer per row than frequency
 * (5 against 0.5 µs per row here for four words) and says little more: most such matches hold one of the words.
 */
const RANK_FUNCTIONS = { "cover density": "ts_rank_cd", frequency: "ts_rank" } as const;

/**
 * `(id, rank)` of the best matches, best first. Ranking reads each match's whole search document, so a broad
 * word over a big table would rank thousands of rows: only the first `candidates` matches found are ranked, and
 * the best `limit` of them kept. Each pass of the catalogue's search is one of these.
 *
 * `rankBy` must be a value computed once per statement, such as a scalar subquery (`(select
 * websearch_to_tsquery(...))`): a tsquery function of a parameter in a prepared statement's generic plan is
 * evaluated again for every row it ranks or filters.
 */
export function rankedMatchesSql({
  table,
  where,
  rankBy,
  rankWith,
  candidates,
  limit,
  tieBreak = sql`id`,
}: RankedMatches): RawBuilder<{ id: number; rank: number }> {
  return sql`
    select id, ${sql.raw(RANK_FUNCTIONS[rankWith])}(search_document, ${rankBy}) as rank
    from (
      select id, search_document from ${sql.table(table)}
      where ${where}
      limit ${sql.lit(candidates)}
    ) candidate
    order by rank desc, ${tieBreak}
    limit ${limit}`;
}
