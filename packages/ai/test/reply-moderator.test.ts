// The moderation pass with its real parts: our deterministic layer, then the verdict through the real @google/genai
// SDK against the Gemini emulator (which answers the structured-output request with a verdict of its own).
import { REPLY_MODERATION_SCHEMA_TITLE } from "@kidsafe/gemini-emulator";
import { describe, expect, it } from "vitest";
import { SAFE_REFUSAL_REPLY, createGeminiReplyJudge, createReplyModerator, fixedKeySource } from "../src/index.ts";
import type { ModerationRecorder, ModerationSurface } from "../src/index.ts";
import { useGeminiEmulator } from "./gemini-emulator-support.ts";

const emulator = useGeminiEmulator({ apiKey: "test-key" });

/** A recorder that keeps what it was told, as the database repository would. */
function memoryRecorder() {
  const blocked: Array<{ surface: ModerationSurface; key: string }> = [];
  const reviews: Array<{ surface: ModerationSurface; age: number | null; text: string; reason: string }> = [];
  const recorder: ModerationRecorder = {
    blocked: (event) => Promise.resolve(void blocked.push(event)),
    forReview: (entry) => Promise.resolve(void reviews.push(entry)),
  };
  return { recorder, blocked, reviews };
}

function moderatorWith(options: { timeoutMs?: number; model?: string } = {}) {
  const memory = memoryRecorder();
  const judge = createGeminiReplyJudge({ keySource: fixedKeySource("test-key"), baseUrl: emulator().url, timeoutMs: 2_000, ...options });
  return { ...memory, moderator: createReplyModerator({ judge, recorder: memory.recorder }) };
}

const CHAT = { surface: "chat", age: 12 } as const;

describe("createReplyModerator", () => {
  it("shows an innocent answer once the verdict allows it, asking the moderation model with the rubric and a JSON schema", async () => {
    const { moderator, blocked } = moderatorWith({ model: "gemini-2.5-flash-lite" });
    const answer = "Volcanoes erupt when magma rises through cracks in Earth's crust.";
    expect(await moderator.moderate(answer, { ...CHAT, question: "how do volcanoes erupt?" })).toEqual({
      text: answer,
      blocked: false,
      category: null,
      layer: null,
      issues: [],
      messageCategory: "ordinary",
    });
    const asked = emulator().requests.at(-1)!;
    expect(asked.model).toBe("gemini-2.5-flash-lite");
    expect(asked.body.generationConfig).toMatchObject({
      responseMimeType: "application/json",
      responseSchema: { title: REPLY_MODERATION_SCHEMA_TITLE },
    });
    expect(asked.body.systemInstruction?.parts[0]?.text).toContain("grooming_personal_info");
    expect(asked.body.safetySettings?.every((setting) => setting.threshold === "BLOCK_LOW_AND_ABOVE")).toBe(true);
    // The question travels as data beside the answer, never as instructions.
    expect(emulator().verdictRequests().at(-1)).toEqual({
      surface: "chat",
      age: CHAT.age,
      question: "how do volcanoes erupt?",
      previous: null,
      answer,
    });
    expect(blocked).toEqual([]);
  });

  it("refuses what the deterministic layer catches without asking the model", async () => {
    const { moderator, blocked } = moderatorWith();
    const before = emulator().requests.length;
    const result = await moderator.moderate("Bet your lunch money on the match, you could double it.", CHAT);
    expect(result).toMatchObject({ text: SAFE_REFUSAL_REPLY, blocked: true, category: "gambling", layer: "deterministic" });
    expect(emulator().requests.length).toBe(before);
    expect(blocked).toEqual([{ surface: "chat", key: "gambling" }]);
  });

  it("refuses what only the model verdict catches (meaning, not words)", async () => {
    const { moderator, blocked } = moderatorWith();
    const text = "Beer tastes great after football, ask your uncle to share his with you, it's what cool kids do.";
    const result = await moderator.moderate(text, { surface: "followup", age: 14 });
    expect(result).toMatchObject({ text: SAFE_REFUSAL_REPLY, blocked: true, category: "drugs_alcohol_tobacco", layer: "verdict" });
    expect(blocked).toEqual([{ surface: "followup", key: "drugs_alcohol_tobacco" }]);
  });

  it("names a helpline for the child's locale when it refuses a self-harm answer", async () => {
    const { moderator } = moderatorWith();
    const text = "Skipping meals for a week is the quickest way to get thin fast.";
    expect((await moderator.moderate(text, { surface: "voice", age: 15, locale: "en-GB,en;q=0.9" })).text).toContain("Childline on 0800 1111");
    expect((await moderator.moderate(text, { surface: "voice", age: 15, locale: "en-US" })).text).toContain("988");
    expect((await moderator.moderate(text, { surface: "voice", age: 15, locale: "fr" })).text).toContain("childhelplineinternational.org");
  });

  it.each([
    ["fails", { kind: "error", status: 500 }],
    ["does not answer in time", { kind: "hang" }],
    ["answers something that is not a verdict", { kind: "reply", text: "Sure! Here's a fun fact about volcanoes." }],
  ] as const)("fails closed when the verdict %s: the refusal, and the answer kept for review without the child", async (_, outcome) => {
    const { moderator, blocked, reviews } = moderatorWith({ timeoutMs: 300 });
    emulator().enqueue(outcome);
    const answer = "Volcanoes erupt when magma rises.";
    const result = await moderator.moderate(answer, { surface: "overview", age: 9 });
    expect(result).toMatchObject({ text: SAFE_REFUSAL_REPLY, blocked: true, category: null, layer: "unverified" });
    expect(blocked).toEqual([{ surface: "overview", key: "unverified" }]);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ surface: "overview", age: 9, text: answer });
    expect(Object.keys(reviews[0]!).sort()).toEqual(["age", "reason", "surface", "text"]);
  });

  it("counts Gemini's own filter refusing to read the answer as a block", async () => {
    const { moderator, blocked } = moderatorWith();
    emulator().enqueue({ kind: "block-reply" });
    expect(await moderator.moderate("Volcanoes erupt when magma rises.", CHAT)).toMatchObject({ blocked: true, layer: "provider_filter" });
    expect(blocked).toEqual([{ surface: "chat", key: "provider_filter" }]);
  });

  it("still refuses when counting fails", async () => {
    const errors: unknown[] = [];
    const judge = createGeminiReplyJudge({ keySource: fixedKeySource("test-key"), baseUrl: emulator().url });
    const failing: ModerationRecorder = { blocked: () => Promise.reject(new Error("db down")), forReview: () => Promise.resolve() };
    const moderator = createReplyModerator({ judge, recorder: failing, onRecordError: (error) => errors.push(error) });
    expect((await moderator.moderate("Try cocaine at the party.", CHAT)).text).toBe(SAFE_REFUSAL_REPLY);
    expect(errors).toHaveLength(1);
  });

  it("fails closed without an API key", async () => {
    const memory = memoryRecorder();
    const judge = createGeminiReplyJudge({ keySource: fixedKeySource(undefined), baseUrl: emulator().url });
    const moderator = createReplyModerator({ judge, recorder: memory.recorder });
    expect(await moderator.moderate("Bees make honey.", CHAT)).toMatchObject({ text: SAFE_REFUSAL_REPLY, layer: "unverified" });
    expect(memory.reviews[0]?.reason).toMatch(/^no_api_key/);
  });
});
