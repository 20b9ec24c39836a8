// The site safety judge on the real @google/genai SDK against the local emulator: the structured-output request
// production sends, and what the judge makes of each kind of answer.
import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { SITE_SAFETY_CATEGORIES, SITE_SAFETY_RUBRIC, createGeminiSiteSafetyJudge, fixedKeySource } from "../src/index.ts";
import type { AiKeySource, SiteToJudge } from "../src/index.ts";
import { failureOf, useGeminiEmulator } from "./gemini-emulator-support.ts";

const emulator = useGeminiEmulator({ apiKey: "test-key" });

const judge = (overrides: { timeoutMs?: number; keySource?: AiKeySource } = {}) =>
  createGeminiSiteSafetyJudge({ keySource: fixedKeySource("test-key"), baseUrl: emulator().url, timeoutMs: 2_000, ...overrides });

const KIDS_SITE: SiteToJudge = {
  url: "https://happy-numbers.example/",
  appName: "Happy Numbers",
  appDescription: "Maths games",
  pages: [
    {
      url: "https://happy-numbers.example/",
      title: "Happy Numbers",
      description: "Counting games for children aged 4 to 8",
      text: "Learn to count with friendly maths games.",
    },
  ],
};

/** A scripted model answer: the verdict JSON as Gemini's text part. */
const modelSays = (verdict: Record<string, unknown>) =>
  emulator().enqueue({
    kind: "reply",
    text: JSON.stringify({
      failedCategories: [],
      isSafe: true,
      reason: "Fine.",
      details: "A maths site.",
      aiDescription: "A maths game site.",
      ...verdict,
    }),
  });

describe("createGeminiSiteSafetyJudge against the emulator", () => {
  it("asks for a JSON verdict in a response schema, with the rubric, the strict safety settings and the site as JSON", async () => {
    await judge().judge(KIDS_SITE);
    const sent = emulator().requests.at(-1)?.body;
    expect(sent?.generationConfig).toMatchObject({
      responseMimeType: "application/json",
      temperature: 0,
      responseSchema: {
        title: "SiteSafetyVerdict",
        type: "OBJECT",
        required: ["failedCategories", "isSafe", "reason", "details", "aiDescription"],
        properties: { failedCategories: { type: "ARRAY", items: { type: "STRING", enum: [...SITE_SAFETY_CATEGORIES] } } },
      },
    });
    const instruction = sent?.systemInstruction?.parts.map((part) => part.text).join("") ?? "";
    for (const entry of Object.values(SITE_SAFETY_RUBRIC)) expect(instruction).toContain(entry.fails);
    expect(instruction).toContain("for parents and children: 1-2 sentences, factual, no marketing");
    expect(sent?.safetySettings?.every((setting) => setting.threshold === "BLOCK_LOW_AND_ABOVE")).toBe(true);
    const site = JSON.parse(sent?.contents[0]?.parts[1]?.text ?? "") as unknown;
    expect(site).toEqual({ ...KIDS_SITE });
  });

  it("judges a kids' learning site safe, with the description the model wrote", async () => {
    expect(await judge().judge(KIDS_SITE)).toEqual({
      isSafe: true,
      reason: "The website looks suitable for children aged 1-18.",
      details: expect.stringContaining("found none of the words") as string,
      aiDescription: "Offline AI: Happy Numbers. Counting games for children aged 4 to 8.",
      failedCategories: [],
    });
  });

  it("judges a page's words: place your bet -> gambling", async () => {
    const page = { url: "https://happy-numbers.example/prizes", title: "Prizes", description: "", text: "Place your bet on roulette tonight!" };
    const verdict = await judge().judge({ ...KIDS_SITE, pages: [...KIDS_SITE.pages, page] });
    expect(verdict).toMatchObject({ isSafe: false, failedCategories: ["gambling"] });
    expect(verdict.details).toContain("https://happy-numbers.example/prizes");
  });

  it("holds a 'safe' answer to the site filter: a casino title makes it unsafe", async () => {
    modelSays({ isSafe: true });
    const casino = { ...KIDS_SITE.pages[0]!, title: "Lucky Spins Online Casino" };
    expect(await judge().judge({ ...KIDS_SITE, pages: [casino] })).toMatchObject({
      isSafe: false,
      reason: SAFETY_CHECK_TEXTS.defaultUnsafe,
      failedCategories: ["gambling"],
    });
  });

  it("does not take 'safe' next to a failed category, nor an empty reason", async () => {
    modelSays({ isSafe: true, failedCategories: ["scams"], reason: "All good." });
    expect(await judge().judge(KIDS_SITE)).toMatchObject({
      isSafe: false,
      reason: SAFETY_CHECK_TEXTS.defaultUnsafe,
      failedCategories: ["scams"],
    });
    modelSays({ isSafe: false, failedCategories: ["hate"], reason: "  " });
    expect((await judge().judge(KIDS_SITE)).reason).toBe(SAFETY_CHECK_TEXTS.defaultUnsafe);
  });

  it("drops a description that fails our reply check, and the site with it", async () => {
    modelSays({ aiDescription: "Free games at https://bit.ly/games" });
    expect(await judge().judge(KIDS_SITE)).toMatchObject({ isSafe: false, aiDescription: "" });
  });

  it("answers unsafe when Gemini's own filter refuses the website's content", async () => {
    emulator().enqueue({ kind: "block-prompt" }, { kind: "block-reply" });
    const blockedPrompt = await judge().judge(KIDS_SITE);
    const blockedReply = await judge().judge(KIDS_SITE);
    for (const verdict of [blockedPrompt, blockedReply]) {
      expect(verdict).toMatchObject({ isSafe: false, reason: SAFETY_CHECK_TEXTS.defaultUnsafe, aiDescription: "" });
      expect(verdict.details).toMatch(/safety filter refused/);
    }
  });

  it.each([
    ["text that is not JSON", "I think the site is fine"],
    ["JSON of the wrong shape", JSON.stringify({ isSafe: "yes" })],
    ["an unknown category", JSON.stringify({ failedCategories: ["memes"], isSafe: false, reason: "", details: "", aiDescription: "" })],
  ])("throws provider_error for %s", async (_name, text) => {
    emulator().enqueue({ kind: "reply", text });
    expect((await failureOf(judge().judge(KIDS_SITE))).failure).toBe("provider_error");
  });

  it("throws timeout when no verdict comes in time, and no_api_key without a key", async () => {
    emulator().enqueue({ kind: "hang" });
    const started = performance.now();
    expect((await failureOf(judge({ timeoutMs: 300 }).judge(KIDS_SITE))).failure).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await failureOf(judge({ keySource: fixedKeySource(undefined) }).judge(KIDS_SITE))).failure).toBe("no_api_key");
  });
});
