import { filterSafeSites, judgeSite } from "@kidsafe/ai";
import { SUBJECT_OPTIONS, SearchWebsitesRequest } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, WebsiteResult } from "@kidsafe/contracts";
import { CATALOGUE_SITES, createCatalogueRepository, seedCatalogue } from "@kidsafe/db";
import type { CatalogueRepository } from "@kidsafe/db";
import { createTestDatabase, testServiceUrls } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_RESULT_CACHE, createCatalogueSearchProvider } from "../src/modules/search/providers/catalogue-provider.ts";
import type { SearchProvider } from "../src/modules/search/providers/search-provider.ts";
import { manualClock } from "./ads-support.ts";

let database: TestDatabase;
let repository: CatalogueRepository;
let provider: SearchProvider;
const clock = manualClock("2026-11-23T09:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  await seedCatalogue(database.db);
  repository = createCatalogueRepository(database.db);
  provider = createCatalogueSearchProvider(repository, clock.now);
});
afterAll(() => database.drop());

/** A search once what the provider keeps has expired, so it sees the table as it is now. */
function search(query: string, options: { age?: AgeOption; subject?: SubjectOption; studyMode?: boolean; limit?: number } = {}) {
  clock.advanceMs(CATALOGUE_RESULT_CACHE.ttlMs + 1);
  return provider.search(query, { age: "smart_adapt", subject: "default", studyMode: false, limit: 10, ...options });
}

const host = (result: WebsiteResult) => new URL(result.url).hostname;
const siteOf = (result: WebsiteResult) => CATALOGUE_SITES.find((site) => site.url === result.url)!;

describe("the catalogue data", () => {
  it("holds a few hundred real sites with unique URLs, valid subjects and age ranges", () => {
    expect(CATALOGUE_SITES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CATALOGUE_SITES.map((site) => site.url)).size).toBe(CATALOGUE_SITES.length);
    for (const site of CATALOGUE_SITES) {
      expect(site.url, site.url).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(site.title.trim(), site.url).not.toBe("");
      expect(site.description.length, site.url).toBeGreaterThan(30);
      expect(site.subjects.length, site.url).toBeGreaterThan(0);
      for (const subject of site.subjects) expect(SUBJECT_OPTIONS, site.url).toContain(subject);
      const [min, max] = site.ages;
      expect(min >= 1 && max <= 18 && min <= max, site.url).toBe(true);
    }
  });

  it("covers every subject the settings offer", () => {
    const covered = new Set(CATALOGUE_SITES.flatMap((site) => site.subjects));
    expect([...covered].sort()).toEqual([...SUBJECT_OPTIONS].sort());
  });

  it("passes the site safety filter, every site, and every educational one in study mode", () => {
    const asCandidates = CATALOGUE_SITES.map((site) => ({ ...site, minAge: site.ages[0], maxAge: site.ages[1] }));
    const refused = asCandidates.filter((site) => !judgeSite(site, { age: null, studyMode: false }).safe).map((site) => site.url);
    expect(refused).toEqual([]);
    const educational = asCandidates.filter((site) => site.educational);
    expect(filterSafeSites(educational, { age: null, studyMode: true })).toHaveLength(educational.length);
  });
});

describe("seedCatalogue", () => {
  it("is idempotent: a second run writes nothing, and it restores a changed site", async () => {
    const count = await repository.count();
    expect(count).toBe(CATALOGUE_SITES.length);
    expect(await seedCatalogue(database.db)).toBe(0);

    const spacePlace = CATALOGUE_SITES.find((site) => site.url === "https://spaceplace.nasa.gov/")!;
    await database.db.updateTable("catalogue_sites").set({ title: "Changed by hand" }).where("url", "=", spacePlace.url).execute();
    expect(await seedCatalogue(database.db)).toBe(1);
    const row = await database.db.selectFrom("catalogue_sites").select("title").where("url", "=", spacePlace.url).executeTakeFirstOrThrow();
    expect(row.title).toBe(spacePlace.title);
    expect(await repository.count()).toBe(count);
  });
});

describe("catalogue search: ranking", () => {
  it("ranks NASA's kids' sites first for a question about planets, above unrelated sites", async () => {
    const results = await search("planets");
    expect(results.length).toBeGreaterThan(3);
    expect(host(results[0]!)).toMatch(/nasa\.gov$/);
    const spacePlace = results.findIndex((result) => result.url === "https://spaceplace.nasa.gov/");
    expect(spacePlace).toBeGreaterThanOrEqual(0);
    expect(spacePlace).toBeLessThan(3);
    // Everything it found is about planets; no math or grammar site slipped in.
    for (const result of results) expect(`${result.title} ${result.description}`).toMatch(/planet/i);
  });

  it("ranks Scratch and Code.org at the top for coding for kids", async () => {
    const top = (await search("learn coding with blocks")).slice(0, 5).map(host);
    expect(top.some((name) => name.endsWith("code.org") || name === "scratch.mit.edu" || name === "blockly.games")).toBe(true);
  });

  it("favours the child's chosen subject without filtering by it", async () => {
    const neutral = await search("games", { limit: 20 });
    const history = await search("games", { subject: "history", limit: 20 });
    expect(siteOf(neutral[0]!).subjects).not.toContain("history");
    expect(siteOf(history[0]!).subjects).toContain("history");
    // A boost, not a filter: the best site of another subject is still there, lower down.
    expect(history.map((result) => result.url)).toContain(neutral[0]!.url);
  });

  it("finds sites from a half-typed word and from a misspelled title", async () => {
    expect((await search("pla")).some((result) => /planet/i.test(result.description))).toBe(true);
    expect((await search("Scrach")).map(host)).toContain("scratch.mit.edu");
  });

  it("when no site holds every word, ranks the sites holding the most of them first", async () => {
    // 'qwxz' is on no site, so only the loose pass answers.
    const results = await search("solar system qwxz", { limit: 3 });
    expect(results[0]?.title).toBe("NASA Solar System Exploration");
    expect(results.every((result) => /solar|system/i.test(`${result.title} ${result.description}`))).toBe(true);
  });

  it("answers every result as an organic website with a favicon", async () => {
    for (const result of await search("dinosaurs")) {
      expect(result.isAdvertised).toBe(false);
      expect(result.advertiserId).toBeNull();
      expect(result.favicon).toMatch(/^https?:\/\/.+/);
    }
  });
});

