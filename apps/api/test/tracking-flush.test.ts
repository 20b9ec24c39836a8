import { createAdEventsRepository, createDb, createReportsRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEntry } from "@kidsafe/ads";
import { AD_EVENTS_GROUP, createAdEventFlusher } from "../src/modules/tracking/flusher.ts";
import {
  adKeysOf,
  adsServiceFor,
  flusherFor,
  insertAdvertiser,
  manualClock,
  registerStudent,
  storedEvents,
  streamLength,
  trackView,
  uniqueName,
  waitFor,
} from "./ads-support.ts";
import type { Student } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;
const clock = manualClock("2026-11-25T12:00:00.000Z");

beforeAll(async () => {
  api = await startTestApi({ clock: clock.now, manualFlush: true });
});
afterAll(() => api.close());

const stream = () => adKeysOf(api).stream;
const newSession = () => uniqueName("s").replace(/[^A-Za-z0-9]/g, "");

/** One student, `count` advertisers served in one session and viewed once each: `count` stream entries. */
async function viewMany(count: number, student?: Student) {
  const ads = await adsServiceFor(api);
  const who = student ?? (await registerStudent(api));
  const sessionId = newSession();
  const advertiserIds: number[] = [];
  for (let index = 0; index < count; index++) advertiserIds.push(await insertAdvertiser(api.database.db));
  await ads.recordServed({ userId: who.id, sessionId, query: "q", advertiserIds });
  for (const advertiserId of advertiserIds) {
    const response = await trackView(api, who, advertiserId, sessionId);
    expect(response.statusCode).toBe(200);
  }
  return { student: who, sessionId, advertiserIds };
}

const viewsOf = async (advertiserIds: readonly number[]) =>
  (await storedEvents(api.database.db, "view")).filter((event) => advertiserIds.includes(event.advertiser_id));

async function pendingCount(): Promise<number> {
  const [count] = (await api.redis.xpending(stream(), AD_EVENTS_GROUP)) as [number];
  return count;
}

describe("batching", () => {
  it("stores a burst in multi-row INSERTs of at most batchSize rows, then empties the stream", async () => {
    // Everything queued so far goes first, so this test sees only its own entries.
    await flusherFor(api).flushNow();
    const { advertiserIds } = await viewMany(25);
    // 25 served records + 25 views.
    expect(await streamLength(api)).toBe(50);

    const handled = await flusherFor(api, { batchSize: 10 }).flushNow();
    expect(handled).toBe(50);
    const views = await viewsOf(advertiserIds);
    expect(views).toHaveLength(25);
    // Rows of one INSERT share its transaction's now(): 25 views in batches of 10 entries took a few
    // statements, not 25.
    const statements = new Set(views.map((event) => event.inserted_at.getTime()));
    expect(statements.size).toBeGreaterThanOrEqual(3);
    expect(statements.size).toBeLessThanOrEqual(5);
    expect(await streamLength(api)).toBe(0);
    expect(await pendingCount()).toBe(0);
  });
});

