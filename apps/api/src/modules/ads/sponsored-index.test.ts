import type { SearchableAdvertiser } from "@kidsafe/db";
import { describe, expect, it } from "vitest";
import { searchTerms } from "@kidsafe/ads";
import { buildSponsoredIndex } from "./sponsored-index.ts";
import type { SponsoredLookup } from "./sponsored-index.ts";

let nextId = 1;
function app(fields: Partial<SearchableAdvertiser> = {}): SearchableAdvertiser {
  const id = fields.id ?? nextId++;
  return {
    id,
    appName: `App ${id}`,
    appUrl: `https://app-${id}.example/`,
    description: fields.matchedText ?? "",
    matchedText: "",
    minAge: 1,
    maxAge: 18,
    ...fields,
  };
}

const lookup = (search: string, options: Partial<SponsoredLookup> = {}): SponsoredLookup => ({
  terms: searchTerms(search),
  age: { from: 10, to: 10 },
  limit: 2,
  tieBreakSeed: 7,
  ...options,
});
const idsOf = (found: SearchableAdvertiser[]) => found.map((advertiser) => advertiser.id);

describe("buildSponsoredIndex: matching", () => {
  it("matches the name and the descriptions by English stem, leaving stop words out", () => {
    const byName = app({ appName: "Dinosaur Dig" });
    const byText = app({ matchedText: "Learn about dinosaurs" });
    const other = app({ matchedText: "Volcanoes" });
    const index = buildSponsoredIndex([byName, byText, other]);
    expect(new Set(idsOf(index.find(lookup("the dinosaurs", { limit: 5 }))))).toEqual(new Set([byName.id, byText.id]));
    expect(index.find(lookup("what is the"))).toEqual([]);
    expect(index.find(lookup("zebras"))).toEqual([]);
  });

  it("answers only apps whose range holds every age the child may be", () => {
    const young = app({ matchedText: "counting", minAge: 3, maxAge: 6 });
    const older = app({ matchedText: "counting", minAge: 10, maxAge: 14 });
    const index = buildSponsoredIndex([young, older]);
    const at = (from: number, to = from) => idsOf(index.find(lookup("counting", { age: { from, to } })));
    expect(at(5)).toEqual([young.id]);
    expect(at(14)).toEqual([older.id]);
    expect(at(15)).toEqual([]);
    // A birth year allowing 6 or 7: the young app's range holds only one of them.
    expect(at(6, 7)).toEqual([]);
    expect(at(10, 11)).toEqual([older.id]);
  });

  it("answers at most the limit, and none for a limit of 0", () => {
    const index = buildSponsoredIndex(Array.from({ length: 5 }, () => app({ matchedText: "fractions" })));
    expect(index.find(lookup("fractions", { limit: 2 }))).toHaveLength(2);
    expect(index.find(lookup("fractions", { limit: 0 }))).toEqual([]);
  });
});

describe("buildSponsoredIndex: replacing an older index", () => {
  it("matches each advertiser's texts as they are now, not as the index it replaces held them", () => {
    const before = app({ appName: "Chess Club", matchedText: "chess openings" });
    const unchanged = app({ matchedText: "chess endgames" });
    const older = buildSponsoredIndex([before, unchanged]);
    const renamed = { ...before, appName: "Checkers Club", matchedText: "checkers openings" };
    const newer = buildSponsoredIndex([renamed, unchanged], older);
    expect(idsOf(newer.find(lookup("chess", { limit: 5 })))).toEqual([unchanged.id]);
    expect(idsOf(newer.find(lookup("checkers", { limit: 5 })))).toEqual([before.id]);
    expect(new Set(idsOf(older.find(lookup("chess", { limit: 5 }))))).toEqual(new Set([before.id, unchanged.id]));
  });
});

describe("buildSponsoredIndex: ranking", () => {
  it("puts an app holding every word before one holding some, however often, then the name above a description", () => {
    const oneWord = app({ appName: "Volcano Volcano", matchedText: "volcano volcano volcano" });
    const everyWordInText = app({ matchedText: "Volcanoes, and a little geology" });
    const everyWordInName = app({ appName: "Geology Volcano Lab" });
    const index = buildSponsoredIndex([oneWord, everyWordInText, everyWordInName]);
    expect(idsOf(index.find(lookup("volcano geology", { limit: 3 })))).toEqual([everyWordInName.id, everyWordInText.id, oneWord.id]);
  });

  it("among apps holding some of the words, puts the one holding more first", () => {
    const one = app({ matchedText: "Lessons about planets" });
    const two = app({ matchedText: "Lessons about planets and moons" });
    const index = buildSponsoredIndex([one, two]);
    expect(idsOf(index.find(lookup("planets moons zebra")))).toEqual([two.id, one.id]);
  });

  it("does not rank an app higher for repeating a word", () => {
    const once = app({ id: 1_001, matchedText: "maths" });
    const stuffed = app({ id: 1_002, matchedText: "maths maths maths maths maths" });
    const index = buildSponsoredIndex([once, stuffed]);
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => index.find(lookup("maths", { tieBreakSeed: seed }))[0]!.id));
    expect(firsts).toEqual(new Set([once.id, stuffed.id]));
  });

  it("ranks every match, not the first ones found: the best of 5 000 is first even when indexed last", () => {
    const broad = Array.from({ length: 5_000 }, () => app({ matchedText: "learning games" }));
    const best = app({ appName: "Learning Games Studio" });
    const index = buildSponsoredIndex([...broad, best]);
    expect(index.find(lookup("learning games"))[0]?.id).toBe(best.id);
  });
});

describe("buildSponsoredIndex: equally relevant apps take turns", () => {
  it("orders a tie by the seed: the same seed the same order, a better match always first", () => {
    const tied = Array.from({ length: 5 }, () => app({ matchedText: "Practice spelling here" }));
    const best = app({ appName: "Spelling Pro", matchedText: "The spelling app" });
    const index = buildSponsoredIndex([...tied, best]);
    const orderOf = (seed: number) => idsOf(index.find(lookup("spelling", { limit: 6, tieBreakSeed: seed })));
    expect(orderOf(7)).toEqual(orderOf(7));
    for (let seed = 0; seed < 40; seed++) expect(orderOf(seed)[0]).toBe(best.id);
  });

  it("gives each of 8 tied apps the first place about as often over 8 000 seeds", () => {
    // Consecutive ids, as a table's: sorting them would give the oldest every first place.
    const tied = Array.from({ length: 8 }, (_, position) => app({ id: 500 + position, matchedText: "chess puzzles" }));
    const index = buildSponsoredIndex(tied);
    const firsts = new Map<number, number>();
    for (let seed = 0; seed < 8_000; seed++) {
      const first = index.find(lookup("chess", { limit: 1, tieBreakSeed: seed }))[0]!.id;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect([...firsts.keys()].sort()).toEqual(tied.map((advertiser) => advertiser.id));
    for (const count of firsts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1_150);
    }
  });
});
