// Where a student's rows are, read from the schema itself (information_schema, not a list we keep): what the tests of
// deleting an account or a child's data count, so that a table added later is counted without anyone remembering it.
import type { Db } from "@kidsafe/db";
import { sql } from "kysely";

export interface UserColumn {
  table: string;
  column: string;
  deleteRule: string;
}

/** Every column of every table that references users(id), with its ON DELETE rule. */
export async function columnsReferencingUsers(db: Db): Promise<UserColumn[]> {
  const result = await sql<{ table_name: string; column_name: string; delete_rule: string }>`
    select kcu.table_name, kcu.column_name, rc.delete_rule
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = current_schema()
  `.execute(db);
  return result.rows.map((row) => ({ table: row.table_name, column: row.column_name, deleteRule: row.delete_rule }));
}