describe("crashes", () => {
  it("loses nothing when a flusher dies after reading and before storing: another one claims the entries", async () => {
    await flusherFor(api).flushNow();
    const { advertiserIds } = await viewMany(6);
    // A flusher that read the entries and then died: they are pending on it, never acknowledged.
    const dead = await api.redis.xreadgroup("GROUP", AD_EVENTS_GROUP, "dead-consumer", "COUNT", 100, "STREAMS", stream(), ">");
    expect(dead).not.toBeNull();
    expect(await pendingCount()).toBe(12);
    expect(await viewsOf(advertiserIds)).toHaveLength(0);

    // A new flusher does not take entries another consumer may still be working on...
    expect(await flusherFor(api, { claimIdleMs: 60_000 }).flushNow()).toBe(0);
    // ...but takes them over once they have been idle long enough.
    const restarted = flusherFor(api, { claimIdleMs: 50 });
    await waitFor(async () => (await restarted.flushNow(50)) === 12, "the abandoned entries to be claimed");
    expect(await viewsOf(advertiserIds)).toHaveLength(6);
    expect(await pendingCount()).toBe(0);
  });

  it("loses nothing when the database goes away mid-flush, and counts exactly once after a restart", async () => {
    await flusherFor(api).flushNow();
    const { advertiserIds } = await viewMany(4);

    // A flusher whose database is gone: its INSERT fails, so it acknowledges nothing.
    const missing = new URL(api.database.url);
    missing.pathname = "/no_such_database_h6";
    const brokenDb = createDb(missing.toString(), { maxConnections: 1 });
    const crashing = flusherFor(api, { claimIdleMs: 0 }, brokenDb);
    await expect(crashing.flushNow()).rejects.toThrow(/no_such_database_h6/);
    await brokenDb.destroy();
    expect(await pendingCount()).toBe(8);
    expect(await viewsOf(advertiserIds)).toHaveLength(0);

    expect(await flusherFor(api, { claimIdleMs: 0 }).flushNow()).toBe(8);
    expect(await viewsOf(advertiserIds)).toHaveLength(4);
  });

  it("counts exactly once when a flusher stored a batch and died before acknowledging it", async () => {
    await flusherFor(api).flushNow();
    const { advertiserIds } = await viewMany(5);
    const reply = (await api.redis.xreadgroup("GROUP", AD_EVENTS_GROUP, "dies-before-ack", "COUNT", 100, "STREAMS", stream(), ">")) as Array<
      [string, Array<[string, string[]]>]
    >;
    // It stored the views (the same code path the flusher uses), then died: no XACK.
    const events = reply[0]![1].flatMap(([id, fields]) => {
      const decoded = decodeEntry(id, fields);
      return decoded.type === "event" ? [decoded.event] : [];
    });
    expect(events).toHaveLength(5);
    expect(await createAdEventsRepository(api.database.db).insertEvents(events)).toBe(5);

    // The restarted flusher delivers the same entries again; the table keeps one of each.
    expect(await flusherFor(api, { claimIdleMs: 0 }).flushNow()).toBe(10);
    expect(await viewsOf(advertiserIds)).toHaveLength(5);
  });

  it("drops a malformed entry (with a warning) instead of retrying it forever", async () => {
    await flusherFor(api).flushNow();
    await api.redis.xadd(stream(), "*", "t", "view", "a", "not-a-number");
    const warnings: string[] = [];
    const flusher = flusherFor(api);
    const watched = createAdEventFlusher({
      redis: api.redis,
      keys: adKeysOf(api),
      adEvents: createAdEventsRepository(api.database.db),
      log: { warn: (message: string) => void warnings.push(message), error: () => undefined },
    });
    expect(await watched.flushNow()).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/malformed/);
    expect(await flusher.flushNow()).toBe(0);
    expect(await streamLength(api)).toBe(0);
  });
});

describe("the background flusher of the API", () => {
  it("stores views without being asked, and drains the stream when the API closes", async () => {
    const running = await startTestApi({ clock: clock.now });
    // Like server.ts: close the Redis client when the app closes (its hook is added after buildApp).
    let redisClosed = false;
    running.app.addHook("onClose", () => {
      redisClosed = true;
      running.redis.disconnect();
    });
    try {
      await running.app.ready();
      const ads = await adsServiceFor(running);
      const student = await registerStudent(running);
      const advertiserId = await insertAdvertiser(running.database.db);
      const sessionId = newSession();
      const track = (id: number) => trackView(running, student, id, sessionId);
      await ads.recordServed({ userId: student.id, sessionId, query: "q", advertiserIds: [advertiserId] });
      await track(advertiserId);
      await waitFor(async () => (await storedEvents(running.database.db, "view")).length === 1, "the view to be stored");

      // Entries appended just before close are stored by the final drain, before Redis closes.
      const later = await insertAdvertiser(running.database.db);
      await ads.recordServed({ userId: student.id, sessionId, query: "q", advertiserIds: [later] });
      await track(later);
      await running.app.close();
      expect(redisClosed).toBe(true);
      expect((await storedEvents(running.database.db, "view")).map((event) => event.advertiser_id).sort()).toEqual([advertiserId, later].sort());
    } finally {
      await running.app.close();
      if (!redisClosed) running.redis.disconnect();
      await running.database.drop();
    }
  });
});

