import path from "node:path";
import { freePort, portAnswers } from "@kidsafe/testing";
import { describe, expect, it } from "vitest";
import { EMULATOR_API_KEY, resolveGemini } from "../src/gemini.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

describe("resolveGemini", () => {
  it("starts the Gemini emulator when no GEMINI_API_KEY is set, and marks the AI offline", async () => {
    const port = await freePort();
    const gemini = await resolveGemini({ env: { PATH: process.env.PATH }, repoRoot, port, onLine: () => undefined });
    try {
      expect(gemini.offline).toBe(true);
      expect(gemini.process).toBeDefined();
      expect(gemini.env).toEqual({
        GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
        GEMINI_API_KEY: EMULATOR_API_KEY,
        GEMINI_MODEL: "gemini-2.5-flash",
        AI_OFFLINE: "true",
      });
      const reply = await fetch(`${gemini.env.GEMINI_BASE_URL}/v1beta/models/gemini-2.5-flash:generateContent`, {
        method: "POST",
        headers: { "x-goog-api-key": EMULATOR_API_KEY },
        body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "bees" }] }] }),
      });
      expect(JSON.stringify(await reply.json())).toContain("Offline AI:");
    } finally {
      await gemini.stop();
    }
    expect(await portAnswers(port)).toBe(false);
  }, 60_000);

  it("uses the real Gemini when GEMINI_API_KEY is set, starting nothing", async () => {
    const gemini = await resolveGemini({ env: { GEMINI_API_KEY: "secret", GEMINI_MODEL: "gemini-2.5-pro" }, repoRoot, port: 1 });
    expect(gemini.offline).toBe(false);
    expect(gemini.process).toBeUndefined();
    expect(gemini.env).toEqual({ AI_OFFLINE: "false", GEMINI_MODEL: "gemini-2.5-pro" });
    expect(gemini.description).not.toContain("secret");
  });
});
