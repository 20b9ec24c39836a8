import type { Migration } from "kysely";
import * as users from "./2026_11_21_0001_users.ts";

/**
 * Every migration, by name, in the order they run. Listed statically (not read from the folder) so the
 * bundled servers carry them.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_users": users,
};
