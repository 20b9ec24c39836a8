import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { namePreparedStatements } from "./prepared.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
/** A repository call given a transaction takes part in it. */
export type Executor = Kysely<Database>;

/** Joins the caller's transaction, or opens one. */
export function inTransaction<T>(executor: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor) : executor.transaction().execute(work);
}

export interface DbOptions {
  /** PostgreSQL's own limit is shared by every replica. */
  maxConnections?: number;
}

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    // A query that hangs must not hold a request forever.
    statement_timeout: 10_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that PostgreSQL closes (restart, failover) must not crash the process.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  pool.on("connect", (client) => {
    // An 'error' nobody listens to ends the process; the request's next query fails instead, and the pool drops the connection.
    client.on("error", () => undefined);
    namePreparedStatements(client);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function pingDatabase(db: Db): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
