import { sql } from "kysely";
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../schema.ts";

/** The tables whose rows carry an id and the time they were created. */
type Timestamped = { [Table in keyof Database]: Database[Table] extends { id: unknown; created_at: unknown } ? Table : never }[keyof Database];

/** Newest first; rows created at the same instant by id, so the order never changes between reads. */
export function newestFirst(table: Timestamped) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query.orderBy(sql.ref(`${table}.created_at`), "desc").orderBy(sql.ref(`${table}.id`), "desc");
}
