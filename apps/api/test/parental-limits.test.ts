import { CHAT_TEXTS, PARENT_PASSWORD_RESET_COOLING_OFF_MS, PARENTAL_TEXTS, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import type { ChatResponse, ParentalLimitsState } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { HttpError } from "@kidsafe/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentalModule } from "../src/modules/parental/index.ts";
import type { ParentalUsageGate } from "../src/modules/parental/index.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { CHILD_PASSWORD, PARENT_PASSWORD, call, manualClock, registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

// The parental limits behind seed 000 §8's 'App Locked' texts: a daily message limit (locked: true) and a
// daily time limit (423), set with the parent password, counted per local day of the child.

const clock = manualClock("2026-05-04T15:00:00.000Z");
let emulator: GeminiEmulator;
let api: TestApi;
/** The gate the chat asks, built by the same code as the app's, on the same database and clock. */
let gate: ParentalUsageGate;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  // The real chat, answering from the Gemini emulator, with the app's own (parental) usage gate.
  api = await startTestApi({ clock: clock.now, env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "2000" }) });
  gate = parentalModule(api.context).usageGate;
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

const NEW_YORK = "America/New_York";

const limitsOf = async (student: Student) => (await call(api, "GET", "/api/parental-limits", student.cookie)).json<ParentalLimitsState>();
const setLimits = (student: Student, body: Record<string, unknown>) =>
  call(api, "PUT", "/api/parental-limits", student.cookie, {
    password: PARENT_PASSWORD,
    dailyMessageLimit: null,
    dailyTimeLimitMinutes: null,
    timeZone: NEW_YORK,
    ...body,
  });
const heartbeat = (student: Student) => call(api, "POST", "/api/parental-limits/activity", student.cookie);

async function lockedAnswer(userId: number): Promise<{ locked: boolean } | { status: number; message: string }> {
  try {
    return await gate.check(userId);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

describe("reading the limits", () => {
  it("answers 401 without a session", async () => {
    expect((await call(api, "GET", "/api/parental-limits")).statusCode).toBe(401);
    expect((await call(api, "POST", "/api/parental-limits/activity")).statusCode).toBe(401);
  });

  it("starts with both limits off, days in UTC and no parent password", async () => {
    clock.set("2026-05-04T15:00:00.000Z");
    const student = await registerStudent(api);
    expect(await limitsOf(student)).toEqual({
      dailyMessageLimit: null,
      dailyTimeLimitMinutes: null,
      timeZone: "UTC",
      parentPasswordSet: false,
      parentPasswordResetAt: null,
      today: { day: "2026-05-04", messages: 0, minutes: 0, messagesLocked: false, timeLocked: false },
    });
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
  });
});

describe("setting the limits", () => {
  it("sets the parent password the first time and needs it afterwards", async () => {
    const student = await registerStudent(api);
    const first = await setLimits(student, { dailyMessageLimit: 30, dailyTimeLimitMinutes: 90 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ dailyMessageLimit: 30, dailyTimeLimitMinutes: 90, timeZone: NEW_YORK, parentPasswordSet: true });

    const wrong = await setLimits(student, { password: "child-guess", dailyMessageLimit: null });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.wrongParentPassword);
    expect(await limitsOf(student)).toMatchObject({ dailyMessageLimit: 30, dailyTimeLimitMinutes: 90 });
  });

  it("shares the parent password with study mode", async () => {
    const student = await registerStudent(api);
    await call(api, "POST", "/api/study-mode/toggle", student.cookie, { enabled: true, password: PARENT_PASSWORD });
    expect((await setLimits(student, { password: "not-it", dailyMessageLimit: 5 })).statusCode).toBe(403);
    expect((await setLimits(student, { dailyMessageLimit: 5 })).statusCode).toBe(200);
  });

  it("refuses the child's own password as the parent password", async () => {
    const student = await registerStudent(api);
    const response = await setLimits(student, { password: CHILD_PASSWORD, dailyMessageLimit: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.sameAsChildPassword);
    expect((await limitsOf(student)).dailyMessageLimit).toBeNull();
  });

  it.each([
    [{ password: "" }, STUDY_MODE_TEXTS.passwordRequired],
    [{ dailyMessageLimit: 0 }, PARENTAL_TEXTS.messageLimitRange],
    [{ dailyMessageLimit: "ten" }, PARENTAL_TEXTS.messageLimitRange],
    [{ dailyTimeLimitMinutes: 24 * 60 + 1 }, PARENTAL_TEXTS.timeLimitRange],
    [{ timeZone: "Mars/Olympus_Mons" }, PARENTAL_TEXTS.unknownTimeZone],
    [{ dailyMessageLimit: undefined }, PARENTAL_TEXTS.messageLimitRange],
  ])("refuses %o with a clear 400, changing nothing", async (change, message) => {
    const student = await registerStudent(api);
    const response = await setLimits(student, change);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await limitsOf(student)).toMatchObject({ dailyMessageLimit: null, timeZone: "UTC", parentPasswordSet: false });
  });

  it.each(["short1", "aaaaaaaaaaaa", "12121212"])("refuses %s as a new parent password: too weak", async (password) => {
    const student = await registerStudent(api);
    const response = await setLimits(student, { password, dailyMessageLimit: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.weakParentPassword);
    expect((await limitsOf(student)).parentPasswordSet).toBe(false);
  });

  it("limits wrong parent passwords here too", async () => {
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 10 });
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) last = (await setLimits(student, { password: "guess" })).statusCode;
    expect(last).toBe(429);
  });

  it("gives a parallel burst of wrong parent passwords no more tries than a sequence", async () => {
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 10 });
    const statuses = await Promise.all(
      Array.from({ length: 9 }, (_, guess) => call(api, "POST", "/api/parental-limits/unlock", student.cookie, { password: `guess${guess}` })),
    );
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429, 429]);
  });
});

