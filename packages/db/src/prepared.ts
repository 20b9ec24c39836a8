import { createHash } from "node:crypto";
import { CompiledQuery } from "kysely";
import type { Kysely, QueryResult } from "kysely";
import type pg from "pg";

/**
 * The search path's statements are large (CTEs, full-text ranking) and the same text every time: parsing and
 * planning them again on every search cost PostgreSQL about a third of their time (docs/performance.md). A
 * statement run with `executePrepared` is sent as a named prepared statement, which each connection parses once
 * and whose plan PostgreSQL may then keep. Kysely cannot name statements, so its text carries a mark and the
 * pool's clients name the texts that carry it.
 *
 * Only a text from a fixed set of shapes may be run this way (its values must be parameters): every distinct text
 * stays prepared on every connection for the connection's life.
 */
const MARK = "/* prepared */ ";

/**
 * Runs a statement written as text with its values as $1, $2, ... as a named prepared statement. Nothing is built
 * or compiled per call, which is worth it on the path every new search takes.
 */
export function executePrepared<Row>(
  db: Pick<Kysely<never>, "executeQuery">,
  text: string,
  values: readonly unknown[],
): Promise<QueryResult<Row>> {
  return db.executeQuery<Row>(CompiledQuery.raw(MARK + text, [...values]));
}

/** Statement name per marked text: a hash, so one name never stands for two texts. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `prepared_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** Makes this connection send marked statements as named prepared statements; everything else is unchanged. */
export function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((first: unknown, ...rest: unknown[]) =>
    typeof first === "string" && first.startsWith(MARK)
      ? query({ name: nameOf(first), text: first, values: rest[0] })
      : query(first, ...rest)) as typeof client.query;
}
