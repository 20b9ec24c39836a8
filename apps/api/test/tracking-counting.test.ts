import { AD_RETRACK_COOLDOWN_MS, SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import { COUNT_WINDOW_MS, createAdEventsRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT, SERVE_RECORD_TTL_MS } from "@kidsafe/ads";
import type { AdsService } from "../src/modules/ads/service.ts";
import type { AdEventFlusher } from "../src/modules/tracking/flusher.ts";
import {
  MINUTE_MS,
  adKeysOf,
  adsServiceFor,
  flusherFor,
  insertAdvertiser,
  manualClock,
  post,
  registerStudent,
  storedEvents,
  streamLength,
  trackView,
  uniqueName,
} from "./ads-support.ts";
import type { Student } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;
let ads: AdsService;
let flusher: AdEventFlusher;
const clock = manualClock("2026-11-23T09:00:00.000Z");

beforeAll(async () => {
  // The flusher runs by hand here, so each test decides when the stream reaches PostgreSQL.
  api = await startTestApi({ clock: clock.now, manualFlush: true });
  ads = await adsServiceFor(api);
  flusher = flusherFor(api);
});
afterAll(() => api.close());

const DAY_MS = 24 * 60 * MINUTE_MS;
const newSession = () => uniqueName("search").replace(/[^A-Za-z0-9]/g, "");

const view = (student: Student, advertiserId: number, sessionId: string, searchQuery = "anything the client says") =>
  trackView(api, student, advertiserId, sessionId, searchQuery);
const click = (student: Student, advertiserId: number, searchQuery = "anything") =>
  post(api, "/api/track-click", { advertiserId, searchQuery }, student.cookie);
const recommend = (student: Student, advertiserId: number, recommendationType: string, context = "client text") =>
  post(api, "/api/track-recommendation", { advertiserId, recommendationType, context }, student.cookie);

/** Events stored for one advertiser after flushing the stream. */
async function countedFor(advertiserId: number, kind: "view" | "click" | "recommendation" = "view") {
  await flusher.flushNow();
  return (await storedEvents(api.database.db, kind)).filter((event) => event.advertiser_id === advertiserId);
}

async function servedSearch(query = "space rockets") {
  const student = await registerStudent(api);
  const advertiserId = await insertAdvertiser(api.database.db);
  const sessionId = newSession();
  await ads.recordServed({ userId: student.id, sessionId, query, advertiserIds: [advertiserId] });
  return { student, advertiserId, sessionId };
}

describe("POST /api/track-view", () => {
  it("counts a view of an ad served to this student's session, with the query the server served it for", async () => {
    const { student, advertiserId, sessionId } = await servedSearch("how do rockets fly");
    const response = await view(student, advertiserId, sessionId, "a query the client made up");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const events = await countedFor(advertiserId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: student.id,
      session_id: sessionId,
      kind: "view",
      recommendation_type: null,
      query: "how do rockets fly",
      occurred_at: clock.now(),
    });
  });

  it("accepts quietly and does not count a view of an ad that was never served", async () => {
    const { student, sessionId } = await servedSearch();
    const notServed = await insertAdvertiser(api.database.db);
    const response = await view(student, notServed, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await countedFor(notServed)).toHaveLength(0);
  });

  it("does not count a forged advertiser id that does not exist", async () => {
    const { student, sessionId } = await servedSearch();
    const response = await view(student, 2_000_000_000, sessionId);
    expect(response.json()).toEqual({ ok: true });
    await flusher.flushNow();
    expect((await storedEvents(api.database.db)).filter((event) => event.advertiser_id === 2_000_000_000)).toHaveLength(0);
  });

  it("does not count a view sent with another session of the same student", async () => {
    const { student, advertiserId } = await servedSearch();
    expect((await view(student, advertiserId, newSession())).json()).toEqual({ ok: true });
    expect(await countedFor(advertiserId)).toHaveLength(0);
  });

  it("does not count another student's view sent with the session the ad was served to", async () => {
    const { advertiserId, sessionId } = await servedSearch();
    const other = await registerStudent(api);
    expect((await view(other, advertiserId, sessionId)).json()).toEqual({ ok: true });
    expect(await countedFor(advertiserId)).toHaveLength(0);
  });

  it("counts at most once per advertiser and student per 10 minutes", async () => {
    const { student, advertiserId, sessionId } = await servedSearch();
    await view(student, advertiserId, sessionId);
    await view(student, advertiserId, sessionId);
    clock.advanceMs(COUNT_WINDOW_MS - 1);
    await view(student, advertiserId, sessionId);
    expect(await countedFor(advertiserId)).toHaveLength(1);

    clock.advanceMs(1);
    await view(student, advertiserId, sessionId);
    await view(student, advertiserId, sessionId);
    const events = await countedFor(advertiserId);
    expect(events).toHaveLength(2);
    expect(events[1]!.occurred_at.getTime() - events[0]!.occurred_at.getTime()).toBe(COUNT_WINDOW_MS);
  });

  it("bills one view to a script that searches with 100 invented session ids", async () => {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    const sessions = Array.from({ length: 100 }, () => newSession());
    for (const sessionId of sessions) {
      await ads.recordServed({ userId: student.id, sessionId, query: "maths games", advertiserIds: [advertiserId] });
      expect((await view(student, advertiserId, sessionId)).json()).toEqual({ ok: true });
    }
    expect(await countedFor(advertiserId)).toHaveLength(1);
  });

  it("counts each advertiser of a page once, and another student's view of the same ad apart", async () => {
    const student = await registerStudent(api);
    const other = await registerStudent(api);
    const first = await insertAdvertiser(api.database.db);
    const second = await insertAdvertiser(api.database.db);
    const [sessionA, sessionB] = [newSession(), newSession()];
    await ads.recordServed({ userId: student.id, sessionId: sessionA, query: "maths", advertiserIds: [first, second] });
    await ads.recordServed({ userId: other.id, sessionId: sessionB, query: "more maths", advertiserIds: [first] });
    await Promise.all([view(student, first, sessionA), view(student, second, sessionA), view(other, first, sessionB)]);
    expect((await countedFor(first)).map((event) => event.session_id).sort()).toEqual([sessionA, sessionB].sort());
    expect(await countedFor(second)).toHaveLength(1);
  });

  it(`counts at most ${DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT} views and recommendations per advertiser and student per day`, async () => {
    // From midnight UTC, so the whole run falls in one day.
    clock.advanceMs(DAY_MS - (clock.now().getTime() % DAY_MS));
    const { student, advertiserId, sessionId } = await servedSearch();
    for (let round = 0; round < DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT + 5; round++) {
      await ads.recordServed({ userId: student.id, sessionId, query: "maths", advertiserIds: [advertiserId] });
      await view(student, advertiserId, sessionId);
      clock.advanceMs(COUNT_WINDOW_MS);
    }
    expect(await countedFor(advertiserId)).toHaveLength(DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT);
    // A recommendation is over the cap too; another student is not.
    await ads.offerRecommendation({ userId: student.id, sessionId, advertiserId, type: "search", context: "c" });
    await recommend(student, advertiserId, "search");
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(0);
    const other = await registerStudent(api);
    await ads.recordServed({ userId: other.id, sessionId, query: "maths", advertiserIds: [advertiserId] });
    await view(other, advertiserId, sessionId);
    expect(await countedFor(advertiserId)).toHaveLength(DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT + 1);

    // The next day counts again.
    clock.advanceMs(DAY_MS - (clock.now().getTime() % DAY_MS));
    await ads.recordServed({ userId: student.id, sessionId, query: "maths", advertiserIds: [advertiserId] });
    await view(student, advertiserId, sessionId);
    expect(await countedFor(advertiserId)).toHaveLength(DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT + 2);
  });

  it("does not count a view once the serve record is older than its time to live", async () => {
    const { student, advertiserId, sessionId } = await servedSearch();
    clock.advanceMs(SERVE_RECORD_TTL_MS + 1);
    await view(student, advertiserId, sessionId);
    expect(await countedFor(advertiserId)).toHaveLength(0);
  });

  it("counts 100 identical views sent at once exactly once", async () => {
    await flusher.flushNow();
    const { student, advertiserId, sessionId } = await servedSearch();
    const responses = await Promise.all(Array.from({ length: 100 }, () => view(student, advertiserId, sessionId)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // Decided in Redis before anything is queued: the serve record and one view, not 100 writes.
    expect(await streamLength(api)).toBe(2);
    expect(await countedFor(advertiserId)).toHaveLength(1);
  });

  it("still stores one view per window when Redis lost its record of the count (the table's unique key)", async () => {
    // Both views fall in one 10-minute window of the table.
    clock.advanceMs(COUNT_WINDOW_MS - (clock.now().getTime() % COUNT_WINDOW_MS));
    const { student, advertiserId, sessionId } = await servedSearch();
    await view(student, advertiserId, sessionId);
    // As after a Redis failover that lost the latest writes: the dedupe key is gone.
    await api.redis.del(adKeysOf(api).counted("view", advertiserId, student.id, null));
    clock.advanceMs(MINUTE_MS);
    await view(student, advertiserId, sessionId);
    expect(await countedFor(advertiserId)).toHaveLength(1);
  });

  it("needs a signed-in student", async () => {
    const { advertiserId, sessionId } = await servedSearch();
    const response = await post(api, "/api/track-view", {
      advertiserId,
      searchQuery: "x",
      sessionId,
      pageContext: SEARCH_PAGE_CONTEXT,
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a malformed session id or page context with a clear 400", async () => {
    const { student, advertiserId } = await servedSearch();
    const badSession = await post(
      api,
      "/api/track-view",
      { advertiserId, searchQuery: "x", sessionId: "../../etc", pageContext: SEARCH_PAGE_CONTEXT },
      student.cookie,
    );
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json<{ message: string }>().message).toMatch(/session id/i);
    const badContext = await post(
      api,
      "/api/track-view",
      { advertiserId, searchQuery: "x", sessionId: "s", pageContext: "home" },
      student.cookie,
    );
    expect(badContext.statusCode).toBe(400);
    expect(badContext.json<{ message: string }>().message).toContain(SEARCH_PAGE_CONTEXT);
  });
});

describe("POST /api/track-click", () => {
  it("counts a click on a served ad once per 10 minutes, in the session that served it", async () => {
    const { student, advertiserId, sessionId } = await servedSearch("dinosaur facts");
    await click(student, advertiserId);
    await click(student, advertiserId);
    let clicks = await countedFor(advertiserId, "click");
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ user_id: student.id, session_id: sessionId, query: "dinosaur facts" });

    clock.advanceMs(AD_RETRACK_COOLDOWN_MS);
    await click(student, advertiserId);
    clicks = await countedFor(advertiserId, "click");
    expect(clicks).toHaveLength(2);
  });

  it("does not count a click on an ad never served to this student", async () => {
    const { advertiserId } = await servedSearch();
    const other = await registerStudent(api);
    expect((await click(other, advertiserId)).json()).toEqual({ ok: true });
    expect(await countedFor(advertiserId, "click")).toHaveLength(0);
  });

  it("counts clicks apart from views", async () => {
    const { student, advertiserId, sessionId } = await servedSearch();
    await view(student, advertiserId, sessionId);
    await click(student, advertiserId);
    expect(await countedFor(advertiserId, "view")).toHaveLength(1);
    expect(await countedFor(advertiserId, "click")).toHaveLength(1);
  });
});

describe("POST /api/track-recommendation", () => {
  async function offered(type: "voice_live" | "search" | "followup") {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    const sessionId = newSession();
    expect(await ads.offerRecommendation({ userId: student.id, sessionId, advertiserId, type, context: "you might like this" })).toBe(true);
    return { student, advertiserId, sessionId };
  }

  it("counts each offer at most once: a repeat long after is not counted, a new offer is", async () => {
    const { student, advertiserId, sessionId } = await offered("followup");
    await recommend(student, advertiserId, "followup");
    clock.advanceMs(COUNT_WINDOW_MS);
    await recommend(student, advertiserId, "followup");
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(1);

    await ads.offerRecommendation({ userId: student.id, sessionId, advertiserId, type: "followup", context: "again" });
    await recommend(student, advertiserId, "followup");
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(2);
  });

  it("does not count another student's offer", async () => {
    const { advertiserId } = await offered("search");
    const other = await registerStudent(api);
    expect((await recommend(other, advertiserId, "search")).json()).toEqual({ ok: true });
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(0);
  });

  it("counts a recommendation the server offered, once, with the server's context", async () => {
    const { student, advertiserId, sessionId } = await offered("voice_live");
    await recommend(student, advertiserId, "voice_live", "made-up context");
    await recommend(student, advertiserId, "voice_live");
    const events = await countedFor(advertiserId, "recommendation");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: student.id,
      session_id: sessionId,
      recommendation_type: "voice_live",
      query: "you might like this",
    });
  });

  it("does not count a recommendation that was not offered, or offered with another type", async () => {
    const { student, advertiserId } = await offered("followup");
    const never = await insertAdvertiser(api.database.db);
    expect((await recommend(student, never, "followup")).json()).toEqual({ ok: true });
    expect((await recommend(student, advertiserId, "search")).json()).toEqual({ ok: true });
    expect(await countedFor(never, "recommendation")).toHaveLength(0);
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(0);
  });

  it("does not count a sponsored search result as a recommendation", async () => {
    const { student, advertiserId } = await servedSearch();
    await recommend(student, advertiserId, "search");
    expect(await countedFor(advertiserId, "recommendation")).toHaveLength(0);
  });

  it("refuses an unknown recommendation type with a clear 400", async () => {
    const { student, advertiserId } = await offered("search");
    const response = await recommend(student, advertiserId, "popup");
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/voice_live, search, followup/);
  });
});

