import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import * as siteKeys from "../src/migrations/2026_11_29_0018_site_keys.ts";
import { createAdvertisersRepository, createBlockedSitesRepository } from "../src/index.ts";
import type { NewAdvertiser } from "../src/index.ts";
import { newAdvertiserRow } from "../src/repositories/advertisers.ts";

let database: TestDatabase;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

const NOW = new Date("2026-11-29T12:00:00Z");
const IN_30_DAYS = new Date("2026-12-29T12:00:00Z");
const blocked = () => createBlockedSitesRepository(database.db);

function advertiser(fields: Partial<NewAdvertiser> = {}): NewAdvertiser {
  counter++;
  return {
    appName: `Blocked App ${counter}`,
    appUrl: `https://blocked-${counter}.example/`,
    email: `blocked-${counter}`,
    passwordHash: "!test",
    appDescription: "Games",
    status: "cancelled",
    ...fields,
  };
}

describe("blocked sites", () => {
  it("finds a block by any spelling of the site, and not after it ends", async () => {
    const id = await createAdvertisersRepository(database.db).insert(advertiser({ appUrl: "https://www.spelled.example/x" }));
    await blocked().block({
      appUrl: "https://www.spelled.example/x",
      reason: "unpaid_fees",
      note: "unpaid",
      advertiserId: id,
      at: NOW,
      expiresAt: IN_30_DAYS,
    });
    for (const url of ["https://SPELLED.example./", "https://spelled%2eexample:8443/y", "https://games.spelled.example/"]) {
      expect(await blocked().activeFor(url, NOW)).toMatchObject({ siteKey: "spelled.example", reason: "unpaid_fees", expiresAt: IN_30_DAYS });
    }
    expect(await blocked().activeFor("https://spelled.example/", IN_30_DAYS)).toBeUndefined();
    expect(await blocked().activeFor("https://other-spelled.example/", NOW)).toBeUndefined();
  });

  it("answers the block lasting longest, one with no end first, and lifts them all", async () => {
    const id = await createAdvertisersRepository(database.db).insert(advertiser({ appUrl: "https://twice.example/" }));
    await blocked().block({
      appUrl: "https://twice.example/",
      reason: "unpaid_fees",
      note: "unpaid",
      advertiserId: id,
      at: NOW,
      expiresAt: IN_30_DAYS,
    });
    await blocked().block({
      appUrl: "https://twice.example/",
      reason: "operator",
      note: "gambling",
      advertiserId: id,
      at: NOW,
      expiresAt: null,
    });
    expect(await blocked().activeFor("https://twice.example/", NOW)).toMatchObject({ reason: "operator", note: "gambling", expiresAt: null });
    expect(await blocked().lift("https://twice.example/", NOW)).toBe(2);
    expect(await blocked().activeFor("https://twice.example/", NOW)).toBeUndefined();
    expect((await blocked().ofAdvertiser(id)).map((block) => block.reason).sort()).toEqual(["operator", "unpaid_fees"]);
  });
});

describe("migration 0018 (site keys)", () => {
  it("moves the blacklists kept on advertisers into blocked sites under their site key, with the true reason", async () => {
    const { db } = database;
    await siteKeys.down(db);
    const insert = (row: Record<string, unknown>) =>
      db
        .insertInto("advertisers")
        .values({ ...newAdvertiserRow(advertiser()), ...row })
        .returning("id")
        .executeTakeFirstOrThrow();
    const unpaid = await insert({
      app_url: "https://WWW.Unpaid.example./games",
      blacklisted_at: NOW,
      blacklisted_until: IN_30_DAYS,
      blacklist_reason: "Weekly fees left unpaid 7 days after the charge failed",
    });
    const cancelled = await insert({
      app_url: "https://apps.apple.com/us/app/forest/id42",
      blacklisted_at: NOW,
      blacklisted_until: IN_30_DAYS,
      blacklist_reason: "The account was cancelled with unpaid fees.",
    });
    const operator = await insert({
      app_url: "https://évil.example/",
      blacklisted_at: NOW,
      blacklisted_until: null,
      blacklist_reason: "Gambling ads",
    });
    await insert({ app_url: "https://never-blocked.example/" });

    await siteKeys.up(db);

    const rows = await db
      .selectFrom("blocked_sites")
      .selectAll()
      .where("advertiser_id", "in", [unpaid.id, cancelled.id, operator.id])
      .orderBy("advertiser_id")
      .execute();
    expect(rows.map(({ site_key, reason, note, created_at, expires_at }) => ({ site_key, reason, note, created_at, expires_at }))).toEqual([
      {
        site_key: "unpaid.example",
        reason: "unpaid_fees",
        note: "Weekly fees left unpaid 7 days after the charge failed",
        created_at: NOW,
        expires_at: IN_30_DAYS,
      },
      {
        site_key: "apps.apple.com/app/id42",
        reason: "unpaid_fees",
        note: "The account was cancelled with unpaid fees.",
        created_at: NOW,
        expires_at: IN_30_DAYS,
      },
      { site_key: "xn--vil-9la.example", reason: "operator", note: "Gambling ads", created_at: NOW, expires_at: null },
    ]);
    expect(await blocked().activeFor("https://unpaid.example/other", NOW)).toMatchObject({ reason: "unpaid_fees" });
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = 'advertisers'`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).not.toContain("url_key");
  });
});