describe("the daily message limit", () => {
  it("locks the chat once reached, until the child's local midnight (not UTC midnight)", async () => {
    // 19:30 in New York on May 4 is 23:30 UTC.
    clock.set("2026-05-04T23:30:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 3 });

    for (let sent = 0; sent < 3; sent += 1) {
      expect(await lockedAnswer(student.id)).toEqual({ locked: false });
      await gate.recordMessage(student.id);
    }
    expect(await lockedAnswer(student.id)).toEqual({ locked: true });
    expect((await limitsOf(student)).today).toMatchObject({ day: "2026-05-04", messages: 3, messagesLocked: true });

    // UTC midnight passes: still May 4 in New York, still locked.
    clock.set("2026-05-05T00:30:00.000Z");
    expect(await lockedAnswer(student.id)).toEqual({ locked: true });
    // One second before local midnight (04:00 UTC in May): locked.
    clock.set("2026-05-05T03:59:59.000Z");
    expect(await lockedAnswer(student.id)).toEqual({ locked: true });
    // Local midnight: a new day, unlocked, counting from zero.
    clock.set("2026-05-05T04:00:00.000Z");
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
    expect((await limitsOf(student)).today).toMatchObject({ day: "2026-05-05", messages: 0, messagesLocked: false });
  });

  it("counts only the student's own messages", async () => {
    clock.set("2026-05-06T12:00:00.000Z");
    const limited = await registerStudent(api);
    const other = await registerStudent(api);
    await setLimits(limited, { dailyMessageLimit: 1 });
    await gate.recordMessage(other.id);
    await gate.recordMessage(other.id);
    expect(await lockedAnswer(limited.id)).toEqual({ locked: false });
  });

  it("lets a parent raise the limit or turn it off to unlock", async () => {
    clock.set("2026-05-06T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 1 });
    await gate.recordMessage(student.id);
    expect(await lockedAnswer(student.id)).toEqual({ locked: true });
    await setLimits(student, { dailyMessageLimit: 2 });
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
    await gate.recordMessage(student.id);
    await setLimits(student, { dailyMessageLimit: null });
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
  });
});

describe("the daily time limit", () => {
  it("counts each active minute once and answers 423 with the seed's text once used up", async () => {
    clock.set("2026-05-07T14:00:10.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyTimeLimitMinutes: 2 });

    expect((await heartbeat(student)).json<ParentalLimitsState>().today.minutes).toBe(1);
    clock.set("2026-05-07T14:00:50.000Z");
    // The same minute again (a heartbeat and a message in it): still one minute.
    await gate.recordMessage(student.id);
    expect((await heartbeat(student)).json<ParentalLimitsState>().today).toMatchObject({ minutes: 1, messages: 1 });
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });

    clock.set("2026-05-07T14:05:00.000Z");
    const used = (await heartbeat(student)).json<ParentalLimitsState>();
    expect(used.today).toMatchObject({ minutes: 2, timeLocked: true });
    expect(await lockedAnswer(student.id)).toEqual({ status: 423, message: CHAT_TEXTS.timeLimitDescription });
  });

  it("starts again at the child's local midnight", async () => {
    // Tokyo is UTC+9: local midnight of May 9 is 15:00 UTC on May 8.
    clock.set("2026-05-08T14:58:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyTimeLimitMinutes: 1, timeZone: "Asia/Tokyo" });
    await heartbeat(student);
    expect(await lockedAnswer(student.id)).toMatchObject({ status: 423 });
    clock.set("2026-05-08T14:59:59.000Z");
    expect(await lockedAnswer(student.id)).toMatchObject({ status: 423 });
    clock.set("2026-05-08T15:00:00.000Z");
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
    expect((await limitsOf(student)).today).toMatchObject({ day: "2026-05-09", minutes: 0, timeLocked: false });
  });

  it("comes before the message limit when both are used up", async () => {
    clock.set("2026-05-10T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyTimeLimitMinutes: 1, dailyMessageLimit: 1 });
    await gate.recordMessage(student.id);
    expect(await lockedAnswer(student.id)).toMatchObject({ status: 423 });
  });
});

describe("unlocking today", () => {
  it("clears today's counts with the parent password, and refuses a wrong one", async () => {
    clock.set("2026-05-11T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 1, dailyTimeLimitMinutes: 1 });
    await gate.recordMessage(student.id);
    expect(await lockedAnswer(student.id)).toMatchObject({ status: 423 });

    const wrong = await call(api, "POST", "/api/parental-limits/unlock", student.cookie, { password: "please" });
    expect(wrong.statusCode).toBe(403);
    expect(await lockedAnswer(student.id)).toMatchObject({ status: 423 });

    const right = await call(api, "POST", "/api/parental-limits/unlock", student.cookie, { password: PARENT_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json<ParentalLimitsState>().today).toMatchObject({ messages: 0, minutes: 0, timeLocked: false, messagesLocked: false });
    expect(await lockedAnswer(student.id)).toEqual({ locked: false });
  });

  it("says so when no parent password was ever set", async () => {
    const student = await registerStudent(api);
    const response = await call(api, "POST", "/api/parental-limits/unlock", student.cookie, { password: "anything" });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.noParentPassword);
  });
});

describe("through the chat", () => {
  let sent = 0;
  /** A chat message as the browser sends it, after the 2000 ms cooldown has passed on the test clock. */
  function chat(student: Student) {
    clock.advanceMs(3000);
    sent += 1;
    return call(api, "POST", "/api/chat", student.cookie, {
      message: `What is ${sent.toString()} + 1?`,
      sessionId: `limits-${student.id.toString()}`,
      files: [],
    });
  }

  it("answers locked: true once the day's messages are used up", async () => {
    clock.set("2026-05-12T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 2 });

    for (let index = 0; index < 2; index += 1) {
      const reply = await chat(student);
      expect(reply.statusCode).toBe(200);
      expect(reply.json<ChatResponse>().locked).not.toBe(true);
    }
    const locked = await chat(student);
    expect(locked.statusCode).toBe(200);
    expect(locked.json<ChatResponse>().locked).toBe(true);
    expect((await limitsOf(student)).today).toMatchObject({ messages: 2, messagesLocked: true });
  });

  it("counts a re-sent question (a retry after the model failed) as another message", async () => {
    clock.set("2026-05-13T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 5 });
    emulator.enqueue({ kind: "error", status: 503 });
    clock.advanceMs(3000);
    const body = { message: "Why is the sky blue?", sessionId: `retry-${student.id.toString()}`, files: [] };
    await call(api, "POST", "/api/chat", student.cookie, body);
    clock.advanceMs(3000);
    await call(api, "POST", "/api/chat", student.cookie, body);
    expect((await limitsOf(student)).today.messages).toBe(2);
  });

  it("answers 423 with the seed's text once the day's minutes are used up", async () => {
    clock.set("2026-05-12T12:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyTimeLimitMinutes: 1 });
    expect((await chat(student)).statusCode).toBe(200);

    const locked = await chat(student);
    expect(locked.statusCode).toBe(423);
    expect(locked.json<{ message: string }>().message).toBe(CHAT_TEXTS.timeLimitDescription);
  });
});

describe("resetting a forgotten parent password", () => {
  const requestReset = (student: Student, accountPassword: string) =>
    call(api, "POST", "/api/parental-limits/password-reset", student.cookie, { accountPassword });

  it("takes effect only after the cooling-off, keeping the limits, and then the next password given becomes it", async () => {
    clock.set("2026-06-01T10:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 3 });

    const wrong = await requestReset(student, "not-the-account-password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.wrongAccountPassword);

    const asked = await requestReset(student, CHILD_PASSWORD);
    expect(asked.statusCode).toBe(200);
    const takesEffect = new Date(Date.parse("2026-06-01T10:00:00.000Z") + PARENT_PASSWORD_RESET_COOLING_OFF_MS).toISOString();
    expect(asked.json<ParentalLimitsState>()).toMatchObject({ parentPasswordSet: true, parentPasswordResetAt: takesEffect });

    // During the cooling-off nothing changes: the old password still rules, a new one is refused.
    clock.set(new Date(Date.parse(takesEffect) - 60_000).toISOString());
    expect((await setLimits(student, { password: "a brand new one", dailyMessageLimit: null })).statusCode).toBe(403);

    clock.set(takesEffect);
    const fresh = await setLimits(student, { password: "a brand new one", dailyMessageLimit: 4 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<ParentalLimitsState>()).toMatchObject({ dailyMessageLimit: 4, parentPasswordSet: true, parentPasswordResetAt: null });
    expect((await setLimits(student, { dailyMessageLimit: 4 })).statusCode).toBe(403);
  });

  it("is cancelled with the parent password", async () => {
    clock.set("2026-06-10T10:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyMessageLimit: 3 });
    await requestReset(student, CHILD_PASSWORD);
    const cancel = await call(api, "POST", "/api/parental-limits/password-reset/cancel", student.cookie, { password: PARENT_PASSWORD });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<ParentalLimitsState>().parentPasswordResetAt).toBeNull();
    clock.set("2026-06-20T10:00:00.000Z");
    expect((await setLimits(student, { dailyMessageLimit: 9 })).statusCode).toBe(200);
  });

  it("says there is nothing to reset without a parent password", async () => {
    const student = await registerStudent(api);
    const response = await requestReset(student, CHILD_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.noParentPasswordToReset);
  });
});

describe("what the limits hold besides the chat", () => {
  it("counts minutes from any signed-in request, without the heartbeat", async () => {
    clock.set("2026-06-02T09:00:00.000Z");
    const student = await registerStudent(api);
    await setLimits(student, { dailyTimeLimitMinutes: 2 });
    await call(api, "GET", "/api/study-mode", student.cookie);
    await expect.poll(async () => (await limitsOf(student)).today.minutes).toBe(1);
    clock.set("2026-06-02T09:01:00.000Z");
    await call(api, "GET", "/api/study-mode", student.cookie);
    await expect.poll(async () => (await limitsOf(student)).today).toMatchObject({ minutes: 2, timeLocked: true });
  });

  it("refuses searches and previews with 423 once the day is used up", async () => {
    clock.set("2026-06-03T09:00:00.000Z");
    const student = await registerStudent(api);
    // A search before the parent sets the limit: the limits the search gate keeps for a few seconds are renewed by
    // the change, so the next search sees it at once.
    expect((await call(api, "POST", "/api/search-websites", student.cookie, { query: "volcanoes", sessionId: "s-0" })).statusCode).toBe(200);
    await setLimits(student, { dailyMessageLimit: 1 });
    await gate.recordMessage(student.id);
    const search = await call(api, "POST", "/api/search-websites", student.cookie, { query: "volcanoes", sessionId: "s-1" });
    expect(search.statusCode).toBe(423);
    expect(search.json<{ message: string }>().message).toBe(CHAT_TEXTS.dailyLimitDescription);
    const preview = await call(api, "GET", `/api/preview?url=${encodeURIComponent("https://example.org/")}`, student.cookie);
    expect(preview.statusCode).toBe(423);
  });
});
