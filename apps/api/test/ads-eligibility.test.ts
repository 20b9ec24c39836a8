import { DEMO_ADVERTISERS, createAdvertisersRepository, createUsersRepository, seedDemoAdvertisers } from "@kidsafe/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_SPONSORED_RESULTS_PER_PAGE } from "../src/modules/ads/constants.ts";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { SPONSORED_RESULTS_CACHE } from "../src/modules/ads/service.ts";
import type { AdsService } from "../src/modules/ads/service.ts";
import { adsServiceFor, insertAdvertiser, manualClock, post, registerStudent, uniqueName } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;
let ads: AdsService;
/** Children's accounts: one with no birth year (the settings' age counts), and one born in 2016 (9 or 10 now). */
let kid: number;
let bornIn2016: number;
const clock = manualClock("2026-11-23T09:00:00.000Z");

beforeAll(async () => {
  api = await startTestApi({ clock: clock.now, manualFlush: true });
  ads = await adsServiceFor(api);
  const users = createUsersRepository(api.database.db);
  kid = (await users.insert(uniqueName("Kid"), "!test"))!.id;
  bornIn2016 = (await users.insert(uniqueName("Kid"), "!test", 2016))!.id;
});
afterAll(() => api.close());

// Every test searches for a word of its own, so advertisers of other tests never match.
let topic: string;
beforeEach(() => {
  // Letters only (digits would be split off by the text parser), and unique.
  topic = uniqueName("topic")
    .toLowerCase()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "");
});
/** The sponsored results once the index has caught up with the table (it reads it at most every 5 s). */
type FindOptions = Omit<Parameters<AdsService["findSponsoredResults"]>[1], "userId"> & { userId?: number };
const find = (query: string, options: FindOptions) => {
  clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
  return ads.findSponsoredResults(query, { userId: kid, ...options });
};
const search = (age: FindOptions["age"] = "10", studyMode = false, userId = kid) => find(`what about ${topic}`, { age, studyMode, userId });
const idsOf = (results: Array<{ advertiserId?: number | null }>) => results.map((result) => result.advertiserId);

describe("findSponsoredResults: who is eligible", () => {
  it("answers an active, paid, safe app whose description matches, as an advertised result", async () => {
    const id = await insertAdvertiser(api.database.db, {
      appName: "Star Counting",
      appUrl: "https://star-counting.example/",
      appDescription: `Practice ${topic} every day`,
    });
    expect(await search()).toEqual([
      {
        title: "Star Counting",
        description: `Practice ${topic} every day`,
        url: "https://star-counting.example/",
        favicon: "https://star-counting.example/favicon.ico",
        isAdvertised: true,
        advertiserId: id,
      },
    ]);
  });

  it("leaves out unpaid, pending, cancelled, unsafe, unchecked and overdue apps", async () => {
    const description = `All about ${topic}`;
    const db = api.database.db;
    const eligible = await insertAdvertiser(db, { appDescription: description });
    await insertAdvertiser(db, { appDescription: description, upfrontPaidAt: null });
    await insertAdvertiser(db, { appDescription: description, status: "pending_payment" });
    await insertAdvertiser(db, { appDescription: description, status: "cancelled" });
    await insertAdvertiser(db, { appDescription: description, safetyStatus: "unsafe" });
    await insertAdvertiser(db, { appDescription: description, safetyStatus: "pending" });
    await insertAdvertiser(db, { appDescription: description, overdueSince: new Date("2026-11-20T00:00:00Z") });
    expect(idsOf(await search())).toEqual([eligible]);
  });

  it("leaves out blacklisted apps until their blacklist ends", async () => {
    const description = `All about ${topic}`;
    const db = api.database.db;
    const forever = await insertAdvertiser(db, { appDescription: description, blacklistedAt: new Date("2026-11-01T00:00:00Z") });
    const ended = await insertAdvertiser(db, {
      appDescription: description,
      blacklistedAt: new Date("2026-10-01T00:00:00Z"),
      blacklistedUntil: new Date("2026-10-31T00:00:00Z"),
    });
    const running = await insertAdvertiser(db, {
      appDescription: description,
      blacklistedAt: new Date("2026-11-20T00:00:00Z"),
      blacklistedUntil: new Date("2026-12-20T00:00:00Z"),
    });
    const results = idsOf(await search());
    expect(results).toEqual([ended]);
    expect(results).not.toContain(forever);
    expect(results).not.toContain(running);
  });

  it("shows an app that stops being overdue again", async () => {
    const repository = createAdvertisersRepository(api.database.db);
    const id = await insertAdvertiser(api.database.db, {
      appDescription: `About ${topic}`,
      overdueSince: new Date("2026-11-20T00:00:00Z"),
    });
    expect(await search()).toEqual([]);
    await repository.update(id, { overdueSince: null });
    expect(idsOf(await search())).toEqual([id]);
  });

  it("a change reaches searches within SPONSORED_INDEX_MAX_AGE_MS, and at once after that", async () => {
    const live = await adsServiceFor(api);
    const repository = createAdvertisersRepository(api.database.db);
    const id = await insertAdvertiser(api.database.db, { appDescription: `About ${topic}` });
    expect(idsOf(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false }))).toEqual([id]);
    await repository.update(id, { blacklistedAt: clock.now() });
    clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS - 1);
    expect(idsOf(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false }))).toEqual([id]);
    clock.advanceMs(1);
    expect(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false })).toEqual([]);
    // A change the index has not seen is found at the next check, however the table was changed.
    await api.database.db.updateTable("advertisers").set({ blacklisted_at: null }).where("id", "=", id).execute();
    clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
    expect(idsOf(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false }))).toEqual([id]);
  });

  it("shows a blacklisted app again when its blacklist ends, with no change to the table", async () => {
    const live = await adsServiceFor(api);
    const until = new Date(clock.now().getTime() + 1_000);
    const id = await insertAdvertiser(api.database.db, {
      appDescription: `About ${topic}`,
      blacklistedAt: clock.now(),
      blacklistedUntil: until,
    });
    expect(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false })).toEqual([]);
    clock.advanceMs(1_000);
    expect(idsOf(await live.findSponsoredResults(`about ${topic}`, { userId: kid, age: "10", studyMode: false }))).toEqual([id]);
  });
});

