// What a linked parent sees of a child's days by the child's age (the words only under 13), the family rules set
// from the parent area, and the parent's own settings with the weekly summary's open unsubscribe link.
import {
  EVENT_SUMMARIES,
  FAMILY_INSIGHT_TEXTS,
  FAMILY_TEXTS,
  FEATURES,
  PARENT_SEARCHES_MAX,
  QUIET_HOURS_MAX_WINDOWS,
  SAFETY_EVENT_CATEGORY_LABELS,
} from "@kidsafe/contracts";
import type { ChildDay, ChildSearches, FamilyRules, ParentSettings } from "@kidsafe/contracts";
import { createParentsRepository } from "@kidsafe/db";
import { mailTokenHash, newMailToken } from "@kidsafe/mail/tokens";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSED } from "@kidsafe/server-kit";
import { PARENT_RATE_LIMITS } from "../src/modules/parents/rate-limits.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { call, manualClock, uniqueName } from "./study-mode-support.ts";
import { PARENT_ACCOUNT_PASSWORD, parentCookieOf, registerChildOn, signedInParent, signedInParentOf } from "./parents-support.ts";
import type { Child, Parent } from "./parents-support.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

// Sunday 20:00 in UTC is already Monday 05:00 in Tokyo, the children's time zone here: their "today" is 30 November.
const clock = manualClock("2026-11-29T20:00:00.000Z");
const TIME_ZONE = "Asia/Tokyo";
const TODAY = "2026-11-30";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: uniqueName("insight-") }, clock: clock.now });
});
afterAll(async () => {
  await api?.close();
});

const db = () => api.database.db;
const parents = () => createParentsRepository(db());
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

async function registerChild(birthYear: number): Promise<Child> {
  const child = await registerChildOn(api, birthYear);
  await db().insertInto("parental_settings").values({ user_id: child.id, time_zone: TIME_ZONE }).execute();
  return child;
}

const parentOf = (child: Child) => signedInParentOf(api, child.id, { verifiedAt: clock.now() });

async function insertEvent(child: Child, event: { category: "self_harm" | "personal_data"; childMessage: string; reply: string; at: Date }) {
  await db()
    .insertInto("safety_events")
    .values({
      user_id: child.id,
      session_id: "s1",
      category: event.category,
      surface: "chat",
      child_message: event.childMessage,
      reply: event.reply,
      age: null,
      created_at: event.at,
    })
    .execute();
}

const childPath = (child: Child, tail: string) => `/api/parent/children/${String(child.id)}/${tail}`;
const dayOf = (parent: Parent, child: Child) => call(api, "GET", childPath(child, "day"), parent.cookie);
const searchesOf = (parent: Parent, child: Child) => call(api, "GET", childPath(child, "searches"), parent.cookie);
const setRules = (parent: Parent, child: Child, rules: unknown) => call(api, "PUT", childPath(child, "rules"), parent.cookie, rules);

