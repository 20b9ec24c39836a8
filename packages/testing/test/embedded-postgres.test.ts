import { spawn } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../src/local/embedded-postgres.ts";
import { portAnswers } from "../src/local/ports.ts";

// initdb plus several starts and stops: slow-ish, so generous timeouts.
const TIMEOUT = 180_000;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("startEmbeddedPostgres", { timeout: TIMEOUT }, () => {
  let parent: string;
  let dataDir: string;

  beforeAll(async () => {
    // mkdtemp folders are mode 0700: as root this also exercises making the parents traversable for `postgres`.
    parent = await mkdtemp(path.join(tmpdir(), "kidsafe-embedded-"));
    dataDir = path.join(parent, "postgres");
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("initialises a cluster, creates the database, answers select 1 and stops", async () => {
    const db = await startEmbeddedPostgres({ dataDir });
    const url = new URL(db.url);
    expect(url.hostname).toBe("127.0.0.1");
    expect(url.pathname).toBe("/kidsafe");
    expect(await query(db.url, "select 1 as one")).toEqual([{ one: 1 }]);
    await query(db.url, "create table kept (value text); insert into kept values ('survives a restart')");

    await db.stop();
    await db.stop(); // idempotent
    expect(await portAnswers(Number(url.port))).toBe(false);
    expect((await stat(path.join(dataDir, "PG_VERSION"))).isFile()).toBe(true);
  });

  it("reuses the data on the next start, on the port asked for, and creates another database when asked", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    const port = Number(new URL(first.url).port);
    await first.stop();

    const db = await startEmbeddedPostgres({ dataDir, port, database: "other" });
    try {
      expect(new URL(db.url).port).toBe(String(port));
      expect(await query(db.url, "select current_database() as name")).toEqual([{ name: "other" }]);
      const kidsafeUrl = db.url.replace(/\/other$/, "/kidsafe");
      expect(await query(kidsafeUrl, "select value from kept")).toEqual([{ value: "survives a restart" }]);
    } finally {
      await db.stop();
    }
  });

  it("starts despite a postmaster.pid left by a crash whose PID now belongs to another program", async () => {
    // Our own PID: alive, and not a postmaster. PostgreSQL alone would refuse to start here.
    await writeFile(path.join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n0\n5432\n`);
    const lines: string[] = [];
    const db = await startEmbeddedPostgres({ dataDir, log: (line) => lines.push(line) });
    try {
      expect(await query(db.url, "select 1 as one")).toEqual([{ one: 1 }]);
      expect(lines.some((line) => line.includes("removing stale postmaster.pid"))).toBe(true);
    } finally {
      await db.stop();
    }
  });

  it("shuts down a PostgreSQL orphaned by a crashed (SIGKILLed) run and starts again", async () => {
    const embedded = pathToFileURL(path.resolve(import.meta.dirname, "../src/local/embedded-postgres.ts")).href;
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(embedded)};
      const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
      console.log("READY " + db.url);
      setInterval(() => {}, 60_000);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const orphanUrl = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /READY (\S+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`child exited early (${String(code)}): ${out}`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    // The orphaned postmaster still serves and holds the data folder.
    expect(await query(orphanUrl, "select 1 as one")).toEqual([{ one: 1 }]);

    const lines: string[] = [];
    const db = await startEmbeddedPostgres({ dataDir, log: (line) => lines.push(line) });
    try {
      expect(lines.some((line) => line.includes("left running by a previous run"))).toBe(true);
      expect(await query(db.url, "select value from kept")).toEqual([{ value: "survives a restart" }]);
    } finally {
      await db.stop();
    }
    expect(await portAnswers(Number(new URL(orphanUrl).port))).toBe(false);
  });
});