describe("the sponsored index of a starting server", () => {
  it("is loaded when the server is ready, so the first search does not load it (an app added since shows after SPONSORED_INDEX_MAX_AGE_MS)", async () => {
    const ownClock = manualClock("2026-11-23T09:00:00.000Z");
    const own = await startTestApi({ clock: ownClock.now, manualFlush: true });
    try {
      await own.app.ready();
      const id = await insertAdvertiser(own.database.db, { appDescription: `About ${topic}` });
      const student = await registerStudent(own);
      const sponsoredIds = async () => {
        const response = await post(
          own,
          "/api/search-websites",
          { query: topic, age: "10", subject: "default", studyModeEnabled: false, sessionId: uniqueName("s") },
          student.cookie,
        );
        expect(response.statusCode, response.body).toBe(200);
        return idsOf(response.json<{ websites: Array<{ advertiserId?: number | null }> }>().websites.filter((site) => site.advertiserId));
      };
      expect(await sponsoredIds()).toEqual([]);
      ownClock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
      expect(await sponsoredIds()).toEqual([id]);
    } finally {
      await own.close();
    }
  });
});

describe("findSponsoredResults: age", () => {
  it("shows an app for 8-12 only to children inside it: never to a 7- or a 13-year-old", async () => {
    const id = await insertAdvertiser(api.database.db, { appDescription: `About ${topic}`, minAge: 8, maxAge: 12 });
    expect(await search("7")).toEqual([]);
    expect(idsOf(await search("8"))).toEqual([id]);
    expect(idsOf(await search("12"))).toEqual([id]);
    expect(await search("13")).toEqual([]);
  });

  it("shows nothing to a child under 5, even for an app registered from age 1", async () => {
    const id = await insertAdvertiser(api.database.db, { appDescription: `About ${topic}`, minAge: 1, maxAge: 18 });
    expect(await search("1")).toEqual([]);
    expect(await search("4")).toEqual([]);
    expect(idsOf(await search("5"))).toEqual([id]);
  });

  it("shows nothing to smart_adapt with no birth year, and goes by the birth year when the account has one", async () => {
    const forNineAndTen = await insertAdvertiser(api.database.db, { appDescription: `About ${topic}`, minAge: 9, maxAge: 10 });
    expect(await search("smart_adapt")).toEqual([]);
    // Born in 2016: 9 or 10 on the test's day, both inside 9-10.
    expect(idsOf(await search("smart_adapt", false, bornIn2016))).toEqual([forNineAndTen]);
  });
});

