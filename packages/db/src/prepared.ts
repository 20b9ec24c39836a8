import { createHash } from "node:crypto";
import { CompiledQuery, sql } from "kysely";
import type { Kysely, QueryResult, RawBuilder } from "kysely";
import type pg from "pg";

/**
 * The search path's statements are large (CTEs, full-text ranking) and the same text every time: parsing and
 * planning them again on every search cost PostgreSQL about a third of their time (docs/performance.md). A
 * statement marked with `prepared` is sent as a named prepared statement, which each connection parses once and
 * whose plan PostgreSQL may then keep. Kysely cannot name statements, so the pool's clients do it for texts
 * that carry the mark.
 *
 * Only a statement whose text comes from a fixed set of shapes may be marked (its values must be parameters):
 * every distinct text stays prepared on every connection for the connection's life.
 */
const MARK = "/* prepared */ ";

export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(MARK)}${statement}`;
}

/**
 * The same for a statement written as text with its values as $1, $2, ...: nothing to build or compile per call,
 * which is worth it on the path every new search takes.
 */
export function executePrepared<Row>(db: Pick<Kysely<never>, "executeQuery">, text: string, values: readonly unknown[]): Promise<QueryResult<Row>> {
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
