import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts a throwaway, memory-only `redis-server` from PATH on a free port. */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once("error", () =>
      reject(new Error("No Redis for the tests: set REDIS_URL, start Docker, or install redis-server (apt-get install redis-server).")),
    ),
  );
  const url = `redis://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on("error", () => undefined); // not up yet: the loop tries again
      try {
        await client.connect();
        await client.ping();
        return;
      } catch {
        await sleep(50);
      } finally {
        client.disconnect();
      }
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  })();
  await Promise.race([ready, spawnFailed]);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
