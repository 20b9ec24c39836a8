// The API is built through its one entry, like server.ts, on a database and Redis prefix of its own.
import { buildApp, readApiConfig } from "@kidsafe/api";
import type { Api, ApiOverrides } from "@kidsafe/api";
import { createDb } from "@kidsafe/db";
import { createAdvertisersRepository } from "@kidsafe/db";
import type { Db, NewAdvertiser } from "@kidsafe/db";
import { createRedis } from "@kidsafe/server-kit";
import { TEEN_BIRTH_YEAR, createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import type { FastifyInstance } from "fastify";

/** The limiter's Redis call still runs. */
export const GENEROUS_LIMIT = { limit: 1_000_000, windowMs: 60_000 } as const;

/** Many students register from the bench's one address. */
const SIGN_UP_LIMITS = { "register-ip": GENEROUS_LIMIT, "login-ip": GENEROUS_LIMIT };

export interface BenchApi {
  app: Api;
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  close(): Promise<void>;
}

/** `seed` runs before the API is built, so the sponsored index and the catalogue load what it wrote. */
export async function startBenchApi(
  name: string,
  { env = {}, overrides = {}, seed }: { env?: Record<string, string>; overrides?: ApiOverrides; seed?: (db: Db) => Promise<void> } = {},
): Promise<BenchApi> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const redisPrefix = uniqueRedisPrefix(name);
  const config = readApiConfig({
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    LOG_LEVEL: "silent",
    ...env,
  });
  const db = createDb(config.databaseUrl, { maxConnections: config.databasePoolSize });
  const redis = createRedis(config.redisUrl, { keyPrefix: config.redisKeyPrefix });
  await seed?.(db);
  const app = await buildApp(config, { db, redis }, { ...overrides, limits: { ...SIGN_UP_LIMITS, ...overrides.limits } });
  return {
    app,
    db,
    databaseUrl: database.url,
    redisUrl: services.redisUrl,
    redisPrefix,
    async close() {
      await app.close();
      await db.destroy();
      await redis.quit();
      await database.drop();
      await services.stop();
    },
  };
}

export async function insertEligibleAdvertisers(
  db: Db,
  count: number,
  describe: (index: number) => Pick<NewAdvertiser, "appDescription"> & Partial<NewAdvertiser>,
): Promise<number[]> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const advertisers = createAdvertisersRepository(db);
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset): NewAdvertiser => {
      const index = start + offset;
      return {
        appName: `Bench App ${index}`,
        appUrl: `https://bench-app-${index}.example/`,
        email: `bench-app-${index}`,
        passwordHash: "!bench",
        status: "active",
        safetyStatus: "safe",
        safetyCheckedAt: since,
        upfrontPaidAt: since,
        ...describe(index),
      };
    });
    ids.push(...(await advertisers.insertMany(batch)));
  }
  return ids;
}

export async function serveToBench(api: BenchApi, plan: object = {}): Promise<void> {
  const port = await listenOnFreePort(api.app);
  const writeProfile = await profileUntilStoppedIfAsked();
  process.send?.({ ...plan, port });
  process.once("SIGTERM", () => {
    void (async () => {
      await writeProfile();
      await api.close();
      process.exit(0);
    })();
  });
}

export async function registerStudent(app: FastifyInstance, username: string): Promise<{ id: number; cookie: string }> {
  const response = await app.inject({ method: "POST", url: "/api/register", payload: { username, password: "pw", birthYear: TEEN_BIRTH_YEAR } });
  const cookie = response.cookies.find((entry) => entry.name === "sid");
  if (response.statusCode !== 200 || !cookie) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: `sid=${cookie.value}` };
}

export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

export function emulatedGeminiEnv(): Record<string, string> {
  const url = process.env.BENCH_GEMINI_URL;
  if (!url) throw new Error("BENCH_GEMINI_URL is not set: start servers/gemini-emulator.ts first");
  return { GEMINI_API_KEY: "bench-key", GEMINI_BASE_URL: url, AI_OFFLINE: "true" };
}

/** Started after set-up, so the profile shows the load, not the seeding. */
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
