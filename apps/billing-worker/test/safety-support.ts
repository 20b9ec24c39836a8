// The worker's safety checks end to end: sample websites on localhost read through the SSRF-safe reader, their pages
// judged by the Gemini emulator through the real SDK with the registration's rubric.
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { startSampleSites } from "@kidsafe/testing";
import type { SampleSites } from "@kidsafe/testing";
import { startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const GEMINI_KEY = "test-key";

export interface SafetyWorld {
  world: WorkerWorld;
  sites: SampleSites;
  gemini: GeminiEmulator;
  close(): Promise<void>;
}

/** `geminiKey` is the one key the emulator takes (the worker is given "test-key" unless `env` says otherwise). */
export async function startSafetyWorld(options: { clock: () => Date; env?: Record<string, string>; geminiKey?: string }): Promise<SafetyWorld> {
  const sites = await startSampleSites();
  const gemini = await startGeminiEmulator({ apiKey: options.geminiKey ?? GEMINI_KEY });
  let world: WorkerWorld;
  try {
    world = await startWorkerWorld({
      env: { GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.url, SAFE_FETCH_ALLOW_ORIGINS: sites.origin, ...options.env },
      overrides: { clock: options.clock },
    });
  } catch (error) {
    await gemini.close();
    await sites.close();
    throw error;
  }
  return {
    world,
    sites,
    gemini,
    close: async () => {
      await world.close();
      await gemini.close();
      await sites.close();
    },
  };
}