describe("findSponsoredResults: matching", () => {
  it("matches the AI description and the app name, not only the advertiser's description", async () => {
    const byAi = await insertAdvertiser(api.database.db, {
      appDescription: "Colourful puzzles",
      aiGeneratedDescription: `A ${topic} trainer for children`,
    });
    const byName = await insertAdvertiser(api.database.db, { appName: `${topic} Town ${uniqueName("x")}` });
    expect(new Set(idsOf(await search()))).toEqual(new Set([byAi, byName]));
  });

  it("shows the words the check passed with the app (what children will see), never the AI's description", async () => {
    await insertAdvertiser(api.database.db, {
      appDescription: `Practise ${topic} with games. Made with teachers.`,
      childDescription: `Practise ${topic} with games.`,
      aiGeneratedDescription: `Offline AI: an app for practising ${topic}.`,
    });
    const [result] = await search();
    expect(result?.description).toBe(`Practise ${topic} with games.`);
  });

  it("matches any word of the search, by its English stem", async () => {
    const id = await insertAdvertiser(api.database.db, { appDescription: `Practising ${topic} together` });
    expect(idsOf(await find(`zebras and ${topic}s`, { age: "9", studyMode: false }))).toEqual([id]);
  });

  it("answers nothing for a search that matches no app, or has only stop words, or is blank", async () => {
    await insertAdvertiser(api.database.db, { appDescription: `About ${topic}` });
    const none = { age: "9", studyMode: false } as const;
    expect(await find("volcanoes erupting", none)).toEqual([]);
    expect(await find("what is the", none)).toEqual([]);
    expect(await find("   ", none)).toEqual([]);
  });

  it("takes any characters in a search without failing", async () => {
    const id = await insertAdvertiser(api.database.db, { appDescription: `About ${topic}` });
    const odd = `'${topic}' & | ! :* ( ) <-> "or" -not \\ ; drop table advertisers; --`;
    expect(idsOf(await find(odd, { age: "9", studyMode: false }))).toEqual([id]);
  });

  it("ranks an app named after the search above one that only mentions it", async () => {
    const mentions = await insertAdvertiser(api.database.db, { appDescription: `Many games, one about ${topic}` });
    const named = await insertAdvertiser(api.database.db, { appName: `${topic} ${uniqueName("Quest")}`, appDescription: `The ${topic} game` });
    expect(idsOf(await search())).toEqual([named, mentions]);
  });

  it("puts an app matching every word of the search before one matching a single word, however well", async () => {
    const oneWord = await insertAdvertiser(api.database.db, { appName: `${topic} ${topic}`, appDescription: `${topic} ${topic} ${topic}` });
    const everyWord = await insertAdvertiser(api.database.db, { appDescription: `Volcanoes, and a little ${topic}` });
    expect(idsOf(await find(`${topic} volcano`, { age: "10", studyMode: false }))).toEqual([everyWord, oneWord]);
  });

  it("among apps matching only some words, puts the one holding more of them first", async () => {
    const otherWord = [...topic].reverse().join("");
    const oneWord = await insertAdvertiser(api.database.db, { appDescription: `Lessons about ${topic}` });
    const twoWords = await insertAdvertiser(api.database.db, { appDescription: `Lessons about ${topic} and ${otherWord}` });
    const words = `${topic} ${otherWord} zebra`;
    expect(idsOf(await find(words, { age: "10", studyMode: false }))).toEqual([twoWords, oneWord]);
  });
});

describe("findSponsoredResults: equally relevant apps take turns", () => {
  it("keeps a search's ranking for SPONSORED_RESULTS_CACHE's 30 s per words and age, then ranks its ties anew", async () => {
    const tied = new Set<number>();
    for (let index = 0; index < 6; index++) tied.add(await insertAdvertiser(api.database.db, { appDescription: `Practice ${topic} here` }));
    const firstOf = async () =>
      (await ads.findSponsoredResults(`what about ${topic}`, { userId: kid, age: "10", studyMode: false }))[0]!.advertiserId!;
    const first = (await search())[0]!.advertiserId!;
    for (let repeat = 0; repeat < 5; repeat++) expect(await firstOf()).toBe(first);
    const firsts = new Set<number>();
    for (let window = 0; window < 30; window++) {
      clock.advanceMs(SPONSORED_RESULTS_CACHE.ttlMs);
      firsts.add(await firstOf());
    }
    expect(firsts.size).toBeGreaterThan(2);
    for (const id of firsts) expect(tied).toContain(id);
  });
});

