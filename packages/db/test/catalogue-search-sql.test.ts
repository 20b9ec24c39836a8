import { describe, expect, it } from "vitest";
import { catalogueSearchStatement } from "../src/repositories/catalogue-search-sql.ts";
import type { CatalogueSearchInput } from "../src/repositories/catalogue-search-sql.ts";

const search = (text: string, overrides: Partial<CatalogueSearchInput> = {}) =>
  catalogueSearchStatement({ text, age: 10, educationalOnly: false, limit: 20, looseBelow: 10, ...overrides });

/** The highest $n a statement's text uses. */
const placeholders = (text: string) => Math.max(...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));

describe("catalogueSearchStatement", () => {
  it("sends exactly the values its text uses (PostgreSQL cannot type a value the text leaves out)", () => {
    for (const age of [null, 5]) {
      for (const educationalOnly of [false, true]) {
        for (const text of ["planets for kids", "dinosours", "ma"]) {
          const statement = search(text, { age, educationalOnly })!;
          expect(placeholders(statement.text)).toBe(statement.values.length);
        }
      }
    }
  });

  it("writes one text per shape, whatever the words, so a handful of statements stay prepared", () => {
    const texts = new Set<string>();
    for (const age of [null, 5, 16]) {
      for (const educationalOnly of [false, true]) {
        for (const text of ["planets", "solar system", "how do volcanoes erupt", "scrach", "ma", `question ${"long ".repeat(30)}`]) {
          texts.add(search(text, { age, educationalOnly })!.text);
        }
      }
    }
    // age filter or not x study mode or not x spelling pass or not
    expect(texts.size).toBe(8);
  });

  it("leaves the spelling pass out of a phrase's text", () => {
    expect(search("dinosours")!.text).toContain("spelling_hits");
    expect(search("solar system")!.text).not.toContain("spelling_hits");
    expect(search("ma")!.text).not.toContain("spelling_hits");
  });

  it("answers no statement for a query without a single word, which nothing can match", () => {
    expect(search("")).toBeNull();
    expect(search("?! -- ''")).toBeNull();
    expect(search("ä")).not.toBeNull();
  });

  it("gives the loose pass each word once, the last one also as a prefix", () => {
    expect(search("Solar  pla")!.values.slice(0, 2)).toEqual(["Solar  pla", "solar | pla:*"]);
    expect(search("kids' games, games")!.values[1]).toBe("kids | games:*");
  });
});
