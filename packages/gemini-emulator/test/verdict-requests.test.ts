// What a test reads of the reply verdicts, and how slowly they answer: driven by the real @google/genai SDK, sending
// the verdict request as the product does (a responseSchema titled ReplyModerationVerdict, the data as JSON).
import { GoogleGenAI, Type } from "@google/genai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPLY_MODERATION_SCHEMA_TITLE, startGeminiEmulator } from "../src/index.ts";
import type { GeminiEmulator, VerdictRequestData } from "../src/index.ts";

let emulator: GeminiEmulator;
let ai: GoogleGenAI;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ controlEndpoints: true });
  ai = new GoogleGenAI({ apiKey: "test-key", httpOptions: { baseUrl: emulator.url, apiVersion: "v1beta" } });
});
afterAll(() => emulator.close());
afterEach(() => emulator.behaviour.reset());

const VERDICT_SCHEMA = {
  title: REPLY_MODERATION_SCHEMA_TITLE,
  type: Type.OBJECT,
  properties: {
    messageCategory: { type: Type.STRING },
    category: { type: Type.STRING },
    decision: { type: Type.STRING },
    reason: { type: Type.STRING },
  },
  required: ["messageCategory", "category", "decision", "reason"],
  propertyOrdering: ["messageCategory", "category", "decision", "reason"],
};

async function askVerdict(data: VerdictRequestData): Promise<Record<string, unknown>> {
  const response = await ai.models.generateContent({
    model: "gemini-2.5-flash-lite",
    contents: [{ role: "user", parts: [{ text: "Judge this answer to a child." }, { text: JSON.stringify(data) }] }],
    config: {
      systemInstruction: "You are the safety reviewer.",
      responseMimeType: "application/json",
      responseSchema: VERDICT_SCHEMA,
      temperature: 0,
    },
  });
  return JSON.parse(response.text ?? "") as Record<string, unknown>;
}

const askModel = (question: string) => ai.models.generateContent({ model: "gemini-2.5-flash", contents: question });

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const data = (answer: string, question = "how do bees make honey?"): VerdictRequestData => ({
  surface: "chat",
  age: 9,
  question,
  previous: null,
  answer,
});

describe("verdict requests, as a test reads them", () => {
  it("keeps the data each verdict was sent, as sent, and reads it back through the SDK's answer too", async () => {
    const sent: VerdictRequestData = {
      surface: "voice",
      age: 12,
      question: "how many?",
      previous: { question: "what pills could make me never wake up", answer: "Please talk to a trusted adult." },
      answer: "About twenty of them would be enough.",
    };
    expect(await askVerdict(sent)).toMatchObject({ messageCategory: "crisis_self_harm", category: "self_harm", decision: "block" });
    await askModel("tell me about the moon");
    expect(emulator.verdictRequests().at(-1)).toEqual(sent);
    const overHttp = (await (await fetch(`${emulator.url}/__emulator/requests?kind=verdict`)).json()) as { verdictRequests: unknown[] };
    expect(overHttp.verdictRequests.at(-1)).toEqual(sent);
    expect((await fetch(`${emulator.url}/__emulator/requests?kind=nope`)).status).toBe(400);
  });

  it("records the old shape without a question as it was sent", async () => {
    const old = { age: 10, answer: "Bees make honey from nectar." } as VerdictRequestData;
    expect(await askVerdict(old)).toMatchObject({ messageCategory: "ordinary", decision: "allow" });
    expect(emulator.verdictRequests().at(-1)).toEqual({ age: 10, answer: "Bees make honey from nectar." });
  });

  // Some 600 requests one after another: seconds on a busy 2-core machine.
  it("keeps verdicts apart, so many answers do not push them out, and keeps only the last 500", async () => {
    await askVerdict(data("first of many"));
    for (let index = 0; index < 60; index += 1) await askModel(`question ${index}`);
    expect(emulator.requests).toHaveLength(50);
    expect(emulator.requests.some((request) => request.model === "gemini-2.5-flash-lite")).toBe(false);
    expect(emulator.verdictRequests().at(-1)?.answer).toBe("first of many");

    for (let index = 0; index < 505; index += 1) await askVerdict(data(`answer ${index}`));
    const kept = emulator.verdictRequests();
    expect(kept).toHaveLength(500);
    expect(kept[0]?.answer).toBe("answer 5");
    expect(kept.at(-1)?.answer).toBe("answer 504");
  }, 30_000);

  it("hands out copies: a test changing what it read changes nothing recorded", async () => {
    await askVerdict(data("Bees dance to show where flowers are."));
    const read = emulator.verdictRequests().at(-1)!;
    read.answer = "changed";
    expect(emulator.verdictRequests().at(-1)?.answer).toBe("Bees dance to show where flowers are.");
  });
});

describe("a verdict-only delay", () => {
  it("slows reply verdicts by verdictDelayMs while answers come at once", async () => {
    emulator.behaviour.verdictDelayMs = 300;
    expect(await timed(() => askVerdict(data("Bees make honey.")))).toBeGreaterThanOrEqual(290);
    expect(await timed(() => askModel("tell me about bees"))).toBeLessThan(250);
  });

  it("answers verdicts at once with verdictDelayMs 0 even when answers are slow, and follows delayMs when unset", async () => {
    emulator.behaviour.delayMs = 300;
    emulator.behaviour.verdictDelayMs = 0;
    expect(await timed(() => askVerdict(data("Bees make honey.")))).toBeLessThan(250);
    expect(await timed(() => askModel("tell me about bees"))).toBeGreaterThanOrEqual(290);
    emulator.behaviour.verdictDelayMs = undefined;
    expect(await timed(() => askVerdict(data("Bees make honey.")))).toBeGreaterThanOrEqual(290);
  });

  it("takes verdictDelayMs as an option and over POST /__emulator/delay, where null clears it", async () => {
    const slow = await startGeminiEmulator({ verdictDelayMs: 300 });
    try {
      expect(slow.behaviour.delayFor("verdict")).toBe(300);
      expect(slow.behaviour.delayFor("model")).toBe(0);
    } finally {
      await slow.close();
    }

    const set = await fetch(`${emulator.url}/__emulator/delay`, { method: "POST", body: JSON.stringify({ verdictDelayMs: 300 }) });
    expect(await set.json()).toEqual({ delayMs: 0, chunkDelayMs: 0, verdictDelayMs: 300 });
    expect(await timed(() => askVerdict(data("Bees make honey.")))).toBeGreaterThanOrEqual(290);
    const cleared = await fetch(`${emulator.url}/__emulator/delay`, { method: "POST", body: JSON.stringify({ verdictDelayMs: null }) });
    expect(await cleared.json()).toEqual({ delayMs: 0, chunkDelayMs: 0, verdictDelayMs: null });
    const bad = await fetch(`${emulator.url}/__emulator/delay`, { method: "POST", body: JSON.stringify({ verdictDelayMs: -1 }) });
    expect(bad.status).toBe(400);
    await fetch(`${emulator.url}/__emulator/delay`, { method: "POST", body: JSON.stringify({ verdictDelayMs: 300 }) });
    await fetch(`${emulator.url}/__emulator/reset`, { method: "POST" });
    expect(emulator.behaviour.verdictDelayMs).toBeUndefined();
  });
});
