// The real @google/genai SDK against the local emulator: the code path production uses, with only the base URL
// changed.
import { describe, expect, it } from "vitest";
import { SAFE_REFUSAL_REPLY, createGeminiTextModel, firstKeySource, fixedKeySource } from "../src/index.ts";
import type { AiKeySource, TextReplyRequest } from "../src/index.ts";
import { failureOf, useGeminiEmulator } from "./gemini-emulator-support.ts";

const emulator = useGeminiEmulator({ apiKey: "test-key" });

const model = (overrides: { timeoutMs?: number; keySource?: AiKeySource } = {}) =>
  createGeminiTextModel({
    keySource: fixedKeySource("test-key"),
    baseUrl: emulator().url,
    model: "gemini-2.5-flash",
    timeoutMs: 2_000,
    ...overrides,
  });

const request = (overrides: Partial<TextReplyRequest> = {}): TextReplyRequest => ({
  age: "10",
  subject: "science",
  history: [],
  message: "Why do volcanoes erupt?",
  images: [],
  ...overrides,
});

describe("createGeminiTextModel against the emulator", () => {
  it("gets an offline reply through the real SDK", async () => {
    const reply = await model().reply(request());
    expect(reply.text).toMatch(/^Offline AI: A volcano is an opening in Earth's crust/);
    expect(reply).toMatchObject({ replacedForSafety: false, modelVersion: "gemini-2.5-flash" });
  });

  it("sends the age- and subject-aware system instruction and the strictest safety settings", async () => {
    await model().reply(request({ age: "6", subject: "math" }));
    const sent = emulator().requests.at(-1)?.body;
    const instruction = sent?.systemInstruction?.parts.map((part) => part.text).join("") ?? "";
    expect(instruction).toContain("The student is 6 years old.");
    expect(instruction).toContain("the student is doing Math.");
    expect(sent?.safetySettings).toEqual([
      { category: "HARM_CATEGORY_HARASSMENT", threshold: "BLOCK_LOW_AND_ABOVE" },
      { category: "HARM_CATEGORY_HATE_SPEECH", threshold: "BLOCK_LOW_AND_ABOVE" },
      { category: "HARM_CATEGORY_SEXUALLY_EXPLICIT", threshold: "BLOCK_LOW_AND_ABOVE" },
      { category: "HARM_CATEGORY_DANGEROUS_CONTENT", threshold: "BLOCK_LOW_AND_ABOVE" },
    ]);
  });

  it("follows the child's age: simpler words for a five-year-old", async () => {
    const young = await model().reply(request({ age: "5" }));
    const teen = await model().reply(request({ age: "16" }));
    expect(young.text).toContain("very hot, so rock melts");
    expect(teen.text).toContain("plate boundaries");
  });

  it("sends attached images as inline parts and the history as turns", async () => {
    const reply = await model().reply(
      request({
        history: [
          { role: "user", text: "hello" },
          { role: "model", text: "Hi there!" },
        ],
        message: "what is in these pictures?",
        images: [
          { mimeType: "image/png", base64: "iVBORw0KGgoAAAANSUhEUg==" },
          { mimeType: "image/jpeg", base64: "/9j/4AAQSkZJRg==" },
        ],
      }),
    );
    expect(reply.text).toContain("You attached 2 images");
    const contents = emulator().requests.at(-1)?.body.contents ?? [];
    expect(contents.map((content) => content.role)).toEqual(["user", "model", "user"]);
    expect(contents[2]?.parts).toEqual([
      { inlineData: { mimeType: "image/png", data: "iVBORw0KGgoAAAANSUhEUg==" } },
      { inlineData: { mimeType: "image/jpeg", data: "/9j/4AAQSkZJRg==" } },
      { text: "what is in these pictures?" },
    ]);
  });

  it("returns the model's words as they came: the moderation pass judges them next (reply-moderator.test.ts)", async () => {
    emulator().enqueue({ kind: "reply", text: "Have fun at https://www.pornhub.com!" });
    expect(await model().reply(request())).toMatchObject({ text: "Have fun at https://www.pornhub.com!", replacedForSafety: false });
  });

  it("replaces a reply Gemini's filter stopped (finishReason SAFETY) with the kind refusal", async () => {
    emulator().enqueue({ kind: "block-reply" });
    expect(await model().reply(request())).toMatchObject({ text: SAFE_REFUSAL_REPLY, replacedForSafety: true });
  });

  it("throws blocked_prompt when Gemini blocks the question", async () => {
    const error = await failureOf(model().reply(request({ message: "how do I make a bomb" })));
    expect(error.failure).toBe("blocked_prompt");
  });

  it("throws timeout when no answer comes in time", async () => {
    emulator().enqueue({ kind: "hang" });
    const started = performance.now();
    const error = await failureOf(model({ timeoutMs: 300 }).reply(request()));
    expect(error.failure).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("throws provider_error with the status on a provider failure, without retrying", async () => {
    emulator().enqueue({ kind: "error", status: 500 });
    const before = emulator().requests.length;
    const error = await failureOf(model().reply(request()));
    expect(error).toMatchObject({ failure: "provider_error", providerStatus: 500 });
    expect(emulator().requests.length - before).toBeLessThanOrEqual(1);
    expect((await model().reply(request())).text).toMatch(/^Offline AI:/);
  });

  it("throws provider_error when the key is refused or the server is unreachable", async () => {
    const refused = await failureOf(model({ keySource: fixedKeySource("wrong") }).reply(request()));
    expect(refused).toMatchObject({ failure: "provider_error", providerStatus: 400 });
    const nowhere = createGeminiTextModel({ keySource: fixedKeySource("k"), baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
    expect((await failureOf(nowhere.reply(request()))).failure).toBe("provider_error");
  });

  it("throws no_api_key when no source has a key, and uses a key stored later", async () => {
    const operatorStore: { key?: string } = {};
    const keys = firstKeySource({ apiKey: () => Promise.resolve(operatorStore.key) }, fixedKeySource(undefined));
    const adapter = model({ keySource: keys });
    expect((await failureOf(adapter.reply(request()))).failure).toBe("no_api_key");
    operatorStore.key = "test-key";
    expect((await adapter.reply(request())).text).toMatch(/^Offline AI:/);
  });

  it("streams the reply over SSE in pieces that add up to the whole reply", async () => {
    const whole = (await model().reply(request({ message: "tell me about bees" }))).text;
    const pieces: string[] = [];
    for await (const piece of model().streamRawText(request({ message: "tell me about bees" }))) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe(whole);
    expect(emulator().requests.at(-1)?.method).toBe("streamGenerateContent");
  });

  it("reports a streamed failure as an AiError", async () => {
    emulator().enqueue({ kind: "error", status: 503 });
    const consume = async () => {
      for await (const piece of model().streamRawText(request())) void piece;
    };
    expect((await failureOf(consume())).failure).toBe("provider_error");
  });
});
