// The retention job killed with SIGKILL in the middle of a backlog, in a process of its own: each batch commits on its
// own, so the next run deletes exactly what is still due, and nothing that was not due is ever touched.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createTestDatabase, testServiceUrls, waitUntil } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptySnapshot, orphans, seedRetentionBacklog, snapshot } from "./retention-support.ts";

const NOW = new Date("2026-11-29T04:30:00Z");
const DUE = 3_000;
const KEPT = 500;
const CHILD = fileURLToPath(new URL("./privacy-retention-child.ts", import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

const CHILD_APPLICATION = "retention-child";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database?.drop());

function childDatabaseUrl(): string {
  const url = new URL(database.url);
  url.searchParams.set("application_name", CHILD_APPLICATION);
  return url.toString();
}

function startRun(batchSize: number) {
  // Node itself with tsx's loader: the tsx command would run the script in a grandchild that a SIGKILL misses.
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: childDatabaseUrl(), NOW: NOW.toISOString(), BATCH_SIZE: String(batchSize) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** The killed run's server side is gone too (its last statement has committed or rolled back). */
const childConnections = async () =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from pg_stat_activity where application_name = ${CHILD_APPLICATION} and datname = current_database()`.execute(
        database.db,
      )
    ).rows[0]?.n,
  );

const dueConversations = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from conversations where session_id like 'due%'`.execute(database.db)).rows[0]?.n);

describe("the privacy retention under SIGKILL", () => {
  it("deletes exactly what was due when a run killed mid-way is run again", { timeout: 120_000 }, async () => {
    await seedRetentionBacklog(database.db, NOW, { due: DUE, kept: KEPT });
    const before = await snapshot(database.db);
    const dueAtStart = before.due.conversations.length;
    expect(dueAtStart).toBe(DUE + DUE / 10);

    // Small batches: thousands of statements, so the kill lands between or inside them, not after the end.
    const first = startRun(10);
    await waitUntil(async () => (await dueConversations()) < dueAtStart, { timeoutMs: 60_000, intervalMs: 10 });
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    await waitUntil(async () => (await childConnections()) === 0, { timeoutMs: 30_000, intervalMs: 20 });

    const killed = await snapshot(database.db);
    // Killed mid-run: some of the due rows went, some are still there; every kept row is.
    expect(killed.due.conversations.length).toBeGreaterThan(0);
    expect(killed.due.conversations.length).toBeLessThan(dueAtStart);
    expect(killed.kept).toEqual(before.kept);
    expect(await orphans(database.db)).toBe(0);

    const second = startRun(500);
    const exit = await second.exited;
    expect(exit, second.output().stderr).toEqual({ code: 0, signal: null });
    const result = JSON.parse(second.output().stdout) as Record<string, { deleted: number; more: boolean }>;
    expect(result.conversations).toEqual({ deleted: killed.due.conversations.length, more: false });
    expect(result.moderationReviews).toEqual({ deleted: killed.due.moderationReviews.length, more: false });
    expect(result.safetyEvents).toEqual({ deleted: killed.due.safetyEvents.length, more: false });

    const after = await snapshot(database.db);
    expect(after.due).toEqual(emptySnapshot);
    expect(after.kept).toEqual(before.kept);
    expect(await orphans(database.db)).toBe(0);
  });
});
