// App recommendations after a search and follow-up replies (seed 000 §4): which app the server offers,
// how often, the rules of study mode, and that only an offered one is counted (ten impressions each in billing).
// Through HTTP on the real app, PostgreSQL, Redis and the Gemini emulator behind the real SDK.
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import type { ChatResponse, SearchWebsitesResponse } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { REPLIES_PER_RECOMMENDATION } from "@kidsafe/ads";
import { flusherFor, insertAdvertiser, manualClock, post, storedEvents, uniqueName } from "./ads-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { CHILD_PASSWORD, PARENT_PASSWORD, registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";
import { createSearchContextStore } from "../src/modules/search/search-context.ts";

let emulator: GeminiEmulator;
let api: TestApi;
const clock = manualClock("2026-11-23T09:00:00.000Z");

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "5000" }), clock: clock.now, manualFlush: true });
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

// Every test has a word of its own, so advertisers of other tests never match.
let topic: string;
beforeEach(() => {
  topic = uniqueName("topic")
    .toLowerCase()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "");
});

/** An eligible app about this test's word (ages 6-12 unless the overrides say otherwise). */
const appAbout = (overrides: Parameters<typeof insertAdvertiser>[1] = {}) =>
  insertAdvertiser(api.database.db, {
    appDescription: `Games about ${topic} for curious kids. Made by teachers.`,
    minAge: 6,
    maxAge: 12,
    ...overrides,
  });

const newSession = () => uniqueName("rec").replace(/[^A-Za-z0-9]/g, "");

