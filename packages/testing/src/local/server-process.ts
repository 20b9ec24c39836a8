// For tests that restart a server (rollouts): deployed as infra/docker/server.Dockerfile does.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { ExitInfo } from "./processes.ts";
import { describeExit } from "./processes.ts";
import { waitUntil } from "./wait-until.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

export interface ServerBundle {
  entry: string;
  remove(): Promise<void>;
}

/** Built straight into the temporary folder, never the app's own dist/, which another run may be building. */
export async function deployServerBundle(name: string): Promise<ServerBundle> {
  const folder = await mkdtemp(join(tmpdir(), `kidsafe-${name}-`));
  const run = promisify(execFile);
  try {
    await run(
      "pnpm",
      [
        "--filter",
        `@kidsafe/${name}`,
        "deploy",
        "--prod",
        "--offline",
        "--config.inject-workspace-packages=true",
        "--config.node-linker=hoisted",
        folder,
      ],
      { cwd: REPO_ROOT },
    );
    await run("pnpm", ["exec", "tsup", "--out-dir", join(folder, "dist"), "--silent"], { cwd: join(REPO_ROOT, "apps", name) });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { entry: join(folder, "dist", "server.js"), remove: () => rm(folder, { recursive: true, force: true }) };
}

export interface ServerProcess {
  readonly pid: number;
  readonly exited: Promise<ExitInfo>;
  output(): string;
  logLines(): Record<string, unknown>[];
  answers(url: string, timeoutMs?: number): Promise<void>;
  stop(graceMs?: number): Promise<ExitInfo>;
}

/** Nothing of the test run's own environment leaks in; `cwd` is where the server runs, as a container's work folder. */
export function startServerProcess(entry: string, env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitInfo>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    logLines: () =>
      output.split("\n").flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    answers: (url, timeoutMs = 30_000) =>
      waitUntil(
        () =>
          fetch(url).then(
            (response) => response.ok,
            () => false,
          ),
        { timeoutMs, intervalMs: 50, gaveUp: exited.then((exit) => `the server ${describeExit(exit)} before answering:\n${output}`) },
      ),
    async stop(graceMs = 30_000) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}
