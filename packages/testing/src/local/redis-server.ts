// Memory-only. The dev stack passes its own `launch` so the server is supervised like its other children.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import { freePort } from "./ports.ts";
import { describeExit } from "./processes.ts";
import type { ExitInfo } from "./processes.ts";
import { waitUntil } from "./wait-until.ts";

export interface RedisServerProcess {
  readonly pid: number;
  readonly exited: Promise<ExitInfo>;
  stop(): Promise<void>;
}

export type LaunchProcess = (command: string, args: string[], onLine: (line: string) => void) => RedisServerProcess;

export interface RedisServerOptions {
  binary: string;
  /** A restart passes the first start's. */
  port?: number;
  dir?: string;
  /** A flag given twice takes its last value. */
  flags?: readonly string[];
  /** Default: a plain child, so a Ctrl-C in the terminal reaches it too. */
  launch?: LaunchProcess;
  timeoutMs?: number;
}

export interface RedisServer {
  url: string;
  process: RedisServerProcess;
  stop(): Promise<void>;
}

const KEPT_LINES = 30;

export async function startRedisServer(options: RedisServerOptions): Promise<RedisServer> {
  if (options.dir) await mkdir(options.dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const url = `redis://127.0.0.1:${port}`;
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  if (options.dir) args.push("--dir", options.dir);
  args.push(...(options.flags ?? []));

  const output: string[] = [];
  const server = (options.launch ?? launchChild)(options.binary, args, (line) => {
    output.push(line);
    if (output.length > KEPT_LINES) output.shift();
  });
  const died = server.exited.then((exit) => `redis-server ${describeExit(exit)}:\n${output.join("\n")}`);
  try {
    await waitUntil(async () => !(await pingProblem(url)), { timeoutMs: options.timeoutMs ?? 15_000, gaveUp: died });
  } catch (error) {
    await server.stop();
    throw new Error(`could not start ${options.binary}: ${(error as Error).message}`);
  }
  return { url, process: server, stop: () => server.stop() };
}

export async function pingProblem(url: string): Promise<string | undefined> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket error says more than the rejection ("Connection is closed.").
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

function launchChild(command: string, args: string[], onLine: (line: string) => void): RedisServerProcess {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on("line", onLine);
  }
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", (error) => {
      onLine(`could not start ${command}: ${error.message}`);
      resolve({ code: -1, signal: null });
    });
  });
  return {
    pid: child.pid ?? -1,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
