// Time per feature, per-feature daily limits and quiet hours through the real API: use counted per feature and local
// day (chat, voice mode, search, the heartbeat's page in front), the search history kept masked, and the same lock
// (lockOf) answered by chat, search, preview and the heartbeat, on the server's clock moved by the test.
import { adKeysFor, createStudentForgetter, databaseNameOf } from "@kidsafe/ads";
import { CHAT_TEXTS, FAMILY_INSIGHT_TEXTS, newSessionId } from "@kidsafe/contracts";
import type { FamilyRules, ParentalLimitsState } from "@kidsafe/contracts";
import { createFamilyInsightRepository, createFeatureUsageRepository, createParentalSettingsRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { HttpError } from "@kidsafe/server-kit";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStudentDataEraser } from "../src/modules/account/student-data.ts";
import { parentalModule } from "../src/modules/parental/index.ts";
import type { ParentalLimitsService } from "../src/modules/parental/index.ts";
import { RECENT_LIMITS_TTL_MS } from "../src/modules/parental/service.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { call, manualClock, registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

const KATHMANDU = "Asia/Kathmandu";
// A Monday, mid-morning in UTC.
const clock = manualClock("2026-06-01T08:00:00.000Z");
let emulator: GeminiEmulator;
let api: TestApi;
/** The parental service as the parent API calls it (same code, database and clock as the app's). */
let limits: ParentalLimitsService;

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ clock: clock.now, env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "3000" }) });
  limits = parentalModule(api.context).limits;
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

/** A new student in `timeZone` whose parent set `rules` (none: no limits, no quiet hours). */
async function childWith(rules: Partial<FamilyRules> = {}, timeZone = "UTC"): Promise<Student> {
  const student = await registerStudent(api);
  await createParentalSettingsRepository(api.database.db).upsert(student.id, { timeZone });
  await limits.setRulesByParent(student.id, { featureLimits: {}, quietHours: [], ...rules });
  return student;
}

/** A chat message, after the chat's cooldown has passed on the test clock. */
function chat(student: Student, body: Record<string, unknown> = {}) {
  clock.advanceMs(3_000);
  return call(api, "POST", "/api/chat", student.cookie, {
    message: "Why do volcanoes erupt?",
    sessionId: newSessionId(clock.now().getTime()),
    ...body,
  });
}
const search = (student: Student, query = "volcanoes") =>
  call(api, "POST", "/api/search-websites", student.cookie, { query, sessionId: newSessionId(clock.now().getTime()) });
const preview = (student: Student) => call(api, "GET", `/api/preview?url=${encodeURIComponent("https://volcano.example/")}`, student.cookie);
const heartbeat = (student: Student, feature?: string) =>
  call(api, "POST", "/api/parental-limits/activity", student.cookie, feature === undefined ? undefined : { feature });

async function featureUsageOf(student: Student) {
  return api.database.db
    .selectFrom("feature_usage")
    .select([sql<string>`day::text`.as("day"), "feature", "minutes", "uses"])
    .where("user_id", "=", student.id)
    .orderBy("feature")
    .execute();
}

function expectLocked(response: { statusCode: number; json<T>(): T }, text: string) {
  expect(response.statusCode).toBe(423);
  expect(response.json<{ message: string }>().message).toBe(text);
}

