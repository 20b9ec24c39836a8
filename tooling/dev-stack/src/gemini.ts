// The AI for the dev stack: Google's Gemini when GEMINI_API_KEY is set, else the local Gemini emulator
// (packages/gemini-emulator), started here so `pnpm dev` works with nothing configured. The apps that call
// Gemini get where it is, and whether it is the offline emulator (the UI says so).
import { startEmulatorProcess } from "./emulator-process.ts";
import type { ManagedProcess } from "./processes.ts";

export const EMULATOR_FOLDER = "packages/gemini-emulator";
/** The Gemini emulator's port is the public port plus this, when free (after the six apps' 1-6). */
export const GEMINI_EMULATOR_PORT_OFFSET = 7;
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

  const url = `http://${host}:${port}`;
  const emulator = await startEmulatorProcess({
    name: "gemini-emulator",
    label: "the Gemini emulator",
    repoRoot,
    folder: EMULATOR_FOLDER,
    env: { ...env, PORT: String(port), HOST: host },
    url,
    onLine,
  });
  return {
    env: { GEMINI_BASE_URL: url, GEMINI_API_KEY: EMULATOR_API_KEY, GEMINI_MODEL: model, AI_OFFLINE: "true" },
    description: `offline: Gemini emulator on ${url} (set GEMINI_API_KEY for the real Gemini)`,
    offline: true,
    process: emulator,
    stop: () => emulator.stop(),
  };
}
