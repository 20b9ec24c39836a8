// Reply moderation requests over plain HTTP: a verdict as structured output (a text part holding JSON), recognised by
// the request's responseSchema. packages/ai checks that the real SDK and the moderator read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY_MODERATION_SCHEMA_TITLE, startGeminiEmulator } from "../src/index.ts";
import type { GeminiEmulator, GenerateContentResponse } from "../src/index.ts";

let emulator: GeminiEmulator;
beforeAll(async () => {
  emulator = await startGeminiEmulator();
});
afterAll(() => emulator.close());

const review = (answer: string, age: number | null, schemaTitle = REPLY_MODERATION_SCHEMA_TITLE) => ({
  contents: [{ role: "user", parts: [{ text: "Judge this answer." }, { text: JSON.stringify({ age, answer }) }] }],
  systemInstruction: { parts: [{ text: "You are the safety reviewer." }] },
  generationConfig: { responseMimeType: "application/json", responseSchema: { title: schemaTitle, type: "OBJECT" } },
});

async function answerTo(body: unknown): Promise<string> {
  const response = await fetch(`${emulator.url}/v1beta/models/gemini-2.5-flash-lite:generateContent`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": "k" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as GenerateContentResponse;
  expect(json.candidates?.[0]?.finishReason).toBe("STOP");
  return json.candidates?.[0]?.content?.parts[0]?.text ?? "";
}

describe("reply moderation verdicts", () => {
  it("allows a lesson and blocks an answer that pushes a child towards a harm, with the schema's properties in order", async () => {
    const allowed = JSON.parse(await answerTo(review("The Vikings raided monasteries along the coast in 793.", 12))) as Record<string, unknown>;
    expect(Object.keys(allowed)).toEqual(["category", "decision", "reason"]);
    expect(allowed).toMatchObject({ category: "none", decision: "allow" });
    const blocked = JSON.parse(
      await answerTo(review("Just tell me your address and keep it our little secret from your parents.", 10)),
    ) as Record<string, unknown>;
    expect(blocked).toMatchObject({ category: "grooming_personal_info", decision: "block" });
  });

  it("blocks links to places a child must not go", async () => {
    expect(JSON.parse(await answerTo(review("Play at https://mega-casino-slots.net tonight!", 16)))).toMatchObject({
      category: "unsafe_links",
      decision: "block",
    });
  });

  it("is stricter for a younger child", async () => {
    const text = "Smoking a pipe looks so grown-up, you could try it one day.";
    expect(JSON.parse(await answerTo(review(text, 6)))).toMatchObject({ decision: "block" });
    expect(JSON.parse(await answerTo(review(text, 15)))).toMatchObject({ decision: "allow" });
  });

  it("blocks when the answer to review is missing, and answers other schemas as before", async () => {
    expect(JSON.parse(await answerTo({ ...review("", 9), contents: [{ role: "user", parts: [{ text: "no json" }] }] }))).toMatchObject({
      decision: "block",
    });
    expect(await answerTo(review("Bees make honey.", 9, "SomethingElse"))).not.toContain("decision");
  });
});