describe("counting use per feature", () => {
  it("counts a typed message as chat and a voice-mode one as voice, each with its minute, and their subjects", async () => {
    clock.set("2026-06-01T08:00:00.000Z");
    const student = await childWith({}, KATHMANDU);
    expect((await chat(student, { subject: "science" })).statusCode).toBe(200);
    expect((await chat(student, { subject: "science", isVoiceMode: true })).statusCode).toBe(200);
    // 08:00 UTC is 13:45 in Kathmandu: the same calendar day.
    expect(await featureUsageOf(student)).toEqual([
      { day: "2026-06-01", feature: "chat", minutes: 1, uses: 1 },
      { day: "2026-06-01", feature: "voice", minutes: 1, uses: 1 },
    ]);
    const subjects = await api.database.db.selectFrom("subject_usage").select(["subject", "uses"]).where("user_id", "=", student.id).execute();
    expect(subjects).toEqual([{ subject: "science", uses: 2 }]);
  });

  it("counts a search and keeps its words in the search history with personal details masked", async () => {
    clock.set("2026-06-01T09:00:00.000Z");
    const student = await childWith();
    const searched = await search(student, "my password is hunter2 is that a good volcano name");
    expect(searched.statusCode, searched.body).toBe(200);
    expect(await featureUsageOf(student)).toEqual([{ day: "2026-06-01", feature: "search", minutes: 1, uses: 1 }]);
    const history = await api.database.db
      .selectFrom("search_history")
      .select(["query", "created_at"])
      .where("user_id", "=", student.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]?.query).toContain("[password]");
    expect(history[0]?.query).not.toContain("hunter2");
    expect(history[0]?.created_at).toEqual(clock.now());
  });

  it("counts the heartbeat's minute for the page in front once a minute, and for the day without one", async () => {
    clock.set("2026-06-01T10:00:10.000Z");
    const student = await childWith();
    expect((await heartbeat(student, "games")).statusCode).toBe(200);
    clock.set("2026-06-01T10:00:50.000Z");
    expect((await heartbeat(student, "games")).json<ParentalLimitsState>().today.minutes).toBe(1);
    clock.set("2026-06-01T10:01:10.000Z");
    expect((await heartbeat(student, "drawing")).statusCode).toBe(200);
    clock.set("2026-06-01T10:02:10.000Z");
    // An older client: no body at all.
    const plain = await heartbeat(student);
    expect(plain.statusCode).toBe(200);
    expect(plain.json<ParentalLimitsState>().today.minutes).toBe(3);
    expect(await featureUsageOf(student)).toEqual([
      { day: "2026-06-01", feature: "drawing", minutes: 1, uses: 0 },
      { day: "2026-06-01", feature: "games", minutes: 1, uses: 0 },
    ]);
  });

  it("counts what a parent then reads: a day's use, the last 7 days' per feature, the top subjects and the latest searches", async () => {
    const student = await childWith();
    const usage = createFeatureUsageRepository(api.database.db);
    await sql`
      insert into feature_usage (user_id, day, feature, minutes, uses)
      values (${student.id}, '2026-05-25', 'games', 50, 0), (${student.id}, '2026-05-26', 'games', 5, 0),
        (${student.id}, '2026-06-01', 'games', 7, 0), (${student.id}, '2026-06-01', 'chat', 3, 4)`.execute(api.database.db);
    await sql`
      insert into subject_usage (user_id, day, subject, uses)
      values (${student.id}, '2026-05-25', 'history', 99), (${student.id}, '2026-05-30', 'math', 2),
        (${student.id}, '2026-06-01', 'science', 5), (${student.id}, '2026-06-01', 'math', 1)`.execute(api.database.db);
    for (const [index, query] of ["first", "second", "third"].entries()) {
      await usage.recordSearch({ userId: student.id, day: "2026-06-01", at: new Date(Date.UTC(2026, 5, 1, 9, index)), query, subject: null });
    }

    // What a linked parent reads of these days (the parents' reads, one repository).
    const insight = createFamilyInsightRepository(api.database.db);
    const byFeature = (rows: Array<{ feature: string }>) => [...rows].sort((a, b) => a.feature.localeCompare(b.feature));
    expect(byFeature(await insight.featureUseOf(student.id, { from: "2026-06-01", to: "2026-06-01" }))).toEqual([
      { feature: "chat", minutes: 3, uses: 4 },
      { feature: "games", minutes: 7, uses: 0 },
      { feature: "search", minutes: 3, uses: 3 },
    ]);
    // 26 May to 1 June: the 25th is out.
    expect(byFeature(await insight.featureUseOf(student.id, { from: "2026-05-26", to: "2026-06-01" }))).toEqual([
      { feature: "chat", minutes: 3, uses: 4 },
      { feature: "games", minutes: 12, uses: 0 },
      { feature: "search", minutes: 3, uses: 3 },
    ]);
    expect(await insight.topSubjectsOf(student.id, { from: "2026-05-26", to: "2026-06-01" }, 5)).toEqual([
      { subject: "science", uses: 5 },
      { subject: "math", uses: 3 },
    ]);
    expect((await insight.latestSearchesOf(student.id, 2)).map((search) => search.query)).toEqual(["third", "second"]);
  });

  it("refuses a heartbeat naming an unknown feature", async () => {
    const student = await childWith();
    expect((await heartbeat(student, "homework")).statusCode).toBe(400);
  });
});

