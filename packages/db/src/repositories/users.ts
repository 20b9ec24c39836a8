import { sql } from "kysely";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import type { UserRow } from "../schema.ts";

export type UserRecord = Pick<UserRow, "id" | "username" | "password_hash">;

export function createUsersRepository(db: Db) {
  return {
    findByUsername(username: string): Promise<UserRecord | undefined> {
      return db
        .selectFrom("users")
        .select(["id", "username", "password_hash"])
        .where(sql<string>`lower(username)`, "=", username.toLowerCase())
        .executeTakeFirst();
    },

    findById(id: number): Promise<UserRecord | undefined> {
      return db.selectFrom("users").select(["id", "username", "password_hash"]).where("id", "=", id).executeTakeFirst();
    },

    /** Undefined when the username is taken in any letter case. */
    async insert(username: string, passwordHash: string, birthYear: number | null = null): Promise<UserRecord | undefined> {
      try {
        return await db
          .insertInto("users")
          .values({ username, password_hash: passwordHash, birth_year: birthYear })
          .returning(["id", "username", "password_hash"])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
