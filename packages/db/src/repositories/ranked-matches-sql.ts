import { sql } from "kysely";
import type { RawBuilder } from "kysely";

export interface RankedMatches {
  /** A table with an `id` and a `search_document` tsvector. */
  table: "catalogue_sites" | "advertisers";
  /** Which rows match (the full-text match and any other condition). */
  where: RawBuilder<boolean>;
  /** The tsquery the matches are ranked by. */
  rankBy: RawBuilder<unknown>;
  /** Matches ranked at most: the first found. */
  candidates: number;
  limit: number;
}

/**
 * `(id, rank)` of the best matches, best first, ranked by cover density (`ts_rank_cd`). Ranking reads each
 * match's whole search document, so a broad word over a big table would rank thousands of rows: only the first
 * `candidates` matches found are ranked, and the best `limit` of them kept. The catalogue's and the sponsored
 * search's passes are each one of these.
 */
export function rankedMatchesSql({ table, where, rankBy, candidates, limit }: RankedMatches): RawBuilder<{ id: number; rank: number }> {
  return sql`
    select id, ts_rank_cd(search_document, ${rankBy}) as rank
    from (
      select id, search_document from ${sql.table(table)}
      where ${where}
      limit ${sql.lit(candidates)}
    ) candidate
    order by rank desc, id
    limit ${limit}`;
}