describe("per-feature daily limits", () => {
  it("locks games once their minutes are used up, with the time-limit text, while drawing goes on", async () => {
    clock.set("2026-06-01T11:00:00.000Z");
    const student = await childWith({ featureLimits: { games: 2 } });
    expect((await heartbeat(student, "games")).statusCode).toBe(200);
    clock.set("2026-06-01T11:01:00.000Z");
    expectLocked(await heartbeat(student, "games"), CHAT_TEXTS.timeLimitDescription);
    // Opening the page again later the same day: still locked.
    clock.set("2026-06-01T15:00:00.000Z");
    expectLocked(await heartbeat(student, "games"), CHAT_TEXTS.timeLimitDescription);
    expect((await heartbeat(student, "drawing")).statusCode).toBe(200);
    // The next local day starts again.
    clock.set("2026-06-02T08:00:00.000Z");
    expect((await heartbeat(student, "games")).statusCode).toBe(200);
  });

  it("locks drawing the same way", async () => {
    clock.set("2026-06-01T11:00:00.000Z");
    const student = await childWith({ featureLimits: { drawing: 1 } });
    expectLocked(await heartbeat(student, "drawing"), CHAT_TEXTS.timeLimitDescription);
    expect((await heartbeat(student, "games")).statusCode).toBe(200);
  });

  it("answers chat 423 once chat's minutes are used up, and search goes on", async () => {
    clock.set("2026-06-01T12:00:00.000Z");
    const student = await childWith({ featureLimits: { chat: 1 } });
    expect((await chat(student)).statusCode).toBe(200);
    expectLocked(await chat(student), CHAT_TEXTS.timeLimitDescription);
    expect((await search(student)).statusCode).toBe(200);
    expect((await chat(student, { isVoiceMode: true })).statusCode).toBe(200);
  });

  it("answers a voice-mode question 423 once voice's minutes are used up, and typed chat goes on", async () => {
    clock.set("2026-06-01T12:00:00.000Z");
    const student = await childWith({ featureLimits: { voice: 1 } });
    expect((await chat(student, { isVoiceMode: true })).statusCode).toBe(200);
    expectLocked(await chat(student, { isVoiceMode: true }), CHAT_TEXTS.timeLimitDescription);
    expect((await chat(student)).statusCode).toBe(200);
  });

  it("answers search and preview 423 once search's minutes are used up, and chat goes on", async () => {
    clock.set("2026-06-01T13:00:00.000Z");
    const student = await childWith({ featureLimits: { search: 1 } });
    expect((await search(student)).statusCode).toBe(200);
    expectLocked(await search(student), CHAT_TEXTS.timeLimitDescription);
    expectLocked(await preview(student), CHAT_TEXTS.timeLimitDescription);
    expect((await chat(student)).statusCode).toBe(200);
  });

  it("applies a limit the parent changes to chat at once, and to search within the rules' cache time", async () => {
    clock.set("2026-06-01T13:30:00.000Z");
    const student = await childWith();
    expect((await chat(student)).statusCode).toBe(200);
    expect((await search(student)).statusCode).toBe(200);
    // Set through another instance of the service, as another API replica would.
    await limits.setRulesByParent(student.id, { featureLimits: { chat: 1, search: 1 }, quietHours: [] });
    expect(await limits.rulesOf(student.id)).toEqual({ featureLimits: { chat: 1, search: 1 }, quietHours: [] });
    expectLocked(await chat(student), CHAT_TEXTS.timeLimitDescription);
    clock.advanceMs(RECENT_LIMITS_TTL_MS + 1_000);
    expectLocked(await search(student), CHAT_TEXTS.timeLimitDescription);
  });

  it("refuses rules outside their bounds with the contracts' text, changing nothing", async () => {
    const student = await childWith({ featureLimits: { games: 30 } });
    await expect(limits.setRulesByParent(student.id, { featureLimits: { games: 0 }, quietHours: [] })).rejects.toEqual(
      new HttpError(400, FAMILY_INSIGHT_TEXTS.featureLimitRange),
    );
    expect(await limits.rulesOf(student.id)).toEqual({ featureLimits: { games: 30 }, quietHours: [] });
  });
});

