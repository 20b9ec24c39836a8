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

/** The variable naming the run's migrated template (set by the Vitest global setup). */
export const TEMPLATE_DATABASE_VARIABLE = "TEST_DATABASE_TEMPLATE";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function newDatabaseName(kind: string): string {
  return `${kind}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
}

/**
 * One per test file, so files never see each other's rows and can run in parallel. It is a copy of the run's migrated
 * template when there is one (a file copy, far quicker than running every migration again), else migrated here.
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = newDatabaseName("test");
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  await onServer(serverUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  if (!template) await migrateToLatest(url);
  const db = createDb(url, { maxConnections: 5 });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A database migrated once for a whole run, that each test file's database copies. Nothing may stay connected to it:
 * PostgreSQL copies a template only while no session uses it.
 */
export async function createTemplateDatabase(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = newDatabaseName("test_template");
  await onServer(serverUrl, `create database "${name}"`);
  await migrateToLatest(withDatabase(serverUrl, name));
  return { name, drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}

export function uniqueRedisPrefix(label: string): string {
  return `test:${label}:${randomBytes(4).toString("hex")}:`;
}
