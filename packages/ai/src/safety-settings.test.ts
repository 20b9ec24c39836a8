import { HarmBlockThreshold } from "@google/genai";
import { describe, expect, it } from "vitest";
import { STRICT_SAFETY_SETTINGS, assertStrictSafetySettings, weakenedSafetySettings } from "./safety-settings.ts";

describe("assertStrictSafetySettings", () => {
  it("passes the settings every Gemini call sends", () => {
    expect(() => assertStrictSafetySettings()).not.toThrow();
    expect(weakenedSafetySettings(STRICT_SAFETY_SETTINGS)).toEqual([]);
  });

  it("refuses to start with a category left out or blocked less strictly", () => {
    const weakened = STRICT_SAFETY_SETTINGS.map((setting, index) =>
      index === 0 ? { ...setting, threshold: HarmBlockThreshold.BLOCK_ONLY_HIGH } : setting,
    ).slice(0, 3);
    expect(weakenedSafetySettings(weakened)).toEqual([
      "HARM_CATEGORY_HARASSMENT is BLOCK_ONLY_HIGH",
      "HARM_CATEGORY_DANGEROUS_CONTENT is not set",
    ]);
    expect(() => assertStrictSafetySettings(weakened)).toThrow(/must block at BLOCK_LOW_AND_ABOVE in every category/);
  });
});