describe("quiet hours", () => {
  // Every night from 21:00 to 07:00 in Kathmandu (UTC+05:45): 15:15 to 01:15 UTC.
  const nightly = { days: [0, 1, 2, 3, 4, 5, 6], start: "21:00", end: "07:00" };

  it("lock chat, search, preview and the heartbeat in the child's time zone, and lift when they end", async () => {
    clock.set("2026-06-01T15:14:00.000Z");
    const student = await childWith({ quietHours: [nightly] }, KATHMANDU);
    expect((await chat(student)).statusCode).toBe(200);
    expect((await heartbeat(student, "games")).statusCode).toBe(200);

    clock.set("2026-06-01T15:15:00.000Z");
    expectLocked(await chat(student), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await chat(student, { isVoiceMode: true }), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await search(student), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await preview(student), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await heartbeat(student, "games"), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await heartbeat(student, "drawing"), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    expectLocked(await heartbeat(student), FAMILY_INSIGHT_TEXTS.quietHoursLocked);

    // Past midnight in Kathmandu, still quiet; 07:00 there opens the app again.
    clock.set("2026-06-02T01:14:00.000Z");
    expectLocked(await chat(student), FAMILY_INSIGHT_TEXTS.quietHoursLocked);
    clock.set("2026-06-02T01:15:00.000Z");
    expect((await chat(student)).statusCode).toBe(200);
    expect((await search(student)).statusCode).toBe(200);
    expect((await heartbeat(student, "drawing")).statusCode).toBe(200);
  });

  it("are read in the child's zone: the same moment in UTC is not quiet", async () => {
    clock.set("2026-06-01T15:30:00.000Z");
    const student = await childWith({ quietHours: [nightly] }, "UTC");
    expect((await chat(student)).statusCode).toBe(200);
    expect((await heartbeat(student, "games")).statusCode).toBe(200);
  });
});

describe("privacy", () => {
  it("erases the search history when consent is withdrawn, and keeps the usage counts", async () => {
    clock.set("2026-06-01T09:30:00.000Z");
    const student = await childWith();
    expect((await search(student, "volcanoes of iceland")).statusCode).toBe(200);
    const eraser = createStudentDataEraser({
      db: api.database.db,
      redis: api.redis,
      sessions: api.app.sessionStore,
      servedRecords: createStudentForgetter(api.redis, adKeysFor(databaseNameOf(api.config.databaseUrl))),
    });

    await eraser.forgetCollected(student.id);

    const history = await api.database.db.selectFrom("search_history").select("query").where("user_id", "=", student.id).execute();
    expect(history).toEqual([]);
    expect(await featureUsageOf(student)).toEqual([{ day: "2026-06-01", feature: "search", minutes: 1, uses: 1 }]);
  });
});
