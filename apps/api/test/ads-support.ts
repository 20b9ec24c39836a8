// Helpers shared by the ads, tracking and reports tests.
import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import { createAdEventsRepository, createAdvertisersRepository } from "@kidsafe/db";
import type { Db, NewAdvertiser } from "@kidsafe/db";
import { adsModule } from "../src/modules/ads/index.ts";
import type { AdsService } from "../src/modules/ads/index.ts";
import { trackingModule } from "../src/modules/tracking/index.ts";
import { createAdEventFlusher } from "../src/modules/tracking/flusher.ts";
import { adKeysFor, databaseNameOf } from "@kidsafe/ads";
import type { AdKeys } from "@kidsafe/ads";
import type { AdEventFlusherOptions } from "../src/modules/tracking/flusher.ts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { familyModule } from "../src/modules/family/index.ts";
import type { TestApi } from "./harness.ts";
import { sessionCookie } from "./harness.ts";

let counter = 0;
export const uniqueName = (base: string) => `${base}${Date.now().toString(36)}${(counter++).toString()}`;

/** A clock the test moves by hand, in the shape the API takes. */
export function manualClock(start = "2026-11-23T09:00:00.000Z") {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advanceMs: (ms: number) => {
      now += ms;
    },
  };
}

export const MINUTE_MS = 60_000;

/** An advertiser that is eligible unless the overrides say otherwise. */
export function eligibleAdvertiser(overrides: Partial<NewAdvertiser> = {}): NewAdvertiser {
  const name = overrides.appName ?? uniqueName("App");
  return {
    appName: name,
    appUrl: `https://${name.toLowerCase().replace(/[^a-z0-9]/g, "")}.example/`,
    appDescription: "A friendly learning app",
    aiGeneratedDescription: null,
    email: name,
    passwordHash: "!test",
    status: "active",
    safetyStatus: "safe",
    safetyCheckedAt: new Date("2026-11-01T00:00:00Z"),
    upfrontPaidAt: new Date("2026-11-01T00:00:00Z"),
    ...overrides,
  };
}

export function insertAdvertiser(db: Db, overrides: Partial<NewAdvertiser> = {}): Promise<number> {
  return createAdvertisersRepository(db).insert(eligibleAdvertiser(overrides));
}

export interface Student {
  id: number;
  cookie: string;
}

export async function registerStudent(api: TestApi): Promise<Student> {
  const response = await api.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: uniqueName("Kid"), password: "pw", birthYear: TEEN_BIRTH_YEAR },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response) };
}

export function post(api: TestApi, url: string, payload: unknown, cookie?: string) {
  return api.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

/** POST /api/track-view as the search page sends it: a view of an ad shown in the student's search session. */
export function trackView(api: TestApi, student: Student, advertiserId: number, sessionId: string, searchQuery = "q") {
  return post(api, "/api/track-view", { advertiserId, searchQuery, sessionId, pageContext: SEARCH_PAGE_CONTEXT }, student.cookie);
}

/** The Redis keys the test API uses: they are named after its database. */
export function adKeysOf(api: TestApi): AdKeys {
  return adKeysFor(databaseNameOf(api.database.url));
}

/**
 * An ads service built the way the app builds its own, on the test API's database, Redis and clock, with the
 * app's serve record: what the search and chat routes call.
 */
export async function adsServiceFor(api: TestApi): Promise<AdsService> {
  const tracking = await trackingModule(api.context, { manualFlush: true, gate: familyModule(api.context).gate });
  return adsModule(api.context, { serveRecord: tracking.serveRecord }).ads;
}

/** A flusher on the test API's database and Redis, driven by hand with flushNow(). */
export function flusherFor(api: TestApi, options: AdEventFlusherOptions = {}, db: Db = api.database.db) {
  return createAdEventFlusher({
    redis: api.redis,
    keys: adKeysOf(api),
    adEvents: createAdEventsRepository(db),
    log: { warn: () => undefined, error: () => undefined },
    options,
  });
}

export async function streamLength(api: TestApi): Promise<number> {
  return api.redis.xlen(adKeysOf(api).stream);
}

/** Counted events in PostgreSQL, optionally of one kind. */
export async function storedEvents(db: Db, kind?: "view" | "click" | "recommendation") {
  return db
    .selectFrom("ad_events")
    .selectAll()
    .$if(kind !== undefined, (query) => query.where("kind", "=", kind ?? "view"))
    .orderBy("id")
    .execute();
}

/** Polls until `check` holds (no fixed sleeps): for work done in the background. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
