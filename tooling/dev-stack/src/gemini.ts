// The local emulator unless GEMINI_API_KEY is set, so `pnpm dev` works with nothing configured.
import { startEmulatorProcess } from "./emulator-process.ts";
import type { ResolvedService, ServiceOptions } from "./emulator-process.ts";

export const EMULATOR_FOLDER = "packages/gemini-emulator";
/** After the six apps' 1-6. */
export const GEMINI_EMULATOR_PORT_OFFSET = 7;
export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash";
/** The adapter still sends a key, as it would to Google. */
export const EMULATOR_API_KEY = "offline-emulator";

export interface ResolvedGemini extends ResolvedService {
  offline: boolean;
}

export async function resolveGemini({ env, repoRoot, port, host = "127.0.0.1", onLine }: ServiceOptions): Promise<ResolvedGemini> {
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
