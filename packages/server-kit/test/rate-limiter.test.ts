import { afterAll, describe, expect, it } from "vitest";
import { testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import { createRateLimiter, createRedis } from "../src/index.ts";

const redis = createRedis(testServiceUrls().redisUrl, { keyPrefix: uniqueRedisPrefix("rate-limiter") });
afterAll(() => redis.quit());

describe("the Redis rate limiter", () => {
  it("allows the limit, then refuses with the time left in the window", async () => {
    const limiter = createRateLimiter(redis, { name: "three", limit: 3, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("ip-1"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect((await limiter.hit("ip-2")).allowed).toBe(true);
  });

  it("peeks without counting and resets a key", async () => {
    const limiter = createRateLimiter(redis, { name: "two", limit: 2, windowMs: 60_000 });
    expect((await limiter.peek("user")).allowed).toBe(true);
    await limiter.hit("user");
    await limiter.hit("user");
    expect((await limiter.peek("user")).allowed).toBe(false);
    await limiter.reset("user");
    expect((await limiter.peek("user")).allowed).toBe(true);
  });

  it("opens a new window once the old one has passed", async () => {
    const limiter = createRateLimiter(redis, { name: "short", limit: 1, windowMs: 100 });
    await limiter.hit("k");
    expect((await limiter.hit("k")).allowed).toBe(false);
    // Redis ends the window by expiring the key: wait for that, not for a guess of how long it takes.
    while ((await redis.exists("ratelimit:short:k")) === 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await limiter.hit("k")).allowed).toBe(true);
  });
});
