import { Migrator } from "kysely";
import { createDb } from "./client.ts";
import type { Db } from "./client.ts";
import { migrations } from "./migrations/index.ts";

const migrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(target: string | Db): Promise<string[]> {
  const db = typeof target === "string" ? createDb(target, { maxConnections: 1 }) : target;
  try {
    const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
      throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
        cause: error,
      });
    }
    return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
  } finally {
    if (typeof target === "string") await db.destroy();
  }
}
