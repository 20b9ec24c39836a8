import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createAdvertisersRepository, createDb } from "../src/index.ts";
import type { NewAdvertiser } from "../src/index.ts";
import { newAdvertiserRow } from "../src/repositories/advertisers.ts";

let database: TestDatabase;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

const advertisers = () => createAdvertisersRepository(database.db);
const paid = new Date("2026-11-01T00:00:00Z");

function row(fields: Partial<NewAdvertiser> = {}): NewAdvertiser {
  counter++;
  return {
    appName: `Version App ${counter}`,
    appUrl: `https://version-app-${counter}.example/`,
    email: `version-app-${counter}`,
    passwordHash: "!test",
    appDescription: "Counting games",
    status: "active",
    safetyStatus: "safe",
    upfrontPaidAt: paid,
    ...fields,
  };
}

describe("migration 0006: the advertisers' search version", () => {
  it("moves once per transaction that changes advertisers, whatever the statement, and never for a read", async () => {
    const repository = advertisers();
    const start = BigInt(await repository.searchVersion());
    const id = await repository.insert(row());
    expect(BigInt(await repository.searchVersion())).toBe(start + 1n);

    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("advertisers").values([row(), row()].map(newAdvertiserRow)).execute();
      await trx.updateTable("advertisers").set({ app_description: "Counting songs" }).where("id", "=", id).execute();
    });
    expect(BigInt(await repository.searchVersion())).toBe(start + 2n);

    await database.db.deleteFrom("advertisers").where("id", "=", id).execute();
    expect(BigInt(await repository.searchVersion())).toBe(start + 3n);

    await repository.listSearchable(new Date());
    await database.db.updateTable("advertisers").set({ app_description: "x" }).where("id", "=", -1).execute();
    expect(BigInt(await repository.searchVersion())).toBe(start + 3n);
  });

  it("is seen moved only once the change is committed, and not at all after a rollback", async () => {
    const repository = advertisers();
    const before = await repository.searchVersion();
    // A second pool, so the reader is a connection of its own while the transaction is open.
    const readerDb = createDb(database.url, { maxConnections: 1 });
    const reader = createAdvertisersRepository(readerDb);
    try {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto("advertisers").values(newAdvertiserRow(row())).execute();
          expect(await reader.searchVersion()).toBe(before);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await reader.searchVersion()).toBe(before);
    } finally {
      await readerDb.destroy();
    }
  });

  it("moves on truncate", async () => {
    const repository = advertisers();
    const before = BigInt(await repository.searchVersion());
    await sql`truncate advertisers cascade`.execute(database.db);
    expect(BigInt(await repository.searchVersion())).toBe(before + 1n);
  });
});

describe("overdue marks", () => {
  it("move the search version only when the advertiser's overdue state changes (a paid weekly charge changes nothing)", async () => {
    const repository = advertisers();
    const id = await repository.insert(row());
    const version = async () => BigInt(await repository.searchVersion());
    const start = await version();

    await repository.clearOverdue(id);
    expect(await version()).toBe(start);

    const firstFailure = new Date("2026-11-20T00:00:00Z");
    await repository.markOverdue(id, firstFailure);
    await repository.markOverdue(id, new Date("2026-11-23T00:00:00Z"));
    expect((await repository.findById(id))?.overdueSince).toEqual(firstFailure);
    expect(await version()).toBe(start + 1n);

    await repository.clearOverdue(id);
    await repository.clearOverdue(id);
    expect((await repository.findById(id))?.overdueSince).toBeNull();
    expect(await version()).toBe(start + 2n);
  });
});

describe("listSearchable", () => {
  it("answers eligible advertisers with the approved words shown (never the AI's), every text matched, and when eligibility next changes", async () => {
    const repository = advertisers();
    const now = new Date("2026-11-22T09:00:00Z");
    const withAi = await repository.insert(
      row({ appDescription: "Own words", aiGeneratedDescription: "Checked words", childDescription: "Approved words." }),
    );
    const blankAi = await repository.insert(row({ appDescription: "Own words", aiGeneratedDescription: "  " }));
    const unpaid = await repository.insert(row({ upfrontPaidAt: null }));
    const ends = new Date("2026-11-25T00:00:00Z");
    const blacklisted = await repository.insert(row({ blacklistedAt: paid, blacklistedUntil: ends }));

    const { advertisers: found, changesAt } = await repository.listSearchable(now);
    const byId = new Map(found.map((advertiser) => [advertiser.id, advertiser]));
    expect(byId.get(withAi)).toMatchObject({ description: "Approved words.", matchedText: "Own words\nChecked words" });
    expect(byId.get(blankAi)).toMatchObject({ description: "Own words", matchedText: "Own words\n" });
    expect(byId.has(unpaid)).toBe(false);
    expect(byId.has(blacklisted)).toBe(false);
    expect(changesAt).toEqual(ends);
    expect((await repository.listSearchable(ends)).advertisers.map((advertiser) => advertiser.id)).toContain(blacklisted);
  });
});