describe("two stacks on one Redis", () => {
  it("keep their serve records and counts apart, even with the same ids", async () => {
    // Two fresh APIs (own databases) on the very same Redis key space, as dev and e2e stacks share one Redis.
    const first = await startTestApi({ clock: clock.now, manualFlush: true });
    const second = await startTestApi({ clock: clock.now, manualFlush: true, redis: first.redis });
    try {
      const views = [];
      for (const stack of [first, second]) {
        const student = await registerStudent(stack);
        const advertiserId = await insertAdvertiser(stack.database.db);
        views.push({ stack, student, advertiserId });
      }
      // Fresh databases: the same student id and advertiser id in both.
      expect(views[0]!.student.id).toBe(views[1]!.student.id);
      expect(views[0]!.advertiserId).toBe(views[1]!.advertiserId);

      const { stack, student, advertiserId } = views[0]!;
      await (
        await adsServiceFor(stack)
      ).recordServed({ userId: student.id, sessionId: "same-session", query: "q", advertiserIds: [advertiserId] });
      await trackView(second, views[1]!.student, advertiserId, "same-session");
      await trackView(first, student, advertiserId, "same-session");

      // The second stack's flusher finds nothing of the first stack's.
      expect(await flusherFor(second).flushNow()).toBe(0);
      expect(await flusherFor(first).flushNow()).toBe(2);
      expect(await storedEvents(first.database.db, "view")).toHaveLength(1);
      expect(await storedEvents(second.database.db, "view")).toHaveLength(0);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("a student deletes the account", () => {
  it("keeps the advertiser's counts without anything of the child, and removes the child's serve records", async () => {
    await flusherFor(api).flushNow();
    const { student, advertiserIds, sessionId } = await viewMany(2);
    await flusherFor(api).flushNow();
    const reportId = await createReportsRepository(api.database.db).insert({
      advertiserId: advertiserIds[0]!,
      reporterId: student.id,
      reason: "broken",
      details: "The app does not open",
    });
    // One more view, still in the stream when the account goes.
    const lateAdvertiser = await insertAdvertiser(api.database.db);
    await (await adsServiceFor(api)).recordServed({ userId: student.id, sessionId, query: "q", advertiserIds: [lateAdvertiser] });
    clock.advanceMs(1000);
    await trackView(api, student, lateAdvertiser, sessionId);

    await api.database.db.deleteFrom("users").where("id", "=", student.id).execute();
    await flusherFor(api).flushNow();

    const all = [...advertiserIds, lateAdvertiser];
    const views = await viewsOf(all);
    expect(views).toHaveLength(3);
    for (const event of views) expect(event).toMatchObject({ user_id: null, session_id: "", query: "" });
    const counts = await createAdEventsRepository(api.database.db).countForBillingWeek("2026-11-23", all);
    expect(counts.map((count) => count.regularImpressions)).toEqual([1, 1, 1]);

    const db = api.database.db;
    expect(await db.selectFrom("served_ads").selectAll().where("user_id", "=", student.id).execute()).toEqual([]);
    expect(await db.selectFrom("ad_events").selectAll().where("user_id", "=", student.id).execute()).toEqual([]);
    const report = await db.selectFrom("reports").selectAll().where("id", "=", reportId).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ reporter_id: null, details: "The app does not open" });
  });
});
