import { randomBytes } from "node:crypto";
import { createDb, migrateToLatest } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import pg from "pg";

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One per test file, so files never see each other's rows and can run in parallel. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  await migrateToLatest(url);
  const db = createDb(url, { maxConnections: 5 });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function uniqueRedisPrefix(label: string): string {
  return `test:${label}:${randomBytes(4).toString("hex")}:`;
}
