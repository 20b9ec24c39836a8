import { existsSync } from "node:fs";
import path from "node:path";
import { describeExit, waitUntil } from "@kidsafe/testing";
import { httpAnswersOk } from "./net.ts";
import { startProcess } from "./processes.ts";
import type { ManagedProcess } from "./processes.ts";

/** A service `pnpm dev` runs against: the real one when its key is set, else its local emulator. */
export interface ResolvedService {
  env: Record<string, string>;
  description: string;
  process?: ManagedProcess;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  port: number;
  host?: string;
  onLine?: (line: string) => void;
}

export interface EmulatorProcessOptions {
  name: string;
  label: string;
  repoRoot: string;
  folder: string;
  env: NodeJS.ProcessEnv;
  url: string;
  onLine?: (line: string) => void;
}

export async function startEmulatorProcess({
  name,
  label,
  repoRoot,
  folder,
  env,
  url,
  onLine,
}: EmulatorProcessOptions): Promise<ManagedProcess> {
  const directory = path.join(repoRoot, folder);
  const tsx = path.join(directory, "node_modules", ".bin", "tsx");
  if (!existsSync(tsx)) throw new Error(`${folder} has no node_modules/.bin/tsx: run pnpm install first.`);
  const output: string[] = [];
  const emulator = startProcess({
    name,
    command: tsx,
    // The absolute entry path puts the folder in the command line, where leftovers.ts recognises it.
    args: [path.join(directory, "src", "main.ts")],
    cwd: directory,
    env,
    onLine: (line) => {
      output.push(line);
      if (output.length > 30) output.shift();
      onLine?.(line);
    },
  });
  const died = emulator.exited.then((exit) => `${label} ${describeExit(exit)}:\n${output.join("\n")}`);
  try {
    await waitUntil(() => httpAnswersOk(`${url}/healthz`), { timeoutMs: 60_000, gaveUp: died });
  } catch (error) {
    await emulator.stop();
    throw new Error(`could not start ${label}: ${(error as Error).message}`);
  }
  return emulator;
}