describe("what a parent sees by the child's age", () => {
  it("shows an under-13's parent the events with the words, and the searches newest first", async () => {
    const child = await registerChild(CHILD_BIRTH_YEAR);
    const parent = await parentOf(child);
    await insertEvent(child, {
      category: "personal_data",
      childMessage: "my street is [masked]",
      reply: "Let's keep that private.",
      at: ago(2 * HOUR),
    });
    await insertEvent(child, { category: "self_harm", childMessage: "I feel like hurting myself", reply: "You matter.", at: ago(HOUR) });
    await insertEvent(child, { category: "personal_data", childMessage: "an old one", reply: "old", at: ago(8 * DAY) });

    const response = await dayOf(parent, child);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<ChildDay>();
    expect(day.child).toEqual({ id: child.id, username: child.username, ageGroup: "child" });
    expect(day.transcriptsVisible).toBe(true);
    expect(day.events).toEqual([
      expect.objectContaining({
        category: "self_harm",
        label: SAFETY_EVENT_CATEGORY_LABELS.self_harm,
        crisis: true,
        surface: "chat",
        summary: EVENT_SUMMARIES.self_harm,
        childMessage: "I feel like hurting myself",
        reply: "You matter.",
      }),
      expect.objectContaining({ category: "personal_data", crisis: false, childMessage: "my street is [masked]" }),
    ]);

    const queries = Array.from({ length: PARENT_SEARCHES_MAX + 1 }, (_, index) => `volcanoes ${String(index)}`);
    await db()
      .insertInto("search_history")
      .values(queries.map((query) => ({ user_id: child.id, query })))
      .execute();
    const searches = await searchesOf(parent, child);
    expect(searches.statusCode, searches.body).toBe(200);
    const list = searches.json<ChildSearches>().searches;
    expect(list).toHaveLength(PARENT_SEARCHES_MAX);
    expect(list[0]?.query).toBe(`volcanoes ${String(PARENT_SEARCHES_MAX)}`);
    expect(list.at(-1)?.query).toBe("volcanoes 1");
  });

  it("gives a teen's parent the summary of each event but never the words, and refuses searches and conversations", async () => {
    const teen = await registerChild(TEEN_BIRTH_YEAR);
    const parent = await parentOf(teen);
    await insertEvent(teen, {
      category: "self_harm",
      childMessage: "I feel like hurting myself",
      reply: "You matter, and help is here.",
      at: ago(HOUR),
    });

    const response = await dayOf(parent, teen);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<ChildDay>();
    expect(day.child.ageGroup).toBe("teen");
    expect(day.transcriptsVisible).toBe(false);
    expect(day.events).toEqual([
      expect.objectContaining({ category: "self_harm", crisis: true, summary: EVENT_SUMMARIES.self_harm, childMessage: null, reply: null }),
    ]);
    expect(response.body).not.toContain("hurting myself");
    expect(response.body).not.toContain("help is here");

    for (const refused of [await searchesOf(parent, teen), await call(api, "GET", childPath(teen, "conversations"), parent.cookie)]) {
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(FAMILY_INSIGHT_TEXTS.teenTranscripts);
    }
  });
});

describe("the child's day at a glance", () => {
  it("counts today and the last 7 local days per feature, the week's top subjects and study mode's exits", async () => {
    const child = await registerChild(CHILD_BIRTH_YEAR);
    const parent = await parentOf(child);
    const usage = [
      { day: TODAY, feature: "chat", minutes: 12, uses: 9 },
      { day: TODAY, feature: "games", minutes: 20, uses: 0 },
      // Still Sunday in UTC, but yesterday in Tokyo: the week's, not today's.
      { day: "2026-11-29", feature: "chat", minutes: 30, uses: 15 },
      { day: "2026-11-24", feature: "search", minutes: 5, uses: 4 },
      // Eight local days ago: outside the week.
      { day: "2026-11-23", feature: "voice", minutes: 40, uses: 6 },
    ] as const;
    await db()
      .insertInto("feature_usage")
      .values(usage.map((row) => ({ user_id: child.id, ...row })))
      .execute();
    const subjects = [
      { day: TODAY, subject: "maths", uses: 5 },
      { day: "2026-11-25", subject: "maths", uses: 4 },
      { day: TODAY, subject: "science", uses: 8 },
      { day: TODAY, subject: "art", uses: 3 },
      { day: TODAY, subject: "history", uses: 2 },
      { day: TODAY, subject: "music", uses: 2 },
      { day: TODAY, subject: "geography", uses: 1 },
      { day: "2026-11-23", subject: "dinosaurs", uses: 50 },
    ];
    await db()
      .insertInto("subject_usage")
      .values(subjects.map((row) => ({ user_id: child.id, ...row })))
      .execute();
    await db()
      .insertInto("study_mode_exits")
      .values([
        { user_id: child.id, kind: "fullscreen_exit", exited_at: ago(HOUR) },
        { user_id: child.id, kind: "fullscreen_exit", exited_at: ago(6 * DAY) },
        { user_id: child.id, kind: "fullscreen_exit", exited_at: ago(8 * DAY) },
      ])
      .execute();

    const response = await dayOf(parent, child);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<ChildDay>();
    expect(day).toMatchObject({ day: TODAY, timeZone: TIME_ZONE, events: [], studyModeExits: 2 });
    expect(day.today.map((use) => use.feature)).toEqual([...FEATURES]);
    expect(day.today).toEqual([
      { feature: "chat", minutes: 12, uses: 9 },
      { feature: "search", minutes: 0, uses: 0 },
      { feature: "voice", minutes: 0, uses: 0 },
      { feature: "games", minutes: 20, uses: 0 },
      { feature: "drawing", minutes: 0, uses: 0 },
    ]);
    expect(day.week).toEqual([
      { feature: "chat", minutes: 42, uses: 24 },
      { feature: "search", minutes: 5, uses: 4 },
      { feature: "voice", minutes: 0, uses: 0 },
      { feature: "games", minutes: 20, uses: 0 },
      { feature: "drawing", minutes: 0, uses: 0 },
    ]);
    expect(day.subjects).toEqual([
      { subject: "maths", uses: 9 },
      { subject: "science", uses: 8 },
      { subject: "art", uses: 3 },
      { subject: "history", uses: 2 },
      { subject: "music", uses: 2 },
    ]);
    expect(day.rules).toEqual({ featureLimits: {}, quietHours: [] });
    expect(day.quietNow).toBe(false);
  });
});

