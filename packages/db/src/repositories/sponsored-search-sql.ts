import { sql } from "kysely";
import type { RawBuilder } from "kysely";
import { rankedMatchesSql } from "./ranked-matches-sql.ts";

/**
 * Shown only when: active (not cancelled, not waiting for the upfront fee), judged safe by the safety check,
 * upfront fee paid, no overdue bill, and not blacklisted (or the blacklist has ended). Over the advertisers
 * table's own columns, for any statement that reads that table alone.
 */
export function eligibleAt(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(status = 'active' and safety_status = 'safe' and upfront_paid_at is not null
    and overdue_since is null and (blacklisted_at is null or blacklisted_until <= ${now}))`;
}

export interface SponsoredSearch {
  /** What the student searched for. */
  query: string;
  limit: number;
  /** "Now" for time-limited blacklists; the caller's clock. */
  now: Date;
  /** Orders equally relevant apps (an integer from 0 to 2^32 - 1): each seed gives its own order (see turnOrder). */
  tieBreakSeed: number;
}

export interface SponsoredSearchRow {
  id: number;
  app_name: string;
  app_url: string;
  min_age: number;
  max_age: number;
  description: string;
  rank: number;
}

/** Matches ranked per pass at most (rankedMatchesSql): a broad word ('learn', 'games') matches thousands. */
const RANKED_CANDIDATES = 200;

/**
 * Equally relevant apps take turns. Ties are common (one word once in a description ranks the same in every app
 * that holds it), and breaking them by id would give every impression of a tie to the oldest advertisers. They are
 * broken by a hash of the id mixed with the caller's seed instead: two multiply-xorshift rounds (murmur's
 * multiplier, below 2^31 so that every product fits a bigint), so each seed draws an even order (checked: each of
 * 8 tied apps came first in 967-1 039 of 8 000 seeds).
 */
function turnOrder(id: RawBuilder<unknown>, seed: number): RawBuilder<unknown> {
  const first = sql`(((${id}::bigint # ${seed}::bigint) * 1540483477) % 4294967296)`;
  return sql`(((${first} # (${first} >> 13)) * 1540483477) % 4294967296)`;
}

/**
 * One statement, one round trip: apps matching every word of the search, best first (cover density), then (only
 * when they are fewer than the limit: a one-time filter, otherwise never run) apps matching any word (frequency).
 * "fun math games for kids" should still find a math app that never says "fun". Ties in either pass are broken by
 * `turnOrder`. The any-word query is an OR of the search's English lexemes: websearch_to_tsquery never fails on
 * odd input, and 'simple' keeps the already-stemmed lexemes as they are; a search of stop words only matches
 * nothing. Matches are for any age: the ads service keeps them per search words and each student's age picks
 * among them (min_age, max_age).
 */
export function sponsoredSearchSql(input: SponsoredSearch): RawBuilder<SponsoredSearchRow> {
  const everyWord = sql`(select plainto_tsquery('english', ${input.query}))`;
  const anyWord = sql`(
    select websearch_to_tsquery('simple', string_agg(lexeme, ' or '))
    from unnest(tsvector_to_array(to_tsvector('english', ${input.query}))) as lexeme
  )`;
  const visible = eligibleAt(input.now);
  const tieBreak = turnOrder(sql`id`, input.tieBreakSeed);

  return sql<SponsoredSearchRow>`
    with every_word as (${rankedMatchesSql({
      table: "advertisers",
      where: sql`search_document @@ ${everyWord} and ${visible}`,
      rankBy: everyWord,
      rankWith: "cover density",
      candidates: RANKED_CANDIDATES,
      limit: input.limit,
      tieBreak,
    })}),
    any_word as (${rankedMatchesSql({
      table: "advertisers",
      where: sql`(select count(*) from every_word) < ${input.limit} and search_document @@ ${anyWord} and ${visible}
        and id not in (select id from every_word)`,
      rankBy: anyWord,
      rankWith: "frequency",
      candidates: RANKED_CANDIDATES,
      limit: input.limit,
      tieBreak,
    })}),
    found as (
      select id, rank, 0 as pass from every_word
      union all
      select id, rank, 1 from any_word
    )
    select advertisers.id, app_name, app_url, min_age, max_age,
      coalesce(nullif(btrim(ai_generated_description), ''), app_description) as description, found.rank::float8 as rank
    from found join advertisers using (id)
    order by found.pass, found.rank desc, ${turnOrder(sql`advertisers.id`, input.tieBreakSeed)}
    limit ${input.limit}`;
}