/** A search a few seconds after the last: the sponsored index has caught up with the advertisers table. */
async function search(student: Student, sessionId: string, extra: Record<string, unknown> = {}): Promise<SearchWebsitesResponse> {
  clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
  const response = await post(api, "/api/search-websites", { query: `${topic} facts`, sessionId, age: "9", ...extra }, student.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchWebsitesResponse>();
}

/** A follow-up question in the search's session, past the chat's cooldown. */
async function followUp(student: Student, sessionId: string, message: string, first = false, age = "9"): Promise<ChatResponse> {
  clock.advanceMs(CHAT_SEND_COOLDOWN_MS);
  // What the session's search left for its follow-up (written as the search route writes it, without its own offer).
  if (first)
    await createSearchContextStore(api.context.redis).remember(student.id, sessionId, {
      query: `${topic} facts`,
      overview: "Here is what I found.",
    });
  const response = await post(
    api,
    "/api/chat",
    {
      message,
      sessionId,
      age,
      files: [],
      ...(first ? { previousSearchContext: { query: `${topic} facts` } } : {}),
    },
    student.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatResponse>();
}

const track = (student: Student, advertiserId: number, recommendationType: string) =>
  post(api, "/api/track-recommendation", { advertiserId, recommendationType, context: "whatever the page says" }, student.cookie);

async function countedRecommendations(advertiserId: number) {
  await flusherFor(api).flushNow();
  return (await storedEvents(api.database.db, "recommendation")).filter((event) => event.advertiser_id === advertiserId);
}

describe("ages", () => {
  const sponsoredIds = (page: SearchWebsitesResponse) => page.websites.filter((site) => site.isAdvertised).map((site) => site.advertiserId);

  it("never shows an app for 8-12 to a 7- or a 13-year-old, nor anything to a child under 5, in results or recommendations", async () => {
    const id = await appAbout({ minAge: 8, maxAge: 12 });
    const student = await registerStudent(api);
    for (const age of ["7", "13", "4", "1"]) {
      const page = await search(student, newSession(), { age });
      expect(sponsoredIds(page), `age ${age}`).toEqual([]);
      expect(page.recommendation, `age ${age}`).toBeUndefined();
    }
    const fits = await search(student, newSession(), { age: "8" });
    expect([...sponsoredIds(fits), fits.recommendation?.advertiserId]).toContain(id);
  });

  it("goes by the account's birth year for smart_adapt: a 2008-born account sees no app for 8-12", async () => {
    await appAbout({ minAge: 8, maxAge: 12 });
    const page = await search(await registerStudent(api), newSession(), { age: "smart_adapt" });
    expect(sponsoredIds(page)).toEqual([]);
    expect(page.recommendation).toBeUndefined();
  });

  it("never offers an app for 8-12 beside a follow-up of a 7- or a 13-year-old", async () => {
    await appAbout({ minAge: 8, maxAge: 12 });
    const student = await registerStudent(api);
    for (const age of ["7", "13"]) {
      const sessionId = newSession();
      const replies = [await followUp(student, sessionId, `more about ${topic}`, true, age)];
      for (let reply = 0; reply < 3; reply++) replies.push(await followUp(student, sessionId, `and ${topic}?`, false, age));
      expect(replies.map((reply) => reply.recommendation)).toEqual(replies.map(() => undefined));
    }
  });

  it("says of the app exactly the words the check passed (what children will see), in results and recommendations", async () => {
    const id = await appAbout({
      childDescription: `Games about ${topic} for curious kids.`,
      aiGeneratedDescription: "Offline AI: the model's own words.",
    });
    const page = await search(await registerStudent(api), newSession());
    expect(page.recommendation).toEqual({ advertiserId: id, context: `Games about ${topic} for curious kids.` });
  });
});

describe("after a search", () => {
  it("offers the relevant app with one short sentence from its description, apart from the overview", async () => {
    const id = await appAbout();
    const student = await registerStudent(api);
    const page = await search(student, newSession());
    expect(page.recommendation).toEqual({ advertiserId: id, context: `Games about ${topic} for curious kids.` });
    expect(page.aiOverview).not.toContain(topic);
  });

  it("prefers an app the page does not already show as a sponsored result", async () => {
    const apps = [await appAbout(), await appAbout(), await appAbout()];
    const student = await registerStudent(api);
    const page = await search(student, newSession());
    const shown = page.websites.filter((result) => result.isAdvertised).map((result) => result.advertiserId);
    expect(shown).toHaveLength(2);
    expect(apps).toContain(page.recommendation?.advertiserId);
    expect(shown).not.toContain(page.recommendation?.advertiserId);
  });

  it("offers nothing when no app is about the search (no filler)", async () => {
    await insertAdvertiser(api.database.db, { appDescription: "Something else entirely" });
    const student = await registerStudent(api);
    expect((await search(student, newSession())).recommendation).toBeUndefined();
  });

  it("never offers an unpaid, overdue, unsafe, cancelled or wrong-age app", async () => {
    await appAbout({ upfrontPaidAt: null });
    await appAbout({ safetyStatus: "unsafe" });
    await appAbout({ status: "cancelled" });
    await appAbout({ minAge: 13, maxAge: 18 });
    await appAbout({ overdueSince: new Date("2026-11-20T00:00:00Z") });
    const student = await registerStudent(api);
    expect((await search(student, newSession())).recommendation).toBeUndefined();
  });

  it("never offers the same app twice in a row to one child", async () => {
    const [first, second] = [await appAbout(), await appAbout()];
    const student = await registerStudent(api);
    const offered = [];
    for (let round = 0; round < 4; round++) offered.push((await search(student, newSession())).recommendation?.advertiserId);
    expect(new Set(offered)).toEqual(new Set([first, second]));
    for (let index = 1; index < offered.length; index++) expect(offered[index]).not.toBe(offered[index - 1]);
  });

  it("offers nothing again when the only relevant app was the last one offered", async () => {
    const only = await appAbout();
    const student = await registerStudent(api);
    expect((await search(student, newSession())).recommendation?.advertiserId).toBe(only);
    expect((await search(student, newSession())).recommendation).toBeUndefined();
  });
});

describe("after follow-up replies", () => {
  it(`offers an app with the first reply, then at most one in every ${REPLIES_PER_RECOMMENDATION} replies`, async () => {
    await appAbout();
    await appAbout();
    const student = await registerStudent(api);
    const sessionId = newSession();
    clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
    const offered: boolean[] = [];
    offered.push((await followUp(student, sessionId, `tell me more about ${topic}`, true)).recommendation !== undefined);
    for (let reply = 0; reply < REPLIES_PER_RECOMMENDATION * 2; reply++) {
      offered.push((await followUp(student, sessionId, `and more ${topic} please`)).recommendation !== undefined);
    }
    expect(offered).toEqual([true, false, false, true, false, false, true]);
  });

  it("offers none in a chat that did not start from a search", async () => {
    await appAbout();
    const student = await registerStudent(api);
    expect((await followUp(student, newSession(), `what is ${topic}?`)).recommendation).toBeUndefined();
  });
});

describe("study mode", () => {
  async function studying(): Promise<Student> {
    const student = await registerStudent(api);
    const on = await post(api, "/api/study-mode/toggle", { enabled: true, password: PARENT_PASSWORD }, student.cookie);
    expect(on.statusCode, on.body).toBe(200);
    return student;
  }

  it("offers only an app for the chosen subject, and none for 'default'", async () => {
    await appAbout();
    const forMaths = await appAbout({ appDescription: `Practise fractions and ${topic} with games.` });
    const student = await studying();
    expect((await search(student, newSession(), { subject: "math" })).recommendation?.advertiserId).toBe(forMaths);
    expect((await search(student, newSession(), { subject: "default" })).recommendation).toBeUndefined();
    expect((await search(student, newSession(), { subject: "history" })).recommendation).toBeUndefined();
  });
});

describe("counting an offered recommendation", () => {
  it("counts the offered one once; a repeat, a forged id and another child's call never", async () => {
    const id = await appAbout();
    const forged = await appAbout({ appDescription: "Not offered to anyone" });
    const student = await registerStudent(api);
    const offer = (await search(student, newSession())).recommendation;
    expect(offer?.advertiserId).toBe(id);

    for (const response of [
      await track(student, id, "search"),
      await track(student, id, "search"),
      await track(student, forged, "search"),
      await track(student, id, "followup"),
      await track(await registerStudent(api), id, "search"),
    ]) {
      expect(response.json()).toEqual({ ok: true });
    }
    const events = await countedRecommendations(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ user_id: student.id, recommendation_type: "search", query: offer?.context });
    expect(await countedRecommendations(forged)).toHaveLength(0);
  });

  it("is counted into the advertiser's running cycle, which billing and the unpaid count read", async () => {
    // Paid yesterday: the running cycle holds the clock's today.
    const id = await appAbout({ upfrontPaidAt: new Date(clock.now().getTime() - 24 * 60 * 60 * 1000) });
    const student = await registerStudent(api);
    await search(student, newSession());
    await track(student, id, "search");
    await flusherFor(api).flushNow();
    const usage = await api.database.db
      .selectFrom("advertiser_usage")
      .select(["recommendations"])
      .where("advertiser_id", "=", id)
      .executeTakeFirst();
    expect(Number(usage?.recommendations ?? 0)).toBe(1);
  });

  it("keeps the counted event without the child once the child deletes the account", async () => {
    const id = await appAbout();
    const student = await registerStudent(api);
    await search(student, newSession());
    await track(student, id, "search");
    await flusherFor(api).flushNow();
    const deleted = await post(api, "/api/delete-account", { password: CHILD_PASSWORD }, student.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const events = await countedRecommendations(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ user_id: null, session_id: "", query: "" });
  });
});
