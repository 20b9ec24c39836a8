import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, pingProblem, portAnswers } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveRedis } from "../src/redis.ts";

describe("resolveRedis", () => {
  let dataDir: string;
  let silentUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "dev-stack-redis-"));
    silentUrl = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("starts a redis-server from PATH when REDIS_URL is unset and nothing answers on the default URL", async () => {
    const redis = await resolveRedis({ env: { PATH: process.env.PATH }, dataDir, defaultUrl: silentUrl });
    try {
      expect(redis.process).toBeDefined();
      expect(redis.url).not.toBe(silentUrl);
      expect(await pingProblem(redis.url)).toBeUndefined();
    } finally {
      await redis.stop();
    }
    expect(await portAnswers(Number(new URL(redis.url).port))).toBe(false);
  });

  it("stops with instructions when there is no Redis at all", async () => {
    await expect(resolveRedis({ env: { PATH: "/nonexistent" }, dataDir, defaultUrl: silentUrl })).rejects.toThrow(
      /apt-get install redis-server[\s\S]*brew install redis[\s\S]*docker compose up -d redis[\s\S]*REDIS_URL=/,
    );
  });

  it("refuses a REDIS_URL that does not answer", async () => {
    await expect(resolveRedis({ env: { REDIS_URL: silentUrl }, dataDir })).rejects.toThrow(/does not answer PING/);
  });

  it("uses REDIS_URL as given when it answers", async () => {
    const started = await resolveRedis({ env: { PATH: process.env.PATH }, dataDir, defaultUrl: silentUrl });
    try {
      const redis = await resolveRedis({ env: { REDIS_URL: started.url }, dataDir });
      expect(redis.url).toBe(started.url);
      expect(redis.process).toBeUndefined();
    } finally {
      await started.stop();
    }
  });
});
