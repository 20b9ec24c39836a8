import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createDb } from "../src/index.ts";
import type { Db } from "../src/index.ts";
import { executePrepared } from "../src/prepared.ts";

let database: TestDatabase;
/** One connection, so every statement below meets the same session's prepared statements. */
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  db = createDb(database.url, { maxConnections: 1 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const preparedTexts = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(db)).rows.map(
    (row) => row.statement,
  );

describe("prepared statements", () => {
  it("sends a marked statement as one named prepared statement per text, with each call's own values", async () => {
    const double = (value: number) => executePrepared<{ doubled: number }>(db, "select $1::int * 2 as doubled", [value]);
    const answers = [];
    for (const value of [1, 2, 3]) answers.push((await double(value)).rows[0]!.doubled);
    expect(answers).toEqual([2, 4, 6]);

    // A second text gets a name of its own (the same name for two texts would make pg refuse it).
    const triple = (await executePrepared<{ tripled: number }>(db, "select $1::int * 3 as tripled", [5])).rows[0]!.tripled;
    expect(triple).toBe(15);

    const texts = await preparedTexts();
    expect(texts).toHaveLength(2);
    expect(texts.every((text) => text.startsWith("/* prepared */"))).toBe(true);
  });

  it("leaves unmarked statements unnamed, and a marked statement's errors are the caller's", async () => {
    const before = await preparedTexts();
    await sql`select ${1}::int as one`.execute(db);
    expect(await preparedTexts()).toEqual(before);

    await expect(executePrepared(db, "select 1 / $1::int", [0])).rejects.toThrow(/division by zero/);
    // The connection is still usable after the failure.
    expect((await executePrepared<{ doubled: number }>(db, "select $1::int * 2 as doubled", [4])).rows[0]!.doubled).toBe(8);
  });
});