describe("findSponsoredResults: how many", () => {
  it(`never answers more than ${MAX_SPONSORED_RESULTS_PER_PAGE} per page, whatever limit is asked`, async () => {
    for (let index = 0; index < 5; index++) await insertAdvertiser(api.database.db, { appDescription: `About ${topic}` });
    expect(await search()).toHaveLength(MAX_SPONSORED_RESULTS_PER_PAGE);
    const query = `${topic}`;
    expect(await find(query, { age: "9", studyMode: false, limit: 50 })).toHaveLength(MAX_SPONSORED_RESULTS_PER_PAGE);
    expect(await find(query, { age: "9", studyMode: false, limit: 1 })).toHaveLength(1);
    expect(await find(query, { age: "9", studyMode: false, limit: 0 })).toHaveLength(0);
  });

  it("answers none in study mode", async () => {
    await insertAdvertiser(api.database.db, { appDescription: `About ${topic}` });
    expect(await search("10", true)).toEqual([]);
  });
});

describe("GET /api/advertisers-for-recommendations", () => {
  const advertisersForRecommendations = (cookie?: string) =>
    api.app.inject({ method: "GET", url: "/api/advertisers-for-recommendations", headers: cookie ? { cookie } : {} });

  it("answers every eligible advertiser as {id, name, url} and no other", async () => {
    const eligible = await insertAdvertiser(api.database.db, { appName: `Rec ${uniqueName("ok")}` });
    const unpaid = await insertAdvertiser(api.database.db, { upfrontPaidAt: null });
    const student = await registerStudent(api);
    const response = await advertisersForRecommendations(student.cookie);
    expect(response.statusCode).toBe(200);
    const { advertisers } = response.json<{ advertisers: Array<{ id: number; name: string; url: string }> }>();
    const row = await createAdvertisersRepository(api.database.db).findById(eligible);
    expect(advertisers).toContainEqual({ id: eligible, name: row?.appName, url: row?.appUrl });
    expect(advertisers.map((advertiser) => advertiser.id)).not.toContain(unpaid);
    expect(Object.keys(advertisers[0] ?? {}).sort()).toEqual(["id", "name", "url"]);
  });

  it("skips an advertiser whose stored URL is not a valid link instead of failing", async () => {
    const broken = await insertAdvertiser(api.database.db, { appUrl: "https://not a link", appDescription: `About ${topic}` });
    const student = await registerStudent(api);
    const response = await advertisersForRecommendations(student.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ advertisers: Array<{ id: number }> }>().advertisers.map((advertiser) => advertiser.id)).not.toContain(broken);
    expect(await search()).toEqual([]);
  });

  it("needs a signed-in student", async () => {
    const response = await advertisersForRecommendations();
    expect(response.statusCode).toBe(401);
  });
});

describe("offerRecommendation", () => {
  it("refuses an advertiser that may not be recommended now", async () => {
    const student = await registerStudent(api);
    const overdue = await insertAdvertiser(api.database.db, { overdueSince: new Date("2026-11-20T00:00:00Z") });
    const offer = { userId: student.id, sessionId: "s-1", advertiserId: overdue, type: "voice_live", context: "hi" } as const;
    expect(await ads.offerRecommendation(offer)).toBe(false);
    expect(await ads.offerRecommendation({ ...offer, advertiserId: 2_000_000 })).toBe(false);
  });
});

describe("demo advertisers", () => {
  it("loads active, paid, safe demo apps once, marked as demo, that searches find", async () => {
    const first = await seedDemoAdvertisers(api.database.db);
    const second = await seedDemoAdvertisers(api.database.db);
    expect(first).toBe(DEMO_ADVERTISERS.length);
    expect(second).toBe(0);
    const rows = await api.database.db.selectFrom("advertisers").selectAll().where("is_demo", "=", true).execute();
    expect(rows).toHaveLength(DEMO_ADVERTISERS.length);
    for (const row of rows) {
      expect(row.app_name).toMatch(/\(Demo\)$/);
      expect(new URL(row.app_url).hostname).toMatch(/\.example$/);
    }
    const results = await find("multiplication times tables", { age: "8", studyMode: false });
    expect(results.map((result) => result.title)).toEqual(["Number Ninjas (Demo)"]);
  });
});
