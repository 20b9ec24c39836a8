export interface CatalogueSearchInput {
  text: string;
  age: number | null;
  educationalOnly: boolean;
  limit: number;
  looseBelow?: number;
}

export interface CatalogueSearchRow {
  id: number;
  url: string;
  title: string;
  description: string;
  favicon: string | null;
  subjects: string[];
  minAge: number;
  maxAge: number;
  educational: boolean;
  rank: number;
  /** Strict hits always come first. */
  pass: 0 | 1;
}

export interface CatalogueSearchStatement {
  text: string;
  values: Array<string | number>;
}

/** A title's matching word has a `ts_rank` of about 0.6, so spelling counts for less. */
const TITLE_SPELLING_WEIGHT = 0.2;
/** A phrase or a short stub shares trigrams with most titles, so the trigram index would hand back most of the table. */
const SPELLING_WORD = /^[\p{L}\p{N}]{4,20}$/u;
/** Ranking reads each match's whole search document, so only the first matches found are ranked; the real sites are loaded first. */
const STRICT_CANDIDATES = 300;
const LOOSE_CANDIDATES = 50;

/**
 * The loose pass is a one-time filter, executed only when strict fills fewer than `looseBelow` places. Parts a shape does not need are left out
 * of its text, not switched off, because PostgreSQL sets up every node of a plan at every execution. The subject only reorders hits
 * (the search module's favourSubject), so one answer serves every subject.
 */
export function catalogueSearchStatement(input: CatalogueSearchInput): CatalogueSearchStatement | null {
  const looseQuery = looseTsquery(input.text);
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
  spelling: boolean;
}

const texts = new Map<string, string>();

// Each tsquery is a scalar subquery, computed once per execution: in a generic plan a tsquery function of a parameter would run for every row.
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
  const looseHits = spelling
    ? "select id, sum(rank), 1 from (select id, rank from word_hits union all select id, rank from spelling_hits) loose group by id"
    : "select id, rank, 1 from word_hits";
  return `/* catalogue search */
    with ${passes.join(",\n    ")},
    found as (select id, rank, 0 as pass from strict_hits union all ${looseHits})
    select site.id, site.url, site.title, site.description, site.favicon, site.subjects, site.min_age as "minAge", site.max_age as "maxAge",
      site.educational, found.rank::float8 as rank, found.pass
    from found join catalogue_sites site using (id)
    order by found.pass, found.rank desc, site.id
    limit $3::int`;
}

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

/** The last word is also a prefix because it may be half typed. Only letters and digits reach the tsquery, so no input can make it invalid. */
function looseTsquery(text: string): string {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(" | ");
}
