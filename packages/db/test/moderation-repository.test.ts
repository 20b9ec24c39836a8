import { utcDayOf } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createModerationRepository } from "../src/index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

describe("moderation repository", () => {
  it("counts refused answers per UTC day, surface and category, each refusal once", async () => {
    const moderation = createModerationRepository(database.db);
    const late = new Date("2026-11-26T23:59:59Z");
    const early = new Date("2026-11-27T00:00:01Z");
    expect(utcDayOf(late)).toBe("2026-11-26");
    await Promise.all([
      moderation.countBlocked({ day: utcDayOf(late), surface: "chat", category: "gambling" }),
      moderation.countBlocked({ day: utcDayOf(late), surface: "chat", category: "gambling" }),
      moderation.countBlocked({ day: utcDayOf(late), surface: "overview", category: "gambling" }),
      moderation.countBlocked({ day: utcDayOf(early), surface: "chat", category: "self_harm" }),
    ]);
    expect(await moderation.dailyCounts({ from: "2026-11-26", to: "2026-11-27" })).toEqual([
      { day: "2026-11-27", surface: "chat", category: "self_harm", blocked: 1 },
      { day: "2026-11-26", surface: "chat", category: "gambling", blocked: 2 },
      { day: "2026-11-26", surface: "overview", category: "gambling", blocked: 1 },
    ]);
    expect(await moderation.dailyCounts({ from: "2026-11-27", to: "2026-11-27" })).toHaveLength(1);
  });

  it("keeps held-back answers for review until someone marks them reviewed", async () => {
    const moderation = createModerationRepository(database.db);
    await moderation.addForReview({ surface: "voice", age: 9, replyText: "Volcanoes erupt.", reason: "timeout: no verdict" });
    const [held] = await moderation.unreviewed();
    expect(held).toMatchObject({ surface: "voice", age: 9, replyText: "Volcanoes erupt.", reason: "timeout: no verdict" });
    await moderation.markReviewed(held!.id, new Date());
    expect(await moderation.unreviewed()).toEqual([]);
  });
});