describe("catalogue search: filters", () => {
  it("shows a 5-year-old only sites made for 5-year-olds", async () => {
    const results = await search("coding", { age: "5", limit: 20 });
    expect(results.map(host)).toContain("www.scratchjr.org");
    for (const result of results) {
      const [min, max] = siteOf(result).ages;
      expect(min <= 5 && max >= 5, result.url).toBe(true);
    }
    expect(results.map(host)).not.toContain("www.codecademy.com");
  });

  it("shows a 16-year-old the teen sites and not the toddler ones", async () => {
    const hosts = (await search("coding", { age: "16", limit: 20 })).map(host);
    expect(hosts).toContain("www.codecademy.com");
    expect(hosts).not.toContain("www.scratchjr.org");
  });

  it("applies no age filter for smart_adapt", async () => {
    const hosts = (await search("coding", { limit: 20 })).map(host);
    expect(hosts).toContain("www.scratchjr.org");
    expect(hosts).toContain("www.codecademy.com");
  });

  it("shows only educational sites in study mode", async () => {
    const play = await search("coolmath games");
    expect(play.map(host)).toContain("www.coolmathgames.com");
    const study = await search("coolmath games", { studyMode: true });
    expect(study.map(host)).not.toContain("www.coolmathgames.com");
    for (const result of study) expect(siteOf(result).educational).toBe(true);
  });

  it("never shows a row that fails the safety filter, even one added to the table by hand", async () => {
    await repository.upsert([
      {
        url: "https://lucky-wins.example/",
        title: "Lucky Wins",
        description: "The best online casino for quick jackpots.",
        subjects: ["money"],
        ages: [1, 18],
        educational: true,
      },
    ]);
    expect((await search("jackpots")).map(host)).not.toContain("lucky-wins.example");
  });

  it("caps the number of results at the limit", async () => {
    expect(await search("science", { limit: 3 })).toHaveLength(3);
  });
});

describe("catalogue search: the result cache", () => {
  it("reuses an answer for the same search until it expires", async () => {
    const cacheClock = manualClock("2026-11-23T09:00:00.000Z");
    const cached = createCatalogueSearchProvider(repository, cacheClock.now);
    const options = { age: "10", subject: "default", studyMode: false, limit: 5 } as const;
    const first = await cached.search("volcanoes", options);
    expect(first.length).toBeGreaterThan(0);
    await database.db.updateTable("catalogue_sites").set({ title: "Renamed for the cache test" }).where("url", "=", first[0]!.url).execute();

    const titleOf = (results: WebsiteResult[]) => results.find((result) => result.url === first[0]!.url)?.title;
    expect(await cached.search("  Volcanoes ", options)).toEqual(first);
    // Another age is another search: asked afresh.
    expect(titleOf(await cached.search("volcanoes", { ...options, age: "11" }))).toBe("Renamed for the cache test");
    cacheClock.advanceMs(CATALOGUE_RESULT_CACHE.ttlMs + 1);
    expect(titleOf(await cached.search("volcanoes", options))).toBe("Renamed for the cache test");
    await seedCatalogue(database.db);
  });

  it("shares one kept answer between subjects, each reordered for its own subject and limit", async () => {
    const cached = createCatalogueSearchProvider(repository, manualClock("2026-11-23T09:00:00.000Z").now);
    const options = { age: "smart_adapt", studyMode: false } as const;
    const neutral = await cached.search("games", { ...options, subject: "default", limit: 20 });
    const history = await cached.search("games", { ...options, subject: "history", limit: 20 });
    expect(history).toEqual(await search("games", { subject: "history", limit: 20 }));
    expect(history[0]!.url).not.toBe(neutral[0]!.url);
    expect(await cached.search("games", { ...options, subject: "history", limit: 3 })).toEqual(history.slice(0, 3));
  });
});

describe("catalogue search: odd input", () => {
  it("answers nothing for a blank query and no error for tsquery syntax or quotes", async () => {
    expect(await search("   ")).toEqual([]);
    for (const query of ["'; drop table catalogue_sites; --", "&|!():*<->", '"unclosed phrase', "-", "a:* & b"]) {
      await expect(search(query)).resolves.toBeInstanceOf(Array);
    }
    expect(await repository.count()).toBeGreaterThan(0);
  });

  it("handles a 10 000-character query, which the contract refuses at the door", async () => {
    const long = "planets ".repeat(1250);
    expect(long.length).toBe(10_000);
    const parsed = SearchWebsitesRequest.safeParse({ query: long, sessionId: "s-1" });
    expect(parsed.success).toBe(false);
    const results = await search(long);
    expect(host(results[0]!)).toMatch(/nasa\.gov$/);
  });

  it("the contract refuses an empty query with a readable message", () => {
    const parsed = SearchWebsitesRequest.safeParse({ query: "  ", sessionId: "s-1" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Please enter something to search for");
  });
});
