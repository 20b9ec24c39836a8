import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { namePreparedStatements } from "./prepared.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

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
  pool.on("connect", namePreparedStatements);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Whether PostgreSQL answers a trivial query now (health checks). */
export function pingDatabase(db: Db): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
