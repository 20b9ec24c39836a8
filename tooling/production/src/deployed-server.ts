// A server as production runs it (infra/docker/server.Dockerfile): its tsup bundle beside only its production
// dependencies, installed by `pnpm deploy --prod` into an empty folder, started with `node dist/server.js`.
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeExit } from "@kidsafe/testing";
import type { ExitInfo } from "@kidsafe/testing";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export type ServerName = "api" | "voice-gateway" | "billing-worker";

export interface DeployedServer {
  name: ServerName;
  /** The folder holding dist/ and node_modules/, as the image's /app. */
  folder: string;
  start(env: Record<string, string>): RunningBundle;
  remove(): Promise<void>;
}

export interface RunningBundle {
  exited: Promise<ExitInfo>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<ExitInfo>;
}

/** Runs a command in the repository and fails with its output when it fails. */
async function run(command: string, args: string[], cwd = REPO_ROOT): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: process.env });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = await new Promise<ExitInfo>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  if (exit.code !== 0) throw new Error(`${command} ${args.join(" ")} ${describeExit(exit)}:\n${output}`);
}

/** Builds the server's bundle and deploys it with its production dependencies alone, as the Dockerfile does. */
export async function deployServer(name: ServerName): Promise<DeployedServer> {
  const filter = `@kidsafe/${name}`;
  await run("pnpm", ["--filter", filter, "build"]);
  const folder = await mkdtemp(path.join(tmpdir(), `kidsafe-${name}-`));
  await run("pnpm", [
    "--filter",
    filter,
    "deploy",
    "--prod",
    "--offline",
    "--config.inject-workspace-packages=true",
    "--config.node-linker=hoisted",
    folder,
  ]);
  await cp(path.join(REPO_ROOT, "apps", name, "dist"), path.join(folder, "dist"), { recursive: true });
  return {
    name,
    folder,
    start: (env) => startBundle(folder, env),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

function startBundle(folder: string, env: Record<string, string>): RunningBundle {
  // Only what production sets: none of the test run's own variables (DATABASE_URL, CI, ...) leak in.
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitInfo>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    exited,
    output: () => output,
    async stop(graceMs = 15_000) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}
