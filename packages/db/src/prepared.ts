import { createHash } from "node:crypto";
import { CompiledQuery } from "kysely";
import type { Kysely, QueryResult } from "kysely";
import type pg from "pg";

/**
 * The search path's statements are large and always the same text, so each connection parses them once. Kysely cannot name statements, so the
 * text carries a mark the pool's clients look for. Only a fixed set of shapes may use it: every distinct text stays prepared for the
 * connection's life.
 */
const MARK = "/* prepared */ ";

export function executePrepared<Row>(
  db: Pick<Kysely<never>, "executeQuery">,
  text: string,
  values: readonly unknown[],
): Promise<QueryResult<Row>> {
  return db.executeQuery<Row>(CompiledQuery.raw(MARK + text, [...values]));
}

/** A hash, so one name never stands for two texts. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `prepared_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((first: unknown, ...rest: unknown[]) =>
    typeof first === "string" && first.startsWith(MARK)
      ? query({ name: nameOf(first), text: first, values: rest[0] })
      : query(first, ...rest)) as typeof client.query;
}
