// POST /api/search-websites through the real API: the catalogue in PostgreSQL, sponsored results and their serve
// record in Redis, study mode as the server keeps it, and the AI overview from the real @google/genai adapter
// talking to the Gemini emulator started here.
import { SAFE_REFUSAL_REPLY, SUBJECT_GUIDANCE } from "@kidsafe/ai";
import { CHAT_MESSAGE_MAX_LENGTH, SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { SearchWebsitesResponse, WebsiteResult } from "@kidsafe/contracts";
import { CATALOGUE_SITES, createCatalogueRepository, seedCatalogue } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_SPONSORED_RESULTS_PER_PAGE } from "../src/modules/ads/constants.ts";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { OVERVIEW_CACHE } from "../src/modules/search/overview.ts";
import { SEARCH_RATE_LIMIT_MESSAGE, SEARCHES_PER_STUDENT } from "../src/modules/search/rate-limits.ts";
import { isModerationRequest } from "./moderation-support.ts";
import { flusherFor, insertAdvertiser, manualClock, post, registerStudent, storedEvents, uniqueName } from "./ads-support.ts";
import type { Student } from "./ads-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

// Long enough for the emulator on a busy two-core machine; the "does not answer in time" test waits it out once.
const OVERVIEW_WAIT_MS = 3_000;
const PARENT_PASSWORD = "parent-lighthouse";

let emulator: GeminiEmulator;
let api: TestApi;
const clock = manualClock("2026-11-23T09:00:00.000Z");

// Sites of our own next to the real catalogue, about a word no real site uses, so each filter shows plainly.
const QUOKKA_SITES = [
  {
    url: "https://quokka-school.example/",
    title: "Quokka School",
    description: "Lessons about quokka animals for young learners.",
    ages: [6, 12] as [number, number],
    educational: true,
  },
  {
    url: "https://quokka-arcade.example/",
    title: "Quokka Arcade",
    description: "Quokka racing games just for fun, nothing to learn.",
    ages: [6, 12] as [number, number],
    educational: false,
  },
  {
    url: "https://quokka-research.example/",
    title: "Quokka Research for Teens",
    description: "Quokka field studies and data for older students.",
    ages: [14, 18] as [number, number],
    educational: true,
  },
];

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({
    env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "5000", SEARCH_OVERVIEW_TIMEOUT_MS: String(OVERVIEW_WAIT_MS) }),
    clock: clock.now,
    manualFlush: true,
  });
  await seedCatalogue(api.database.db);
  await createCatalogueRepository(api.database.db).upsert(QUOKKA_SITES.map((site) => ({ ...site, subjects: ["science"] })));
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});
// What search keeps in the process (overviews, catalogue answers) has expired by the next test.
afterEach(() => {
  emulator.behaviour.reset();
  clock.advanceMs(OVERVIEW_CACHE.ttlMs + 1);
});

const newSession = () => uniqueName("search-session-");

/** A search a few seconds after the last: the sponsored index has caught up with the advertisers table. */
function search(student: Student | undefined, payload: Record<string, unknown>) {
  clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
  return post(api, "/api/search-websites", { sessionId: newSession(), ...payload }, student?.cookie);
}

