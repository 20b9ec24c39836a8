// The advertiser safety check's requests over plain HTTP: structured output (a text part holding JSON) as Gemini
// answers it, recognised by the request's responseSchema. packages/ai checks that the real SDK and judge read it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SITE_SAFETY_SCHEMA_TITLE, startGeminiEmulator } from "../src/index.ts";
import type { GeminiEmulator, GenerateContentResponse } from "../src/index.ts";

let emulator: GeminiEmulator;
beforeAll(async () => {
  emulator = await startGeminiEmulator();
});
afterAll(() => emulator.close());
afterEach(() => emulator.behaviour.reset());

interface Page {
  url: string;
  title: string;
  description: string;
  text: string;
}

const KIDS_PAGE: Page = {
  url: "https://happy-numbers.example/",
  title: "Happy Numbers",
  description: "Counting games for children aged 4 to 8",
  text: "Learn to count with friendly maths games.",
};

/** A request shaped like the judge's: the rubric as system instruction, the site as JSON, a JSON schema to answer in. */
const siteCheck = (pages: Page[], schemaTitle = SITE_SAFETY_SCHEMA_TITLE, listing = { appName: "Happy Numbers", appDescription: "" }) => ({
  contents: [
    {
      role: "user",
      parts: [{ text: "Check this website." }, { text: JSON.stringify({ url: pages[0]?.url, ...listing, pages }) }],
    },
  ],
  systemInstruction: { parts: [{ text: "You review websites for children aged 1 to 18." }] },
  generationConfig: {
    responseMimeType: "application/json",
    responseSchema: { title: schemaTitle, type: "OBJECT", properties: { isSafe: { type: "BOOLEAN" } } },
  },
});

async function generate(body: unknown): Promise<Response> {
  return fetch(`${emulator.url}/v1beta/models/gemini-2.5-flash:generateContent`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": "k" },
    body: JSON.stringify(body),
  });
}

async function verdictOf(body: unknown): Promise<Record<string, unknown>> {
  const response = (await (await generate(body)).json()) as GenerateContentResponse;
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  expect(parts).toHaveLength(1);
  expect(response.candidates?.[0]?.finishReason).toBe("STOP");
  return JSON.parse(parts[0]?.text ?? "") as Record<string, unknown>;
}

describe("site safety check requests", () => {
  it("answers a kids' learning site safe, with a description from its title and description, as one JSON text part", async () => {
    expect(await verdictOf(siteCheck([KIDS_PAGE]))).toEqual({
      failedCategories: [],
      isSafe: true,
      reason: "The website looks suitable for children aged 1-18.",
      details: "Offline AI read 1 page(s) and found none of the words on its lists of content unsuitable for children.",
      aiDescription: "Offline AI: Happy Numbers. Counting games for children aged 4 to 8.",
    });
  });

  it.each([
    ["Lucky Spins Casino", "Place a bet now", ["gambling"]],
    ["Free nude pics", "", ["adult_content"]],
    ["Cloud Vape Shop", "Cigarettes and beer delivered", ["drugs_alcohol_tobacco_vaping"]],
    ["Pen pals", "What is your home address? Send a photo of yourself.", ["childrens_data"]],
    ["Winner!", "You have won a free iPhone: enter your card details", ["scams"]],
    ["Gore arena", "Bet on the fights", ["gambling", "violence"]],
  ])("fails %j by its words: %j", async (title, text, categories) => {
    const verdict = await verdictOf(siteCheck([KIDS_PAGE, { url: "https://happy-numbers.example/more", title, description: "", text }]));
    expect(verdict).toMatchObject({ isSafe: false, failedCategories: categories });
    expect(verdict.reason).toMatch(/^The website has content unsuitable for children: /);
    expect(verdict.details).toContain("on https://happy-numbers.example/more");
  });

  it.each([
    ["SecAdvB Free V-Bucks", "Fraction games", ["scams"]],
    ["Fraction Forest", "free robux chat with strangers", ["childrens_data", "scams"]],
  ])("fails the name %j with the description %j on a clean page: %j", async (appName, appDescription, categories) => {
    const verdict = await verdictOf(siteCheck([KIDS_PAGE], SITE_SAFETY_SCHEMA_TITLE, { appName, appDescription }));
    expect(verdict).toMatchObject({ isSafe: false, failedCategories: categories });
    expect(verdict.details).toContain("on the app's name or description");
  });

  it("is recognised by the response schema, not by words: the same prompt without it gets a chat reply", async () => {
    const { generationConfig: _unused, ...chatRequest } = siteCheck([{ ...KIDS_PAGE, text: "casino" }]);
    const reply = (await (await generate(chatRequest)).json()) as GenerateContentResponse;
    expect(reply.candidates?.[0]?.content?.parts[0]?.text).toMatch(/^Offline AI: I'm the offline helper/);
    const otherSchema = (await (await generate(siteCheck([KIDS_PAGE], "SomethingElse"))).json()) as GenerateContentResponse;
    expect(otherSchema.candidates?.[0]?.content?.parts[0]?.text).toMatch(/^Offline AI: /);
  });

  it("fails closed when the request carries no pages", async () => {
    const body = siteCheck([KIDS_PAGE]);
    body.contents[0]!.parts = [{ text: "Check this website." }];
    expect(await verdictOf(body)).toMatchObject({ isSafe: false, aiDescription: "" });
  });

  it("applies scripted outcomes to these requests too", async () => {
    emulator.enqueue({ kind: "error", status: 503 }, { kind: "reply", text: "not json" });
    expect((await generate(siteCheck([KIDS_PAGE]))).status).toBe(503);
    const scripted = (await (await generate(siteCheck([KIDS_PAGE]))).json()) as GenerateContentResponse;
    expect(scripted.candidates?.[0]?.content?.parts[0]?.text).toBe("not json");
  });
});
