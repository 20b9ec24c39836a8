// The AI for the dev stack: Google's Gemini when GEMINI_API_KEY is set, else the local Gemini emulator
// (packages/gemini-emulator), started here so `pnpm dev` works with nothing configured. The apps that call
// Gemini get where it is, and whether it is the offline emulator (the UI says so).
import { existsSync } from "node:fs";
import path from "node:path";
import { describeExit, waitUntil } from "@kidsafe/testing";
import { httpAnswersOk } from "./net.ts";
import { startProcess } from "./processes.ts";
import type { ManagedProcess } from "./processes.ts";

export const EMULATOR_FOLDER = "packages/gemini-emulator";
export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash";
/** The emulator accepts any key; the adapter still sends one, as it would to Google. */
export const EMULATOR_API_KEY = "offline-emulator";

export interface ResolvedGemini {
  /** What the apps that call Gemini get in their environment. */
  env: Record<string, string>;
  description: string;
  offline: boolean;
  /** Set when the emulator was started here. */
  process?: ManagedProcess;
  stop(): Promise<void>;
}

export interface GeminiOptions {
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  port: number;
  host?: string;
  onLine?: (line: string) => void;
}

export async function resolveGemini({ env, repoRoot, port, host = "127.0.0.1", onLine }: GeminiOptions): Promise<ResolvedGemini> {
  const model = env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL;
  if (env.GEMINI_API_KEY?.trim()) {
    return {
      env: { AI_OFFLINE: "false", GEMINI_MODEL: model },
      description: `${env.GEMINI_BASE_URL || "Google's Gemini API"} (GEMINI_API_KEY), model ${model}`,
      offline: false,
      stop: () => Promise.resolve(),
    };
  }

  const folder = path.join(repoRoot, EMULATOR_FOLDER);
  const tsx = path.join(folder, "node_modules", ".bin", "tsx");
  if (!existsSync(tsx)) throw new Error(`${EMULATOR_FOLDER} has no node_modules/.bin/tsx: run pnpm install first.`);
  const url = `http://${host}:${port}`;
  const output: string[] = [];
  const emulator = startProcess({
    name: "gemini-emulator",
    command: tsx,
    // The absolute entry path puts the folder in the command line, where leftovers.ts recognises it.
    args: [path.join(folder, "src", "main.ts")],
    cwd: folder,
    env: { ...env, PORT: String(port), HOST: host },
    onLine: (line) => {
      output.push(line);
      if (output.length > 30) output.shift();
      onLine?.(line);
    },
  });
  const died = emulator.exited.then((exit) => `the Gemini emulator ${describeExit(exit)}:\n${output.join("\n")}`);
  try {
    await waitUntil(() => httpAnswersOk(`${url}/healthz`), { timeoutMs: 60_000, gaveUp: died });
  } catch (error) {
    await emulator.stop();
    throw new Error(`could not start the Gemini emulator: ${(error as Error).message}`);
  }
  return {
    env: { GEMINI_BASE_URL: url, GEMINI_API_KEY: EMULATOR_API_KEY, GEMINI_MODEL: model, AI_OFFLINE: "true" },
    description: `offline: Gemini emulator on ${url} (set GEMINI_API_KEY for the real Gemini)`,
    offline: true,
    process: emulator,
    stop: () => emulator.stop(),
  };
}
