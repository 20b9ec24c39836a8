// What the adapter tests share: one emulator per test file, its scripted answers cleared after each test, and the
// AiError a failed call ends in.
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator, GeminiEmulatorOptions } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { AiError } from "../src/index.ts";

/** Starts the emulator before the file's tests and closes it after them; the returned function reads it in a test. */
export function useGeminiEmulator(options: GeminiEmulatorOptions = {}): () => GeminiEmulator {
  let emulator: GeminiEmulator | undefined;
  beforeAll(async () => {
    emulator = await startGeminiEmulator(options);
  });
  afterAll(() => emulator?.close());
  afterEach(() => emulator?.behaviour.reset());
  return () => {
    if (!emulator) throw new Error("The Gemini emulator starts in beforeAll: read it inside a test.");
    return emulator;
  };
}

/** The AiError `promise` rejects with; the test fails if it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}