describe("family rules set from the parent area", () => {
  it("stores per-feature limits and quiet hours, shows them in the day, and knows when it is quiet in the child's zone", async () => {
    const child = await registerChild(CHILD_BIRTH_YEAR);
    const parent = await parentOf(child);
    // Sunday night to Monday 07:00 in Tokyo: Monday 05:00 there is quiet.
    const rules: FamilyRules = { featureLimits: { games: 30, chat: null }, quietHours: [{ days: [0], start: "21:00", end: "07:00" }] };
    const saved = await setRules(parent, child, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FamilyRules>()).toMatchObject({ featureLimits: { games: 30 }, quietHours: rules.quietHours });

    const day = (await dayOf(parent, child)).json<ChildDay>();
    expect(day.rules).toEqual(saved.json<FamilyRules>());
    expect(day.quietNow).toBe(true);
  });

  const window = { days: [1, 2], start: "21:00", end: "07:00" };
  it.each([
    ["a time that is not HH:MM", { featureLimits: {}, quietHours: [{ ...window, start: "25:00" }] }, FAMILY_INSIGHT_TEXTS.quietHoursTime],
    ["a window without days", { featureLimits: {}, quietHours: [{ ...window, days: [] }] }, FAMILY_INSIGHT_TEXTS.quietHoursDays],
    [
      "too many windows",
      { featureLimits: {}, quietHours: Array.from({ length: QUIET_HOURS_MAX_WINDOWS + 1 }, () => window) },
      FAMILY_INSIGHT_TEXTS.quietHoursTooMany,
    ],
    ["a limit of 0 minutes", { featureLimits: { chat: 0 }, quietHours: [] }, FAMILY_INSIGHT_TEXTS.featureLimitRange],
    ["a limit over a day", { featureLimits: { games: 1441 }, quietHours: [] }, FAMILY_INSIGHT_TEXTS.featureLimitRange],
  ])("refuses %s with a clear 400, changing nothing", async (_name, rules, message) => {
    const child = await registerChild(CHILD_BIRTH_YEAR);
    const parent = await parentOf(child);
    const response = await setRules(parent, child, rules);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect((await dayOf(parent, child)).json<ChildDay>().rules).toEqual({ featureLimits: {}, quietHours: [] });
  });

  it("answers another family's child with 404 before the body is checked, on every call", async () => {
    const child = await registerChild(CHILD_BIRTH_YEAR);
    await parentOf(child);
    const stranger = await signedInParent(api, clock.now());
    for (const response of [
      await setRules(stranger, child, { featureLimits: { chat: 0 }, quietHours: "nope" }),
      await dayOf(stranger, child),
      await searchesOf(stranger, child),
      await call(api, "PUT", childPath(child, "limits"), stranger.cookie, { dailyMessageLimit: -1 }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(messageOf(response)).toBe(FAMILY_TEXTS.notYourChild);
    }
  });
});

describe("the parent's own settings", () => {
  it("keeps the browser's time zone from sign-up and saves changes, before the email is verified too", async () => {
    const email = `${uniqueName("parent")}@family.example`.toLowerCase();
    const signUp = await call(api, "POST", "/api/parent/sign-up", undefined, {
      email,
      password: PARENT_ACCOUNT_PASSWORD,
      timeZone: "America/Chicago",
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const cookie = parentCookieOf(signUp);

    const initial = await call(api, "GET", "/api/parent/settings", cookie);
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json<ParentSettings>()).toEqual({ timeZone: "America/Chicago", weeklySummary: true });

    const changed = await call(api, "PUT", "/api/parent/settings", cookie, { timeZone: "Europe/Berlin", weeklySummary: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ParentSettings>()).toEqual({ timeZone: "Europe/Berlin", weeklySummary: false });
    expect((await call(api, "GET", "/api/parent/settings", cookie)).json<ParentSettings>()).toEqual({
      timeZone: "Europe/Berlin",
      weeklySummary: false,
    });

    const unknownZone = await call(api, "PUT", "/api/parent/settings", cookie, { timeZone: "Mars/Olympus", weeklySummary: true });
    expect(unknownZone.statusCode).toBe(400);
    expect(await call(api, "GET", "/api/parent/settings")).toMatchObject({ statusCode: 401 });
  });

  it("uses UTC for a parent who signed up without a time zone", async () => {
    const email = `${uniqueName("parent")}@family.example`.toLowerCase();
    const signUp = await call(api, "POST", "/api/parent/sign-up", undefined, { email, password: PARENT_ACCOUNT_PASSWORD });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const settings = await call(api, "GET", "/api/parent/settings", parentCookieOf(signUp));
    expect(settings.json<ParentSettings>()).toEqual({ timeZone: "UTC", weeklySummary: true });
  });
});

describe("the weekly summary's unsubscribe link", () => {
  async function unsubscribeToken(parent: Parent, expiresAt: Date): Promise<string> {
    const { token, hash } = newMailToken();
    expect(hash).toBe(mailTokenHash(token));
    await parents().insertToken({ tokenHash: hash, parentId: parent.id, purpose: "unsubscribe", expiresAt });
    return token;
  }
  const weeklySummaryOf = async (parent: Parent) => (await parents().settingsOf(parent.id))?.weeklySummary;
  const unsubscribe = (token: string, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") =>
    api.app.inject({ method: "POST", url: "/api/parent/weekly-summary/unsubscribe", headers, payload: { token }, remoteAddress });

  it("turns the summary off without a session, and works again when the link is opened twice", async () => {
    const parent = await signedInParent(api, clock.now());
    const token = await unsubscribeToken(parent, new Date(clock.now().getTime() + 30 * DAY));
    for (let time = 0; time < 2; time++) {
      const response = await unsubscribe(token, { origin: api.config.publicUrl, "sec-fetch-site": "same-origin" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await weeklySummaryOf(parent)).toBe(false);
  });

  it("refuses an unknown or expired link with 400, and another site's post with 403", async () => {
    const parent = await signedInParent(api, clock.now());
    const expired = await unsubscribeToken(parent, new Date(clock.now().getTime() - 1));
    for (const token of [expired, newMailToken().token]) {
      const response = await unsubscribe(token);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired);
    }
    const live = await unsubscribeToken(parent, new Date(clock.now().getTime() + DAY));
    const crossSite = await unsubscribe(live, { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    expect(messageOf(crossSite)).toBe(CROSS_SITE_REFUSED);
    expect(await weeklySummaryOf(parent)).toBe(true);
  });

  it("limits the tries per address", async () => {
    const address = "198.51.100.23";
    const token = newMailToken().token;
    for (let attempt = 0; attempt < PARENT_RATE_LIMITS.unsubscribesPerIp.limit; attempt++) {
      expect((await unsubscribe(token, {}, address)).statusCode).toBe(400);
    }
    const limited = await unsubscribe(token, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
