import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { namePreparedStatements } from "./prepared.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
/** The database or a transaction on it: a repository call given one takes part in the caller's transaction. */
export type Executor = Kysely<Database>;

export interface DbOptions {
  /** Connections per process; PostgreSQL's own limit is shared by every replica. */
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
  // An idle connection that PostgreSQL closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  pool.on("connect", (client) => {
    // Nor one it closes while a request holds it between two queries: the pool listens only to idle connections,
    // and an 'error' nobody listens to ends the process. The request's next query fails (503), and the pool
    // drops the connection when it is released.
    client.on("error", () => undefined);
    namePreparedStatements(client);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Whether PostgreSQL answers a trivial query now (health checks). */
export function pingDatabase(db: Db): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
