// Nothing persisted: sessions and queues are disposable in development.
import path from "node:path";
import { findOnPath, noRedisHelp, pingProblem, startRedisServer } from "@kidsafe/testing";
import type { RedisServerProcess } from "@kidsafe/testing";
import type { ResolvedService } from "./postgres.ts";
import { startProcess } from "./processes.ts";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

export interface ResolvedRedis extends ResolvedService {
  process?: RedisServerProcess;
}

export interface RedisOptions {
  env: NodeJS.ProcessEnv;
  dataDir: string;
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
    throw new Error(noRedisHelp("npm run dev", defaultUrl));
  }
  const folder = path.join(dataDir, "redis");
  const server = await startRedisServer({
    binary,
    dir: folder,
    flags: ["--maxmemory-policy", "noeviction"],
    launch: (command, args, onLine) => startProcess({ name: "redis", command, args, cwd: folder, env, onLine }),
  });
  return {
    url: server.url,
    description: `${server.url} (redis-server started by the dev stack)`,
    stop: () => server.stop(),
    process: server.process,
  };
}
