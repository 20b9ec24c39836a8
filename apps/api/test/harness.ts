import { createTestDatabase, testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { createRedis } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { buildApp } from "../src/app.ts";
import type { ApiDependencies } from "../src/app.ts";
import { SESSION_COOKIE_NAME } from "../src/plugins/sessions.ts";
import type { Api } from "../src/route.ts";

export interface TestApi {
  app: Api;
  database: TestDatabase;
  redis: Redis;
  close(): Promise<void>;
}

/** The real API on a database and a Redis key space of its own. */
export async function startTestApi(overrides: Partial<ApiDependencies> = {}): Promise<TestApi> {
  const { databaseUrl, redisUrl } = testServiceUrls();
  const database = await createTestDatabase(databaseUrl);
  const redis = createRedis(redisUrl, { keyPrefix: uniqueRedisPrefix("api") });
  const app = await buildApp({
    db: database.db,
    redis,
    sessionSecret: "test-session-secret-0123456789-abcdefghij",
    secureCookies: false,
    logLevel: "silent",
    ...overrides,
  });
  return {
    app,
    database,
    redis,
    async close() {
      await app.close();
      await redis.quit();
      await database.drop();
    },
  };
}

/** The `name=value` pair of the session cookie in a response, for the next request. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error("the response set no session cookie");
  return `${SESSION_COOKIE_NAME}=${cookie.value}`;
}
