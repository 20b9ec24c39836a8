import { describe, expect, it } from "vitest";
import { repositoryFactoriesIn } from "../src/repository-factories.ts";

describe("repositoryFactoriesIn", () => {
  it("measures each top-level repository factory from its signature to its closing brace", () => {
    const text = [
      'import { sql } from "kysely";',
      "export function createUsersRepository(db: Db) {",
      "  return {",
      "    find() {",
      "    },",
      "  };",
      "}",
      "",
      "export function helper() {",
      "}",
      "export function createOrdersRepository(db: Db) {",
      "  return {};",
      "}",
    ].join("\n");
    expect(repositoryFactoriesIn(text)).toEqual([
      { name: "createUsersRepository", line: 2, lines: 6 },
      { name: "createOrdersRepository", line: 11, lines: 3 },
    ]);
  });

  it("finds none in a file without one", () => {
    expect(repositoryFactoriesIn("export function createDb() {\n}\n")).toEqual([]);
  });
});