describe("billing counts", () => {
  it("answers regular impressions and recommendations per advertiser per billing week", async () => {
    const { student, advertiserId, sessionId } = await servedSearch();
    await view(student, advertiserId, sessionId);
    await click(student, advertiserId);
    await ads.offerRecommendation({ userId: student.id, sessionId, advertiserId, type: "search", context: "c" });
    await recommend(student, advertiserId, "search");
    clock.advanceMs(COUNT_WINDOW_MS);
    await view(student, advertiserId, sessionId);
    await flusher.flushNow();

    const events = await countedFor(advertiserId, "view");
    const week = await api.database.db
      .selectFrom("ad_events")
      .select((eb) => eb.fn<string>("to_char", [eb.ref("billing_week"), eb.val("YYYY-MM-DD")]).as("week"))
      .where("id", "=", events[0]!.id)
      .executeTakeFirstOrThrow();
    // The clock started on Monday 2026-11-23 and has moved minutes, not days.
    expect(week.week).toBe("2026-11-23");

    const repository = createAdEventsRepository(api.database.db);
    const expected = { advertiserId, regularImpressions: 2, recommendationCount: 1, clicks: 1 };
    expect(await repository.countForBillingWeek("2026-11-23", [advertiserId])).toEqual([expected]);
    expect(await repository.countForBillingWeek("2026-11-30", [advertiserId])).toEqual([]);
    expect(await repository.countBetween(new Date("2026-11-23T00:00:00Z"), new Date("2026-11-30T00:00:00Z"), [advertiserId])).toEqual([
      expected,
    ]);
    expect(await repository.countForBillingWeek("2026-11-23", [])).toEqual([]);
  });

  it("stores the served-ad records", async () => {
    const { student, advertiserId, sessionId } = await servedSearch("volcano facts");
    await flusher.flushNow();
    const served = await api.database.db.selectFrom("served_ads").selectAll().where("advertiser_id", "=", advertiserId).execute();
    expect(served).toEqual([
      expect.objectContaining({
        user_id: student.id,
        session_id: sessionId,
        placement: "search_result",
        query: "volcano facts",
        served_at: clock.now(),
      }),
    ]);
  });
});
