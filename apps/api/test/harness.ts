import { Registry } from "prom-client";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import type { Redis } from "ioredis";
import { buildApp, createApiContext, readApiConfig } from "../src/app.ts";
import type { Api, ApiConfig, ApiOverrides } from "../src/app.ts";
import type { ApiContext } from "../src/context.ts";
/** The students' session cookie in a response: `sid`, or `__Host-sid` in production. */
const SESSION_COOKIE_NAMES = new Set(["sid", "__Host-sid"]);

export interface TestApi {
  app: Api;
  config: ApiConfig;
  /** A context like the app's (same configuration, connections and overrides), to build one module directly. */
  context: ApiContext;
  database: TestDatabase;
  redis: Redis;
  close(): Promise<void>;
}

export interface TestApiOptions extends ApiOverrides {
  /** Environment variables on top of the tests' own, read by the same code as production's. */
  env?: Record<string, string>;
  /** Another test API's Redis client, for two stacks on one Redis (this API then does not close it). */
  redis?: Redis;
}

/** The real API on a database and a Redis key space of its own, configured the way production is: from variables. */
export async function startTestApi({ env = {}, redis: sharedRedis, ...overrides }: TestApiOptions = {}): Promise<TestApi> {
  const { databaseUrl, redisUrl } = testServiceUrls();
  const database = await createTestDatabase(databaseUrl);
  const config = readApiConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SESSION_SECRET: "test-session-secret-0123456789-abcdefghij",
    LOG_LEVEL: "silent",
    // Jobs the API queues (a crisis event's alert) stay in this test's own queues, never in a worker's.
    JOBS_QUEUE_PREFIX: uniqueRedisPrefix("api-jobs").slice(0, -1),
    ...env,
  });
  const redis = sharedRedis ?? createRedis(redisUrl, { keyPrefix: uniqueRedisPrefix("api") });
  const connections = { db: database.db, redis };
  const app = await buildApp(config, connections, overrides);
  return {
    app,
    config,
    // A test's own registry: metrics a test module adds do not join the app's.
    context: createApiContext(config, { ...connections, metrics: new Registry() }, overrides, app.log),
    database,
    redis,
    async close() {
      await app.close();
      if (!sharedRedis) await redis.quit();
      await database.drop();
    },
  };
}

/** Gemini configured as the emulator at `url`: the real adapter, built from the configuration as in production. */
export function emulatedGemini(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return { GEMINI_API_KEY: "test-key", GEMINI_BASE_URL: url, AI_OFFLINE: "true", ...extra };
}

/** The `name=value` pair of the session cookie in a response, for the next request. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => SESSION_COOKIE_NAMES.has(entry.name));
  if (!cookie) throw new Error("the response set no session cookie");
  return `${cookie.name}=${cookie.value}`;
}
