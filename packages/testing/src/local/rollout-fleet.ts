// For rollout tests: a fleet of one shipped server on a database of its own and the shared Redis, under a key prefix
// of its own, so that a rollout test needs only its server's own settings.
import { createTestDatabase, uniqueRedisPrefix } from "../database.ts";
import type { TestDatabase } from "../database.ts";
import { testServiceUrls } from "../env.ts";
import { startServerFleet } from "./server-fleet.ts";
import type { ServerFleet } from "./server-fleet.ts";

export interface RolloutFleet extends ServerFleet {
  database: TestDatabase;
  /** The REDIS_KEY_PREFIX every process of the fleet runs with, for a test that reads or writes their keys. */
  redisKeyPrefix: string;
  /** Stops every process and the balancer, then drops the database. */
  close(): Promise<void>;
}

/**
 * `env` is every process's environment beyond DATABASE_URL, REDIS_URL and REDIS_KEY_PREFIX (set here, the prefix a
 * unique one named by `redisLabel`).
 */
export async function startRolloutFleet(options: {
  server: string;
  healthPath: string;
  redisLabel: string;
  env: Record<string, string>;
}): Promise<RolloutFleet> {
  const { databaseUrl, redisUrl } = testServiceUrls();
  const database = await createTestDatabase(databaseUrl);
  const redisKeyPrefix = uniqueRedisPrefix(options.redisLabel);
  let fleet: ServerFleet;
  try {
    fleet = await startServerFleet({
      server: options.server,
      healthPath: options.healthPath,
      env: { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix, ...options.env },
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...fleet,
    database,
    redisKeyPrefix,
    async close() {
      await fleet.close();
      await database.drop();
    },
  };
}
