// A server as infra/docker/server.Dockerfile runs it: its bundle beside `pnpm deploy --prod` dependencies only.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deployServerBundle } from "@kidsafe/testing";
import type { ExitInfo } from "@kidsafe/testing";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export type ServerName = "api" | "voice-gateway" | "billing-worker";

export interface DeployedServer {
  name: ServerName;
  folder: string;
  start(env: Record<string, string>): RunningBundle;
  remove(): Promise<void>;
}

export interface RunningBundle {
  exited: Promise<ExitInfo>;
  output(): string;
  /** SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo>;
}

export async function deployServer(name: ServerName): Promise<DeployedServer> {
  const bundle = await deployServerBundle(name);
  const folder = path.dirname(path.dirname(bundle.entry));
  return { name, folder, start: (env) => startBundle(folder, env), remove: () => bundle.remove() };
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
