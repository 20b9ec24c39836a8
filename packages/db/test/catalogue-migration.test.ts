import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import * as catalogueMigration from "../src/migrations/2026_11_21_0004_catalogue.ts";
import { CATALOGUE_SITES, createCatalogueRepository, seedCatalogue } from "../src/index.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

/** A row the table accepts, for the refusals below to change one column of. */
const valid = {
  url: "https://valid.example/",
  title: "Valid",
  description: "A valid site.",
  subjects: ["science"],
  min_age: 5,
  max_age: 9,
  educational: true,
  favicon: "https://valid.example/favicon.ico",
};

describe("migration 0004: catalogue_sites", () => {
  it("builds the search document from title (A), description (B) and subject words (C)", async () => {
    await createCatalogueRepository(database.db).upsert([
      { url: valid.url, title: "Volcano Lab", description: "Lava and rocks.", subjects: ["cs"], ages: [5, 9], educational: true },
    ]);
    const { rows } = await sql<{ document: string }>`
      select search_document::text as document from catalogue_sites where url = ${valid.url}`.execute(database.db);
    const document = rows[0]!.document;
    expect(document).toContain("'volcano':1A");
    expect(document).toContain("'lava':3B");
    // 'cs' is spelled out so a child searching for coding finds it.
    expect(document).toMatch(/'code':\d+C/);
    expect(document).toMatch(/'comput':\d+C/);
  });

  it.each([
    ["a subject outside the product's list", { subjects: ["cooking"] }],
    ["an age outside 1 to 18", { min_age: 0 }],
    ["a range that ends before it starts", { min_age: 12, max_age: 6 }],
    ["a non-http URL", { url: "ftp://files.example/" }],
    ["a blank title", { title: "  " }],
  ])("refuses %s", async (_name, change) => {
    await expect(
      database.db
        .insertInto("catalogue_sites")
        .values({ ...valid, url: "https://other.example/", ...change })
        .execute(),
    ).rejects.toThrow();
  });

  it("goes down and up again cleanly", async () => {
    await catalogueMigration.down(database.db);
    const gone = await sql<{ name: string | null }>`select to_regclass('catalogue_sites')::text as name`.execute(database.db);
    expect(gone.rows[0]?.name).toBeNull();
    await catalogueMigration.up(database.db);
    expect(await seedCatalogue(database.db)).toBe(CATALOGUE_SITES.length);
  });
});
