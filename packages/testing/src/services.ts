import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { findOnPath } from "./local/processes.ts";
import { noRedisHelp } from "./local/redis-help.ts";
import { pingProblem } from "./local/redis-server.ts";

export const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const LOCAL_REDIS_URL = "redis://127.0.0.1:6379";

export interface TestServices {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export function dockerIsAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync("/var/run/docker.sock");
}

/** Env URLs, then the machine's own (tests use their own database or prefix), then testcontainers, then embedded. */
export async function startTestServices(): Promise<TestServices> {
  const stops: Array<() => Promise<unknown>> = [];
  const databaseUrl =
    process.env.DATABASE_URL ??
    ((await localPostgresAnswers()) ? LOCAL_POSTGRES_URL : await startService(stops, postgresInDocker, postgresOnThisMachine));
  const redisUrl =
    process.env.REDIS_URL ??
    ((await pingProblem(LOCAL_REDIS_URL)) === undefined ? LOCAL_REDIS_URL : await startService(stops, redisInDocker, redisOnThisMachine));
  return {
    databaseUrl,
    redisUrl,
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

interface StartedService {
  url: string;
  stop(): Promise<unknown>;
}

/** In a container where Docker runs, else as a process on this machine; its stop joins `stops`. */
async function startService(
  stops: Array<() => Promise<unknown>>,
  inDocker: () => Promise<StartedService>,
  onThisMachine: () => Promise<StartedService>,
): Promise<string> {
  const service = await (dockerIsAvailable() ? inDocker() : onThisMachine());
  stops.push(() => service.stop());
  return service.url;
}

async function postgresOnThisMachine(): Promise<StartedService> {
  const { startEmbeddedPostgres } = await import("./local/embedded-postgres.ts");
  const dataDir = await mkdtemp(join(tmpdir(), "kidsafe-test-pg-"));
  const postgres = await startEmbeddedPostgres({ dataDir, database: "test" });
  return {
    url: postgres.url,
    async stop() {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresInDocker(): Promise<StartedService> {
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  const container = await new PostgreSqlContainer("postgres:17-alpine").start();
  return { url: container.getConnectionUri(), stop: () => container.stop() };
}

async function redisOnThisMachine(): Promise<StartedService> {
  const { startRedisServer } = await import("./local/redis-server.ts");
  const binary = await findOnPath("redis-server");
  if (!binary) {
    throw new Error(`No Redis for the tests (REDIS_URL is unset and there is no Docker engine).\n${noRedisHelp("npm test")}`);
  }
  return startRedisServer({ binary });
}

async function redisInDocker(): Promise<StartedService> {
  const { RedisContainer } = await import("@testcontainers/redis");
  const container = await new RedisContainer("redis:7-alpine").start();
  return { url: container.getConnectionUrl(), stop: () => container.stop() };
}

export async function localPostgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES_URL, connectionTimeoutMillis: 1_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ allowed: boolean }>(
      "select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user",
    );
    return rows[0]?.allowed === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
