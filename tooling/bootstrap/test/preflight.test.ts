// npm test's checks that run after the install, against real sockets.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, noRedisHelp } from "@kidsafe/testing";
import { e2ePortProblem, redisProblem } from "../src/preflight/checks.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("Redis for the test run", () => {
  it("names a REDIS_URL that does not answer", async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    expect(await redisProblem({ REDIS_URL: url, PATH: process.env.PATH })).toMatch(
      new RegExp(`^REDIS_URL=${url} does not answer PING \\(.*ECONNREFUSED`),
    );
  });

  it("accepts a redis-server on PATH when no Redis answers on the default port (the tests and the stack start one)", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "kidsafe-preflight-"));
    await writeFile(path.join(folder, "redis-server"), "#!/bin/sh\n", { mode: 0o755 });
    const silent = `redis://127.0.0.1:${await freePort()}`;
    expect(await redisProblem({ PATH: folder }, silent)).toBeUndefined();
    await rm(folder, { recursive: true });
  });

  it("says how to get a Redis when none answers and none can be started", async () => {
    const silent = `redis://127.0.0.1:${await freePort()}`;
    expect(await redisProblem({ PATH: "" }, silent)).toBe(noRedisHelp("npm test", silent));
  });
});

describe("the Playwright stack's port", () => {
  it("is fine when free", async () => {
    expect(await e2ePortProblem(await freePort(), {})).toBeUndefined();
  });

  it("says which port, held by what, and the variable that moves it", async () => {
    const port = await freePort();
    server = createServer();
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    const problem = await e2ePortProblem(port, { CI: "true" });
    expect(problem).toContain(`Port ${port} is already in use by pid ${process.pid}: `);
    expect(problem).toContain(`choose another port: E2E_PORT=${port + 100} npm test`);
  });
});