async function searchOk(student: Student, payload: Record<string, unknown>): Promise<SearchWebsitesResponse> {
  const response = await search(student, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchWebsitesResponse>();
}

const hostOf = (result: WebsiteResult) => new URL(result.url).hostname;
const organic = (page: SearchWebsitesResponse) => page.websites.filter((result) => !result.isAdvertised);
const sponsored = (page: SearchWebsitesResponse) => page.websites.filter((result) => result.isAdvertised);

/** The overview request the emulator received last (the model calls here are overviews and their verdicts). */
const lastModelRequest = () => emulator.requests.findLast((asked) => !isModerationRequest(asked))?.body;

describe("POST /api/search-websites: websites", () => {
  it("answers the catalogue's best sites for the question, organic and with favicons, plus an overview", async () => {
    const student = await registerStudent(api);
    const page = await searchOk(student, { query: "planets", age: "10", subject: "science", studyModeEnabled: false });
    expect(page.websites.length).toBeGreaterThan(3);
    expect(hostOf(organic(page)[0]!)).toMatch(/nasa\.gov$/);
    for (const result of organic(page)) {
      expect(result.advertiserId ?? null).toBeNull();
      expect(result.favicon).toMatch(/^https?:\/\//);
    }
    expect(page.aiOverview).toMatch(/planet/i);
  });

  it("shows a 5-year-old only sites made for 5-year-olds", async () => {
    const student = await registerStudent(api);
    const page = await searchOk(student, { query: "coding", age: "5" });
    const hosts = organic(page).map(hostOf);
    expect(hosts).toContain("www.scratchjr.org");
    expect(hosts).not.toContain("www.codecademy.com");
    for (const result of organic(page)) {
      const site = CATALOGUE_SITES.find((entry) => entry.url === result.url);
      if (site) expect(site.ages[0] <= 5 && site.ages[1] >= 5, result.url).toBe(true);
    }
    const teen = await searchOk(student, { query: "quokka", age: "16" });
    expect(organic(teen).map(hostOf)).toEqual(["quokka-research.example"]);
  });
});

describe("POST /api/search-websites: study mode", () => {
  it("keeps to educational sites and shows no ads when the parent's study mode is on, whatever the browser says", async () => {
    const student = await registerStudent(api);
    await insertAdvertiser(api.database.db, { appDescription: "Quokka adventures for curious kids" });
    const free = await searchOk(student, { query: "quokka", age: "8", studyModeEnabled: false });
    expect(organic(free).map(hostOf).sort()).toEqual(["quokka-arcade.example", "quokka-school.example"]);
    expect(sponsored(free).length).toBeGreaterThan(0);

    const on = await post(api, "/api/study-mode/toggle", { enabled: true, password: PARENT_PASSWORD }, student.cookie);
    expect(on.statusCode, on.body).toBe(200);
    const studying = await searchOk(student, { query: "quokka", age: "8", studyModeEnabled: false });
    expect(studying.websites.map(hostOf)).toEqual(["quokka-school.example"]);
  });

  it("lets the browser's study-mode flag narrow a search even when the server's is off", async () => {
    const student = await registerStudent(api);
    const page = await searchOk(student, { query: "quokka", age: "8", studyModeEnabled: true });
    expect(page.websites.map(hostOf)).toEqual(["quokka-school.example"]);
  });
});

describe("POST /api/search-websites: sponsored results", () => {
  it("blends at most the per-page cap of matching ads, marked with their advertiser, never into the overview", async () => {
    const student = await registerStudent(api);
    const word = uniqueName("zebrafinch").toLowerCase();
    const ids = [];
    for (let index = 0; index < 4; index++) {
      ids.push(await insertAdvertiser(api.database.db, { appName: `Finch ${word} ${index}`, appDescription: `Learn about ${word} birds` }));
    }
    const page = await searchOk(student, { query: `planets ${word}` });
    const ads = sponsored(page);
    expect(ads).toHaveLength(MAX_SPONSORED_RESULTS_PER_PAGE);
    for (const ad of ads) {
      expect(ids).toContain(ad.advertiserId);
      expect(page.aiOverview).not.toContain(ad.title);
      expect(page.aiOverview).not.toContain(new URL(ad.url).hostname);
    }
    // After the best organic result, then every second place: both inside the 'All' tab's first five.
    expect(page.websites.map((result) => result.isAdvertised).slice(0, 5)).toEqual([false, true, false, true, false]);
  });

  it("shows no ad made for older children", async () => {
    const student = await registerStudent(api);
    const word = uniqueName("pangolin").toLowerCase();
    await insertAdvertiser(api.database.db, { appDescription: `All about ${word} facts`, minAge: 14, maxAge: 18 });
    expect(sponsored(await searchOk(student, { query: word, age: "8" }))).toEqual([]);
    expect(sponsored(await searchOk(student, { query: word, age: "15" }))).toHaveLength(1);
  });

  it("counts a view of an ad the search served to that session, and nothing for one it did not serve", async () => {
    const student = await registerStudent(api);
    const word = uniqueName("axolotl").toLowerCase();
    const served = await insertAdvertiser(api.database.db, { appDescription: `Axolotl ${word} science lab` });
    const notServed = await insertAdvertiser(api.database.db, { appDescription: "Something else entirely" });
    const sessionId = newSession();
    const page = await searchOk(student, { query: word, sessionId });
    expect(sponsored(page).map((result) => result.advertiserId)).toEqual([served]);

    const view = (advertiserId: number, session: string) =>
      post(api, "/api/track-view", { advertiserId, searchQuery: word, sessionId: session, pageContext: SEARCH_PAGE_CONTEXT }, student.cookie);
    for (const response of [await view(served, sessionId), await view(notServed, sessionId), await view(served, newSession())]) {
      expect(response.statusCode).toBe(200);
    }
    await flusherFor(api).flushNow(0);

    const views = (await storedEvents(api.database.db, "view")).filter((event) => event.user_id === student.id);
    expect(views.map((event) => [event.advertiser_id, event.session_id, event.query])).toEqual([[served, sessionId, word]]);
    const servedRows = await api.database.db.selectFrom("served_ads").selectAll().where("user_id", "=", student.id).execute();
    // The sponsored result, and the same app (the only one about the word) offered as the search's recommendation.
    expect(servedRows.map((row) => [row.placement, row.advertiser_id, row.session_id]).sort()).toEqual([
      ["search", served, sessionId],
      ["search_result", served, sessionId],
    ]);
  });
});

describe("POST /api/search-websites: the AI overview", () => {
  it("asks the model with the child's age (not their subject), and answers plain text with line breaks kept", async () => {
    const student = await registerStudent(api);
    emulator.enqueue({
      kind: "reply",
      text: "## Volcanoes\n\n**Volcanoes** are openings where hot *magma* comes up.\n\n* Read more at [NASA](https://spaceplace.nasa.gov/)\n* `Lava` cools into rock.",
    });
    const page = await searchOk(student, { query: "how do volcanoes erupt", age: "8", subject: "science" });
    expect(page.aiOverview).toBe(
      "Volcanoes\n\nVolcanoes are openings where hot magma comes up.\n\n- Read more at NASA\n- Lava cools into rock.",
    );
    const asked = lastModelRequest();
    const instruction = asked?.systemInstruction?.parts?.map((part) => part.text).join("") ?? "";
    expect(instruction).toContain("8 years old");
    // One overview serves every subject (decisions.md): the model gets no subject of the child's.
    expect(instruction).toContain(SUBJECT_GUIDANCE.default);
    expect(instruction).not.toContain(SUBJECT_GUIDANCE.science);
    expect(asked?.contents.at(-1)?.parts[0]?.text).toContain("how do volcanoes erupt");
  });

  it("replaces an unsafe overview with the chat's kind refusal, and still answers the websites", async () => {
    const student = await registerStudent(api);
    emulator.enqueue({ kind: "reply", text: "Try this casino site: https://pornhub.com for fun." });
    const page = await searchOk(student, { query: "planets" });
    expect(page.aiOverview).toBe(SAFE_REFUSAL_REPLY);
    expect(page.websites.length).toBeGreaterThan(0);
  });

  it.each([
    ["fails", () => emulator.enqueue({ kind: "error", status: 500 })],
    ["does not answer in time", () => emulator.enqueue({ kind: "hang" })],
  ])("answers the websites with an empty overview when the model %s", async (_, failure) => {
    const student = await registerStudent(api);
    failure();
    const started = Date.now();
    const page = await searchOk(student, { query: "planets" });
    expect(page.aiOverview).toBe("");
    expect(hostOf(page.websites[0]!)).toMatch(/nasa\.gov$/);
    expect(Date.now() - started).toBeLessThan(OVERVIEW_WAIT_MS + 2_000);
  });
});

describe("POST /api/search-websites: who and what may search", () => {
  it("refuses a signed-out caller with 401", async () => {
    const response = await search(undefined, { query: "planets" });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe("Please sign in to continue.");
  });

  it.each([
    ["an empty query", { query: "" }, "Please enter something to search for"],
    ["a query of spaces", { query: "   " }, "Please enter something to search for"],
    ["a 10 000-character query", { query: "a".repeat(10_000) }, `Searches can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`],
    ["no session id", { query: "planets", sessionId: undefined }, "sessionId"],
    ["an age that is not offered", { query: "planets", age: "42" }, "Age must be smart_adapt or a whole number from 1 to 18"],
  ])("answers 400 with a clear message for %s", async (_, payload, message) => {
    const student = await registerStudent(api);
    const lastAsked = emulator.requests.at(-1);
    const response = await search(student, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(emulator.requests.at(-1)).toBe(lastAsked);
  });

  it(`answers 429 after ${SEARCHES_PER_STUDENT.limit} searches a minute, without asking the model`, async () => {
    const student = await registerStudent(api);
    for (let index = 0; index < SEARCHES_PER_STUDENT.limit; index++) {
      expect((await search(student, { query: `stars ${index}` })).statusCode).toBe(200);
    }
    const lastAsked = emulator.requests.at(-1);
    const refused = await search(student, { query: "stars again" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(SEARCH_RATE_LIMIT_MESSAGE);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(emulator.requests.at(-1)).toBe(lastAsked);
    // Another student is not affected.
    expect((await search(await registerStudent(api), { query: "stars" })).statusCode).toBe(200);
  });
});
