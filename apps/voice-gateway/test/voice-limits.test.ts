// The parents' per-feature limit on voice and their quiet hours on the gateway: refused before a call, a call closed
// at the next check once voice's minutes are used up or quiet hours begin (the existing lock close code), each call
// minute counted for the day and for voice, each question as a use of voice. The clock is the test's.
import { CHAT_TEXTS, FAMILY_INSIGHT_TEXTS, VOICE_CLOSE_CODES } from "@kidsafe/contracts";
import type { FamilyRules } from "@kidsafe/contracts";
import { createParentalSettingsRepository } from "@kidsafe/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { Student, TestGateway } from "./harness.ts";

const KATHMANDU = "Asia/Kathmandu";
let now = new Date("2026-06-01T08:00:00.000Z");
let test: TestGateway;
beforeAll(async () => {
  // The rules asked again every 200 ms rather than every minute; the test moves the clock between checks.
  test = await startTestGateway({}, { limitCheckIntervalMs: 200, clock: () => new Date(now) });
});
afterAll(() => test.close());

async function childWith(rules: Partial<FamilyRules>, timeZone = "UTC"): Promise<Student> {
  const student = await signedInStudent(test);
  const settings = createParentalSettingsRepository(test.database.db);
  await settings.upsert(student.id, { timeZone });
  await settings.setFamilyRules(student.id, { featureLimits: {}, quietHours: [], ...rules });
  return student;
}

async function usageOf(student: Student) {
  const voice = await sql<{ minutes: number; uses: number }>`
    select minutes, uses from feature_usage where user_id = ${student.id} and feature = 'voice'`.execute(test.database.db);
  const day = await sql<{ active_minutes: number }>`
    select active_minutes from daily_usage where user_id = ${student.id}`.execute(test.database.db);
  return { voice: voice.rows[0] ?? null, activeMinutes: day.rows[0]?.active_minutes ?? 0 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("voice's own daily limit", () => {
  it("counts each call minute for the day and for voice, and closes the call once voice's minutes are used up", async () => {
    now = new Date("2026-06-01T08:00:10.000Z");
    const student = await childWith({ featureLimits: { voice: 2 } });
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    // Checks within the first minute count it once.
    await pause(500);
    expect(await usageOf(student)).toEqual({ voice: { minutes: 1, uses: 0 }, activeMinutes: 1 });

    now = new Date("2026-06-01T08:01:10.000Z");
    expect(await client.next("error")).toEqual({ type: "error", message: CHAT_TEXTS.timeLimitDescription });
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.locked);
    expect(await usageOf(student)).toEqual({ voice: { minutes: 2, uses: 0 }, activeMinutes: 2 });

    // A new call the same day is refused before it starts, and counts nothing more.
    const again = await openVoice(test, student);
    expect(await again.next("error")).toEqual({ type: "error", message: CHAT_TEXTS.timeLimitDescription });
    expect((await again.closed).code).toBe(VOICE_CLOSE_CODES.locked);
    expect(await usageOf(student)).toEqual({ voice: { minutes: 2, uses: 0 }, activeMinutes: 2 });
  });

  it("counts a question asked in a call as a use of voice", async () => {
    now = new Date("2026-06-01T09:00:10.000Z");
    const student = await childWith({});
    const client = await openVoice(test, student, "?sessionId=voice-limits-question");
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "What is the tallest volcano?" });
    await client.next("gemini_message", (message) => message.data.serverContent.turnComplete === true);
    await pause(300);
    expect((await usageOf(student)).voice).toMatchObject({ uses: 1 });
    client.socket.close();
  });
});

describe("quiet hours on voice", () => {
  // Every night from 21:00 to 07:00 in Kathmandu (UTC+05:45): 15:15 to 01:15 UTC.
  const nightly = { days: [0, 1, 2, 3, 4, 5, 6], start: "21:00", end: "07:00" };

  it("refuse a call in the child's quiet hours with the quiet-hours text", async () => {
    now = new Date("2026-06-01T15:20:00.000Z");
    const student = await childWith({ quietHours: [nightly] }, KATHMANDU);
    const client = await openVoice(test, student);
    expect(await client.next("error")).toEqual({ type: "error", message: FAMILY_INSIGHT_TEXTS.quietHoursLocked });
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.locked);
  });

  it("close a call at the next check once they begin", async () => {
    now = new Date("2026-06-01T15:14:00.000Z");
    const student = await childWith({ quietHours: [nightly] }, KATHMANDU);
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    now = new Date("2026-06-01T15:15:00.000Z");
    expect(await client.next("error")).toEqual({ type: "error", message: FAMILY_INSIGHT_TEXTS.quietHoursLocked });
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.locked);
  });
});
