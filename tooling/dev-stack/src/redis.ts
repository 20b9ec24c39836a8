// Redis for the dev stack: REDIS_URL when set, else a local Redis on 6379 if one answers, else a redis-server from
// PATH started on a free port (nothing persisted: sessions and queues are disposable in development).
import { constants as fsConstants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import { freePort, waitUntil } from "./net.ts";
import { describeExit, startProcess } from "./processes.ts";
import type { ManagedProcess } from "./processes.ts";
import type { ResolvedService } from "./postgres.ts";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

export interface ResolvedRedis extends ResolvedService {
  /** Set when we started a redis-server ourselves. */
  process?: ManagedProcess;
}

export interface RedisOptions {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** Tried when REDIS_URL is unset. */
  defaultUrl?: string;
}

export async function resolveRedis({ env, dataDir, defaultUrl = DEFAULT_REDIS_URL }: RedisOptions): Promise<ResolvedRedis> {
  if (env.REDIS_URL) {
    const problem = await pingProblem(env.REDIS_URL);
    if (problem) throw new Error(`REDIS_URL=${env.REDIS_URL} does not answer PING (${problem}).`);
    return { url: env.REDIS_URL, description: `${env.REDIS_URL} (REDIS_URL)`, stop: () => Promise.resolve() };
  }
  if (!(await pingProblem(defaultUrl))) {
    return { url: defaultUrl, description: `${defaultUrl} (already running)`, stop: () => Promise.resolve() };
  }
  const binary = await findOnPath("redis-server", env.PATH ?? "");
  if (!binary) {
    throw new Error(
      [
        `Redis is needed and none was found: nothing answers at ${defaultUrl} and there is no redis-server on PATH.`,
        "Get one of these, then run pnpm dev again:",
        "  sudo apt-get install redis-server      (Debian, Ubuntu)",
        "  brew install redis                     (macOS)",
        "  docker compose up -d redis             (Docker, from the repository root)",
        "or point the dev stack at a Redis you have: REDIS_URL=redis://host:6379 pnpm dev",
      ].join("\n"),
    );
  }
  return startRedisServer(binary, path.join(dataDir, "redis"), env);
}

async function startRedisServer(binary: string, folder: string, env: NodeJS.ProcessEnv): Promise<ResolvedRedis> {
  await mkdir(folder, { recursive: true });
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const output: string[] = [];
  const server = startProcess({
    name: "redis",
    command: binary,
    // noeviction: BullMQ requires it (an evicted job key is a lost job).
    args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", folder,
      "--maxmemory-policy", "noeviction"],
    cwd: folder,
    env,
    onLine: (line) => {
      output.push(line);
      if (output.length > 30) output.shift();
    },
  });
  const died = server.exited.then((exit) => `redis-server ${describeExit(exit)}:\n${output.join("\n")}`);
  try {
    await waitUntil(async () => !(await pingProblem(url)), { timeoutMs: 15_000, gaveUp: died });
  } catch (error) {
    await server.stop();
    throw new Error(`could not start ${binary}: ${(error as Error).message}`);
  }
  return { url, description: `${url} (redis-server started by the dev stack)`, stop: () => server.stop(), process: server };
}

/** undefined when `url` answers PING, else why not. */
export async function pingProblem(url: string): Promise<string | undefined> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket error (ECONNREFUSED, NOAUTH...) says more than the rejection ("Connection is closed.").
  let socketError: Error | undefined;
  client.on("error", (error: Error) => {
    socketError ??= error;
  });
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return socketError?.message ?? (error instanceof Error ? error.message : String(error));
  } finally {
    client.disconnect();
  }
}

async function findOnPath(command: string, searchPath: string): Promise<string | undefined> {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, command);
    try {
      await access(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}
