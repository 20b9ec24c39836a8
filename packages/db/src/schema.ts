import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Row types of every table, as kysely sees them. Migrations are the source of truth for the DDL. */
export interface Database {
  users: UsersTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Kept as the student typed it; uniqueness is case-insensitive (index on lower(username)). */
  username: string;
  password_hash: string;
  created_at: ColumnType<Date, never, never>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
