import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createUsersRepository, migrateToLatest } from "../src/index.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

describe("users repository", () => {
  it("stores a user and finds it by username in any letter case", async () => {
    const users = createUsersRepository(database.db);
    const created = await users.insert("MiaReads", "hash-1");
    expect(created).toMatchObject({ username: "MiaReads", passwordHash: "hash-1" });
    expect(await users.findByUsername("miareads")).toEqual(created);
    expect(await users.findById(created!.id)).toEqual(created);
  });

  it("refuses a username that differs only in letter case", async () => {
    const users = createUsersRepository(database.db);
    await users.insert("Leo", "hash-a");
    expect(await users.insert("LEO", "hash-b")).toBeUndefined();
    expect((await users.findByUsername("leo"))?.passwordHash).toBe("hash-a");
  });

  it("reports nothing to apply when the schema is already up to date", async () => {
    expect(await migrateToLatest(database.url)).toEqual([]);
  });
});
