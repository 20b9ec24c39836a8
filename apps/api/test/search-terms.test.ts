import { CATALOGUE_SITES, DEMO_ADVERTISERS, createDb } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { testServiceUrls } from "@kidsafe/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTerms } from "@kidsafe/ads";

// Sponsored matching stems in the API process; the catalogue's search stems in PostgreSQL. A child's search
// must mean the same words to both, so the terms are checked against PostgreSQL's own English stemmer.
let db: Db;
beforeAll(() => {
  db = createDb(testServiceUrls().databaseUrl, { maxConnections: 1 });
});
afterAll(() => db.destroy());

async function postgresTermsOf(words: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ word: string; lexemes: string[] | null }>`
    select word, ts_lexize('english_stem', word) as lexemes from unnest(${words}::text[]) as word`.execute(db);
  return new Map(rows.map((row) => [row.word, row.lexemes ?? []]));
}

describe("searchTerms", () => {
  it("stems every word of the catalogue and the demo apps as PostgreSQL's 'english' configuration, stop words left out", async () => {
    const texts = [
      ...CATALOGUE_SITES.flatMap((site) => [site.title, site.description]),
      ...DEMO_ADVERTISERS.flatMap((demo) => [demo.name, demo.description, demo.ai]),
      "what is the biggest dinosaur ever? running, studies, ponies, happily, caresses",
    ];
    const words = [...new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))];
    expect(words.length).toBeGreaterThan(1_000);
    const expected = await postgresTermsOf(words);
    const differing = words.filter((word) => JSON.stringify(searchTerms(word)) !== JSON.stringify(expected.get(word)));
    expect(differing).toEqual([]);
  });

  it("answers a text's distinct terms in order, whatever the punctuation or letter case", () => {
    expect(searchTerms("Dinosaurs! DINOSAUR's bones -- and the dinosaur-bones")).toEqual(["dinosaur", "bone"]);
    expect(searchTerms(`'x' & | ! :* ( ) <-> "or" ; drop table advertisers; --`)).toEqual(["x", "drop", "tabl", "advertis"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});
