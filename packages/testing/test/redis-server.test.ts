import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portAnswers } from "../src/local/ports.ts";
import { findOnPath } from "../src/local/processes.ts";
import { pingProblem, startRedisServer } from "../src/local/redis-server.ts";

async function config(url: string, name: string): Promise<string | undefined> {
  const client = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    const [, value] = (await client.config("GET", name)) as string[];
    return value;
  } finally {
    client.disconnect();
  }
}

describe("startRedisServer", () => {
  let binary: string;
  let parent: string;

  beforeAll(async () => {
    const found = await findOnPath("redis-server");
    if (!found) throw new Error("these tests run the redis-server from PATH (apt-get install redis-server)");
    binary = found;
    parent = await mkdtemp(path.join(tmpdir(), "kidsafe-redis-"));
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("starts a memory-only server on a free loopback port that answers PING, and stops it", async () => {
    const redis = await startRedisServer({ binary });
    const port = Number(new URL(redis.url).port);
    try {
      expect(new URL(redis.url).hostname).toBe("127.0.0.1");
      expect(await pingProblem(redis.url)).toBeUndefined();
      expect(await config(redis.url, "save")).toBe("");
      expect(await config(redis.url, "appendonly")).toBe("no");
    } finally {
      await redis.stop();
    }
    expect(await portAnswers(port)).toBe(false);
  });

  it("runs in the folder asked for, created when missing, with the extra flags", async () => {
    const dir = path.join(parent, "redis");
    const redis = await startRedisServer({ binary, dir, flags: ["--maxmemory-policy", "noeviction"] });
    try {
      expect((await stat(dir)).isDirectory()).toBe(true);
      expect(await config(redis.url, "dir")).toBe(dir);
      expect(await config(redis.url, "maxmemory-policy")).toBe("noeviction");
    } finally {
      await redis.stop();
    }
  });

  it("says how redis-server exited, with its output, when it stops before answering", async () => {
    await expect(startRedisServer({ binary, flags: ["--no-such-option", "x"] })).rejects.toThrow(
      /could not start .*redis-server: redis-server exited with code 1:[\s\S]*Bad directive/,
    );
  });

  it("says so when the binary cannot be started at all", async () => {
    await expect(startRedisServer({ binary: path.join(parent, "no-redis-server") })).rejects.toThrow(
      /redis-server exited with code -1:\ncould not start .*no-redis-server: spawn .* ENOENT/,
    );
  });
});
