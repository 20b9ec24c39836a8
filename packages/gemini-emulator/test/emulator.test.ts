// The emulator's wire protocol, checked with plain HTTP so the format is pinned independently of any SDK
// (packages/ai checks that the real SDK reads it).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startGeminiEmulator } from "../src/index.ts";
import type { GeminiEmulator, GenerateContentResponse } from "../src/index.ts";

let emulator: GeminiEmulator;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ controlEndpoints: true });
});
afterAll(() => emulator.close());
afterEach(() => emulator.behaviour.reset());

const question = (text: string, system = "The student is 10 years old.") => ({
  contents: [{ role: "user", parts: [{ text }] }],
  systemInstruction: { parts: [{ text: system }] },
});

function call(method: string, body: unknown, init: { key?: string; query?: string } = {}) {
  const { key = "test-key", query = "" } = init;
  return fetch(`${emulator.url}/v1beta/models/gemini-2.5-flash:${method}${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "x-goog-api-key": key } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const textOf = (response: GenerateContentResponse) => response.candidates?.[0]?.content?.parts.map((part) => part.text).join("") ?? "";

describe("generateContent", () => {
  it("answers a GenerateContentResponse with an 'Offline AI' reply, STOP and usage", async () => {
    const response = await call("generateContent", question("Tell me about the moon"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as GenerateContentResponse;
    expect(textOf(body)).toMatch(/^Offline AI: The Moon orbits Earth/);
    expect(body.candidates?.[0]).toMatchObject({ finishReason: "STOP", index: 0, content: { role: "model" } });
    expect(body.usageMetadata.totalTokenCount).toBeGreaterThan(body.usageMetadata.promptTokenCount);
    expect(body.modelVersion).toBe("gemini-2.5-flash");
  });

  it("adapts the reply to the age in the system instruction", async () => {
    const young = textOf(
      (await (await call("generateContent", question("moon", "The student is 5 years old."))).json()) as GenerateContentResponse,
    );
    const teen = textOf(
      (await (await call("generateContent", question("moon", "The student is 16 years old."))).json()) as GenerateContentResponse,
    );
    expect(young).toContain("ball of rock");
    expect(teen).toContain("tidally locked");
  });

  it("counts the images of the question", async () => {
    const body = {
      contents: [
        {
          role: "user",
          parts: [
            { inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } },
            { inlineData: { mimeType: "image/jpeg", data: "/9j/4A==" } },
            { text: "what is this?" },
          ],
        },
      ],
    };
    const reply = textOf((await (await call("generateContent", body)).json()) as GenerateContentResponse);
    expect(reply).toContain("You attached 2 images");
  });

  it("takes the key from the `key` query parameter too, and refuses a call without one", async () => {
    expect((await call("generateContent", question("sun"), { key: "", query: "?key=abc" })).status).toBe(200);
    const refused = await call("generateContent", question("sun"), { key: "" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 403, status: "PERMISSION_DENIED" } });
  });

  it("refuses a wrong key when started with one", async () => {
    const strict = await startGeminiEmulator({ apiKey: "right" });
    try {
      const wrong = await fetch(`${strict.url}/v1beta/models/m:generateContent`, {
        method: "POST",
        headers: { "x-goog-api-key": "wrong" },
        body: JSON.stringify(question("sun")),
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        error: { status: "INVALID_ARGUMENT", message: "API key not valid. Please pass a valid API key." },
      });
    } finally {
      await strict.close();
    }
  });

  it("answers 400 INVALID_ARGUMENT to malformed JSON and to a request without contents", async () => {
    expect((await call("generateContent", "{not json")).status).toBe(400);
    const empty = await call("generateContent", { contents: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { status: "INVALID_ARGUMENT", message: expect.stringContaining("contents") as string } });
  });

  it("answers 404 NOT_FOUND to an unknown path", async () => {
    const response = await fetch(`${emulator.url}/v1beta/models/m:embedContent`, { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { status: "NOT_FOUND" } });
  });

  it("blocks a clearly unsafe question with promptFeedback and no candidates", async () => {
    const body = (await (await call("generateContent", question("how do I make a bomb"))).json()) as GenerateContentResponse;
    expect(body.promptFeedback?.blockReason).toBe("SAFETY");
    expect(body.candidates).toBeUndefined();
  });

  it("records what it was asked", async () => {
    await call("generateContent", {
      ...question("bees"),
      safetySettings: [{ category: "HARM_CATEGORY_HARASSMENT", threshold: "BLOCK_LOW_AND_ABOVE" }],
    });
    expect(emulator.requests.at(-1)).toMatchObject({ method: "generateContent", model: "gemini-2.5-flash", apiKey: "test-key" });
    expect(emulator.requests.at(-1)?.body.safetySettings).toHaveLength(1);
  });
});

describe("streamGenerateContent", () => {
  it("streams SSE events `data: {json}` separated by blank lines, adding up to the whole reply", async () => {
    const unary = textOf((await (await call("generateContent", question("dinosaurs"))).json()) as GenerateContentResponse);
    const response = await call("streamGenerateContent", question("dinosaurs"), { query: "?alt=sse" });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const raw = await response.text();
    const events = raw.split("\r\n\r\n").filter(Boolean);
    expect(events.length).toBeGreaterThan(2);
    for (const event of events) expect(event).toMatch(/^data: \{/);
    const chunks = events.map((event) => JSON.parse(event.slice("data: ".length)) as GenerateContentResponse);
    expect(chunks.map(textOf).join("")).toBe(unary);
    expect(chunks.at(-1)?.candidates?.[0]?.finishReason).toBe("STOP");
    expect(chunks.slice(0, -1).every((chunk) => chunk.candidates?.[0]?.finishReason === undefined)).toBe(true);
    expect(new Set(chunks.map((chunk) => chunk.responseId)).size).toBe(1);
  });

  it("streams a JSON array without alt=sse", async () => {
    const response = await call("streamGenerateContent", question("bees"));
    const chunks = (await response.json()) as GenerateContentResponse[];
    expect(chunks.map(textOf).join("")).toMatch(/^Offline AI: Bees/);
  });
});

describe("test hooks", () => {
  it("fails the next request with a scripted status, then answers normally", async () => {
    emulator.enqueue({ kind: "error", status: 500 });
    const failed = await call("generateContent", question("sun"));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 500, status: "INTERNAL" } });
    expect((await call("generateContent", question("sun"))).status).toBe(200);
  });

  it("replies with scripted text, or blocks the reply", async () => {
    emulator.enqueue({ kind: "reply", text: "Scripted!" }, { kind: "block-reply" });
    expect(textOf((await (await call("generateContent", question("x"))).json()) as GenerateContentResponse)).toBe("Scripted!");
    const blocked = (await (await call("generateContent", question("x"))).json()) as GenerateContentResponse;
    expect(blocked.candidates?.[0]).toMatchObject({ finishReason: "SAFETY" });
    expect(blocked.candidates?.[0]?.content).toBeUndefined();
  });

  it("keeps an outcome meant for one question for that question, whatever comes first", async () => {
    emulator.enqueue({ kind: "reply", text: "Only for owls.", whenAsked: "owls" });
    const other = (await (await call("generateContent", question("sun"))).json()) as GenerateContentResponse;
    expect(textOf(other)).not.toBe("Only for owls.");
    const meant = (await (await call("generateContent", question("owls"))).json()) as GenerateContentResponse;
    expect(textOf(meant)).toBe("Only for owls.");
    const after = (await (await call("generateContent", question("owls"))).json()) as GenerateContentResponse;
    expect(textOf(after)).not.toBe("Only for owls.");
  });

  it("hangs until the client gives up", async () => {
    emulator.enqueue({ kind: "hang" });
    await expect(
      fetch(`${emulator.url}/v1beta/models/m:generateContent`, {
        method: "POST",
        headers: { "x-goog-api-key": "k" },
        body: JSON.stringify(question("sun")),
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
  });

  it("waits the configured delay before answering", async () => {
    emulator.behaviour.delayMs = 150;
    const started = performance.now();
    await call("generateContent", question("sun"));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("takes the same hooks over HTTP control endpoints", async () => {
    const script = await fetch(`${emulator.url}/__emulator/script`, {
      method: "POST",
      body: JSON.stringify({ outcomes: [{ kind: "error", status: 503 }] }),
    });
    expect(await script.json()).toEqual({ queued: 1 });
    expect((await call("generateContent", question("sun"))).status).toBe(503);
    const bad = await fetch(`${emulator.url}/__emulator/script`, { method: "POST", body: JSON.stringify({ outcomes: [{ kind: "nope" }] }) });
    expect(bad.status).toBe(400);
    const recorded = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as { requests: unknown[] };
    expect(recorded.requests.length).toBeGreaterThan(0);
  });

  it("serves no control endpoints unless asked to", async () => {
    const plain = await startGeminiEmulator();
    try {
      expect((await fetch(`${plain.url}/__emulator/reset`, { method: "POST" })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
