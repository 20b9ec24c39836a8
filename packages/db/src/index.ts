export { createDb } from "./client.ts";
export type { Db, DbOptions } from "./client.ts";
export { migrateToLatest } from "./migrate.ts";
export type * from "./schema.ts";
export { isUniqueViolation } from "./errors.ts";
export { createUsersRepository } from "./repositories/users.ts";
export type { UsersRepository, UserRecord } from "./repositories/users.ts";
