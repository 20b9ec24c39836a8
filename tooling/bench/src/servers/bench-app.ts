// What every benchmark server shares: its database and Redis, the API's fixed bench options, signing students
// up, and answering the bench once it listens (then stopping when told).
import type { ApiDependencies } from "@kidsafe/api/app";
import { createDb } from "@kidsafe/db";
import type { Db, NewAdvertiserRow } from "@kidsafe/db";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import type { FastifyInstance } from "fastify";

/**
 * What a bench server runs on: the test services, a database of its own (`database.db`, the test helper's pool
 * of 5, and `db`, the API's production pool of 10, opened only when used) and a Redis prefix of its own.
 */
export async function startBenchStore(name: string) {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const db = createDb(database.url, { maxConnections: 10 });
  const redisPrefix = uniqueRedisPrefix(name);
  const redis = createRedis(services.redisUrl, { keyPrefix: redisPrefix });
  return {
    services,
    database,
    db,
    redis,
    redisPrefix,
    async close() {
      await db.destroy();
      await redis.quit();
      await database.drop();
      await services.stop();
    },
  };
}

export type BenchStore = Awaited<ReturnType<typeof startBenchStore>>;

/**
 * Inserts `count` advertisers that may be shown now (active, judged safe, paid a day ago), 1000 per statement,
 * named `Bench App {index}` at `https://bench-app-{index}.example/`; `describe` gives each its description and
 * anything else of its own. Answers their ids in order.
 */
export async function insertEligibleAdvertisers(
  db: Db,
  count: number,
  describe: (index: number) => Pick<NewAdvertiserRow, "app_description"> & Partial<NewAdvertiserRow>,
): Promise<number[]> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset): NewAdvertiserRow => {
      const index = start + offset;
      return {
        app_name: `Bench App ${index}`,
        app_url: `https://bench-app-${index}.example/`,
        email: `bench-app-${index}`,
        password_hash: "!bench",
        status: "active",
        safety_status: "safe",
        safety_checked_at: since,
        upfront_paid_at: since,
        billing_cycle_started_at: since,
        ...describe(index),
      };
    });
    const inserted = await db.insertInto("advertisers").values(rows).returning("id").execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/**
 * Listens on a free port and sends the bench `plan` with that port; when the bench stops this process (SIGTERM),
 * writes its CPU profile if asked (BENCH_CPU_PROF), closes the app, then the store.
 */
export async function serveToBench(app: FastifyInstance, store: BenchStore, plan: object = {}): Promise<void> {
  const port = await listenOnFreePort(app);
  const writeProfile = await profileUntilStoppedIfAsked();
  process.send?.({ ...plan, port });
  process.once("SIGTERM", () => {
    void (async () => {
      await writeProfile();
      await app.close();
      await store.close();
      process.exit(0);
    })();
  });
}

/** A rate limit no benchmark reaches: the limiter's Redis call still runs. */
export const GENEROUS_LIMIT = { limit: 1_000_000, windowMs: 60_000 } as const;

/** Options of `buildApp` every bench server uses; sign-ups are not limited, so many students can register. */
export const BENCH_APP_OPTIONS = {
  sessionSecret: "bench-session-secret-0123456789-abcdefghij",
  secureCookies: false,
  logLevel: "silent",
  authRateLimits: {
    loginPerIp: { name: "login-ip", ...GENEROUS_LIMIT },
    loginFailuresPerUsername: { name: "login-fail-user", ...GENEROUS_LIMIT },
    registerPerIp: { name: "register-ip", ...GENEROUS_LIMIT },
  },
} satisfies Partial<ApiDependencies>;

/** Registers a student through the API; answers their id and the `sid=...` cookie for the load generator. */
export async function registerStudent(app: FastifyInstance, username: string): Promise<{ id: number; cookie: string }> {
  const response = await app.inject({ method: "POST", url: "/api/register", payload: { username, password: "pw" } });
  const cookie = response.cookies.find((entry) => entry.name === "sid");
  if (response.statusCode !== 200 || !cookie) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: `sid=${cookie.value}` };
}

/** Listens on a free loopback port and answers it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * BENCH_CPU_PROF=<folder>: profiles this server's CPU from now (after its set-up) until it is stopped, and writes
 * a .cpuprofile there (open it in Chrome DevTools), so the profile shows the load, not the seeding.
 */
async function profileUntilStoppedIfAsked(): Promise<() => Promise<void>> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return () => Promise.resolve();
  const { Session } = await import("node:inspector/promises");
  const { mkdir, writeFile } = await import("node:fs/promises");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/${process.argv[1]!.split("/").pop()}-${process.pid}.cpuprofile`, JSON.stringify(profile));
  };
}
