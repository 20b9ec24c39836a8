import { sql } from "kysely";
import type { RawBuilder } from "kysely";

/** Login names are unique regardless of letter case: compared as the unique index on lower(column) compares them. */
export function isLoginName(column: "app_name" | "username", name: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${name.toLowerCase()}`;
}
