// The dev stack's Gemini emulator, reached directly for its test hooks (packages/gemini-emulator/src/control.ts):
// a spec scripts what the model answers next, e.g. an unsafe answer the product must refuse.
import { GEMINI_EMULATOR_PORT_OFFSET } from "@kidsafe/dev-stack";
import type { ScriptedOutcome } from "@kidsafe/gemini-emulator";
import { expect } from "@playwright/test";
import { e2ePort } from "./stack.ts";

export const geminiEmulatorOrigin = `http://127.0.0.1:${(e2ePort + GEMINI_EMULATOR_PORT_OFFSET).toString()}`;

/**
 * The next Gemini requests of the whole stack get these outcomes, one each, in order. Tests run side by side on one
 * stack: give each outcome the question it is for (`whenAsked`), or another test's request may take it.
 */
export async function scriptGemini(...outcomes: ScriptedOutcome[]): Promise<void> {
  const answer = await fetch(`${geminiEmulatorOrigin}/__emulator/script`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcomes }),
  }).catch(() => undefined);
  expect(answer?.ok, `the dev stack's Gemini emulator should take a script on ${geminiEmulatorOrigin} (was the port taken?)`).toBe(true);
}
