import type { Db, Executor } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { isLoginName } from "./login-name.ts";

export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
}

const USER_COLUMNS = ["id", "username", "password_hash as passwordHash"] as const;

export function createUsersRepository(db: Db) {
  return {
    findByUsername(username: string, executor: Executor = db): Promise<UserRecord | undefined> {
      return executor.selectFrom("users").select(USER_COLUMNS).where(isLoginName("username", username)).executeTakeFirst();
    },

    findById(id: number, executor: Executor = db): Promise<UserRecord | undefined> {
      return executor.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
    },

    /** Undefined when the username is taken in any letter case. */
    async insert(
      username: string,
      passwordHash: string,
      birthYear: number | null = null,
      executor: Executor = db,
    ): Promise<UserRecord | undefined> {
      try {
        return await executor
          .insertInto("users")
          .values({ username, password_hash: passwordHash, birth_year: birthYear })
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
