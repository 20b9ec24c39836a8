// Adapter (b) through the real @google/genai SDK against a local stand-in for the Gemini API that answers
// like Google Search grounding does (a JSON text plus grounding chunks naming the sites found).
import { createServer } from "node:http";
import type { Server } from "node:http";
import { AiError, fixedKeySource } from "@kidsafe/ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combineProviders } from "./combine-providers.ts";
import { createGeminiSearchProvider } from "./gemini-provider.ts";
import { createGeminiWebSearch, parseModelWebsites } from "./gemini-web-search.ts";
import type { SearchOptions } from "./search-provider.ts";

interface FakeAnswer {
  status?: number;
  text?: string;
  groundedDomains?: string[];
  hang?: boolean;
}

let server: Server;
let baseUrl: string;
let answer: FakeAnswer = {};
const received: Array<{ url: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", body: JSON.parse(raw) as Record<string, unknown> });
      if (answer.hang) return;
      if (answer.status && answer.status >= 400) {
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { code: answer.status, message: "failed", status: "INTERNAL" } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          candidates: [
            {
              content: { role: "model", parts: [{ text: answer.text ?? "[]" }] },
              finishReason: "STOP",
              groundingMetadata: {
                groundingChunks: (answer.groundedDomains ?? []).map((domain) => ({
                  web: { uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/${domain}`, title: domain },
                })),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  answer = {};
  received.length = 0;
});

const SITES = [
  {
    title: "NASA Space Place",
    url: "https://spaceplace.nasa.gov/planets/",
    description: "Planets for kids.",
    minAge: 5,
    maxAge: 14,
    educational: true,
  },
  { title: "Made Up Planets", url: "https://made-up-planets.example/", description: "Not in any search result.", educational: true },
  { title: "Videos", url: "https://www.pornhub.com/", description: "Blocked host.", educational: false },
  { title: "Hubble for teens", url: "https://hubblesite.org/", description: "Telescope images.", minAge: 13, maxAge: 18, educational: true },
  { title: "Planet Games", url: "https://planet-games.org/", description: "Fun planet games.", minAge: 6, maxAge: 12 },
];

function provider(options: { key?: string; timeoutMs?: number } = {}) {
  return createGeminiSearchProvider(
    createGeminiWebSearch({ keySource: fixedKeySource(options.key ?? "test-key"), baseUrl, timeoutMs: options.timeoutMs }),
  );
}

const options = (overrides: Partial<SearchOptions> = {}): SearchOptions => ({
  age: "smart_adapt",
  subject: "default",
  studyMode: false,
  limit: 10,
  ...overrides,
});

describe("the Gemini search provider", () => {
  it("keeps only grounded sites that pass the safety filter, in the model's order", async () => {
    answer = {
      text: "```json\n" + JSON.stringify(SITES) + "\n```",
      groundedDomains: ["nasa.gov", "pornhub.com", "hubblesite.org", "planet-games.org"],
    };
    const results = await provider().search("planets", options());
    expect(results.map((result) => result.url)).toEqual([
      "https://spaceplace.nasa.gov/planets/",
      "https://hubblesite.org/",
      "https://planet-games.org/",
    ]);
    expect(results[0]).toEqual({
      title: "NASA Space Place",
      description: "Planets for kids.",
      url: "https://spaceplace.nasa.gov/planets/",
      favicon: "https://spaceplace.nasa.gov/favicon.ico",
      isAdvertised: false,
      advertiserId: null,
    });
  });

  it("applies the child's age and study mode like the catalogue does", async () => {
    answer = { text: JSON.stringify(SITES), groundedDomains: ["nasa.gov", "hubblesite.org", "planet-games.org"] };
    const eight = await provider().search("planets", options({ age: "8" }));
    expect(eight.map((result) => result.url)).toEqual(["https://spaceplace.nasa.gov/planets/", "https://planet-games.org/"]);
    const study = await provider().search("planets", options({ studyMode: true }));
    // planet-games.org did not say it is educational.
    expect(study.map((result) => result.url)).toEqual(["https://spaceplace.nasa.gov/planets/", "https://hubblesite.org/"]);
  });

  it("asks Gemini with Google Search, the strict safety settings and the child's age", async () => {
    answer = { text: "[]", groundedDomains: [] };
    await provider().search("volcanoes", options({ age: "9", subject: "science", studyMode: true, limit: 5 }));
    const [call] = received;
    expect(call?.url).toMatch(/models\/gemini-[\w.-]+:generateContent$/);
    const body = call!.body as {
      tools: unknown[];
      safetySettings: Array<{ threshold: string }>;
      systemInstruction: { parts: Array<{ text: string }> };
      contents: Array<{ parts: Array<{ text: string }> }>;
    };
    expect(body.tools).toEqual([{ googleSearch: {} }]);
    expect(body.safetySettings.every((setting) => setting.threshold === "BLOCK_LOW_AND_ABOVE")).toBe(true);
    const instruction = body.systemInstruction.parts[0]!.text;
    expect(instruction).toContain("a child aged 9");
    expect(instruction).toContain("only educational sites");
    expect(instruction).toContain("at most 5");
    expect(body.contents[0]!.parts[0]!.text).toBe("volcanoes");
  });

  it("answers nothing when the model's sites were not found by a search (no grounding)", async () => {
    answer = { text: JSON.stringify(SITES) };
    expect(await provider().search("planets", options())).toEqual([]);
  });

  it("throws AiError no_api_key without a key, and timeout when Gemini does not answer", async () => {
    await expect(provider({ key: "" }).search("planets", options())).rejects.toMatchObject({ failure: "no_api_key" });
    expect(received).toHaveLength(0);
    answer = { hang: true };
    const error: unknown = await provider({ timeoutMs: 300 })
      .search("planets", options())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).failure).toBe("timeout");
  });
});

describe("combineProviders", () => {
  it("keeps the first provider's results when the second fails, and reports the failure", async () => {
    answer = { text: JSON.stringify(SITES), groundedDomains: ["nasa.gov"] };
    const first = provider();
    const failing = provider({ key: "" });
    const errors: string[] = [];
    const results = await combineProviders(first, failing, (name) => errors.push(name)).search("planets", options());
    expect(results.map((result) => result.url)).toEqual(["https://spaceplace.nasa.gov/planets/"]);
    expect(errors).toEqual(["gemini"]);
  });

  it("adds the second provider's other sites after the first's, without repeating a page", async () => {
    answer = { text: JSON.stringify(SITES), groundedDomains: ["nasa.gov", "hubblesite.org", "planet-games.org"] };
    const results = await combineProviders(provider(), provider()).search("planets", options({ limit: 4 }));
    expect(results.map((result) => result.url)).toEqual([
      "https://spaceplace.nasa.gov/planets/",
      "https://hubblesite.org/",
      "https://planet-games.org/",
    ]);
  });
});

describe("parseModelWebsites", () => {
  it("reads the JSON array inside a sentence or a fence, and nothing from anything else", () => {
    expect(parseModelWebsites('Here you go: [{"title":"A","url":"https://a.org/"}] enjoy')).toEqual([
      { title: "A", url: "https://a.org/", description: "" },
    ]);
    expect(parseModelWebsites("no sites today")).toEqual([]);
    expect(parseModelWebsites("[{broken json")).toEqual([]);
    expect(parseModelWebsites('[{"title":"No url"}]')).toEqual([]);
    expect(parseModelWebsites('[{"title":"A","url":"https://a.org/","minAge":"six"}]')[0]?.minAge).toBeUndefined();
  });
});
