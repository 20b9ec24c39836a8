import { PARENTAL_TEXTS, STUDY_MODE_EXIT_HISTORY_LIMIT, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import type { StudyModeExitHistory } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentalModule } from "../src/modules/parental/index.ts";
import { PARENT_PASSWORD_FAILURES } from "../src/modules/parental/rate-limits.ts";
import { studyModeModule } from "../src/modules/study-mode/index.ts";
import { EXIT_LOGS_PER_STUDENT } from "../src/modules/study-mode/rate-limits.ts";
import { RECENT_STATE_TTL_MS } from "../src/modules/study-mode/service.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { CHILD_PASSWORD, PARENT_PASSWORD, call, manualClock, registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

// Seed 000 §4, §7, §8: study mode kept by the server, behind a parent password.

const clock = manualClock("2026-05-04T15:00:00.000Z");
let api: TestApi;
beforeAll(async () => {
  // The history test logs more exits than a child could in the window (EXIT_LOGS_PER_STUDENT); its own test below.
  api = await startTestApi({ clock: clock.now, limits: { [EXIT_LOGS_PER_STUDENT.name]: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => api.close());

const state = (student: Student) => call(api, "GET", "/api/study-mode", student.cookie);
const toggle = (student: Student, body: unknown) => call(api, "POST", "/api/study-mode/toggle", student.cookie, body);
const beep = (student: Student, enabled: boolean) => call(api, "POST", "/api/study-mode/beep/toggle", student.cookie, { enabled });
const logExit = (student: Student) => call(api, "POST", "/api/study-mode/log-exit", student.cookie);
const history = async (student: Student) =>
  (await call(api, "GET", "/api/study-mode/exit-history", student.cookie)).json<StudyModeExitHistory>();

async function studentInStudyMode(): Promise<Student> {
  const student = await registerStudent(api);
  expect((await toggle(student, { enabled: true, password: PARENT_PASSWORD })).statusCode).toBe(200);
  return student;
}

describe("reading study mode", () => {
  it("answers 401 without a session", async () => {
    for (const url of ["/api/study-mode", "/api/study-mode/exit-history"]) {
      expect((await call(api, "GET", url)).statusCode).toBe(401);
    }
    expect((await call(api, "POST", "/api/study-mode/log-exit")).statusCode).toBe(401);
  });

  it("starts off, with the exit beep on and no exits", async () => {
    const student = await registerStudent(api);
    expect((await state(student)).json()).toEqual({ enabled: false, beepEnabled: true });
    expect(await history(student)).toEqual({ exits: [] });
  });
});

describe("turning study mode on", () => {
  it("sets the parent password the first time, hashed with argon2id", async () => {
    const student = await registerStudent(api);
    const response = await toggle(student, { enabled: true, password: PARENT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, beepEnabled: true });
    expect((await state(student)).json()).toMatchObject({ enabled: true });

    const row = await api.database.db
      .selectFrom("parental_settings")
      .select("parent_password_hash")
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(row.parent_password_hash).toMatch(/^\$argon2id\$/);
    expect(row.parent_password_hash).not.toContain(PARENT_PASSWORD);
  });

  it("refuses a blank or missing password with 'Please enter your password'", async () => {
    const student = await registerStudent(api);
    for (const body of [{ enabled: true, password: "   " }, { enabled: true }]) {
      const response = await toggle(student, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(STUDY_MODE_TEXTS.passwordRequired);
    }
    expect((await state(student)).json()).toMatchObject({ enabled: false });
  });

  it("refuses a body without 'enabled' with a message naming it", async () => {
    const student = await registerStudent(api);
    const response = await toggle(student, { password: PARENT_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/enabled/);
  });

  it("refuses the child's own sign-in password as the parent password, storing nothing", async () => {
    const student = await registerStudent(api);
    const response = await toggle(student, { enabled: true, password: CHILD_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.sameAsChildPassword);
    expect((await state(student)).json()).toMatchObject({ enabled: false });
    const rows = await api.database.db.selectFrom("parental_settings").where("user_id", "=", student.id).execute();
    expect(rows).toEqual([]);
  });

  it("needs the same parent password every later time", async () => {
    const student = await studentInStudyMode();
    expect((await toggle(student, { enabled: false, password: PARENT_PASSWORD })).statusCode).toBe(200);
    const wrong = await toggle(student, { enabled: true, password: "a-new-password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.wrongParentPassword);
    expect((await state(student)).json()).toMatchObject({ enabled: false });
    expect((await toggle(student, { enabled: true, password: PARENT_PASSWORD })).json()).toMatchObject({ enabled: true });
  });

  it("keeps each student's study mode and parent password to themselves", async () => {
    const first = await studentInStudyMode();
    const second = await registerStudent(api);
    expect((await state(second)).json()).toMatchObject({ enabled: false });
    expect((await toggle(second, { enabled: true, password: "another-parent" })).statusCode).toBe(200);
    expect((await toggle(first, { enabled: false, password: "another-parent" })).statusCode).toBe(403);
  });
});

describe("turning study mode off", () => {
  it("needs the parent password: a wrong one changes nothing", async () => {
    const student = await studentInStudyMode();
    const wrong = await toggle(student, { enabled: false, password: "let-me-play" });
    expect(wrong.statusCode).toBe(403);
    expect((await state(student)).json()).toMatchObject({ enabled: true });

    const right = await toggle(student, { enabled: false, password: PARENT_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ enabled: false });
    // A switch-off by the parent is not an exit.
    expect(await history(student)).toEqual({ exits: [] });
  });

  it("refuses the seed's password-less switch-off with a clear message, and logs nothing", async () => {
    const student = await studentInStudyMode();
    const response = await toggle(student, { enabled: false });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.studyModeOffNeedsPassword);
    expect((await state(student)).json()).toMatchObject({ enabled: true });
    expect(await history(student)).toEqual({ exits: [] });
  });
});

describe("what study mode locks", () => {
  it("refuses the alert setting while on with a clear 'Locked' message, and allows it while off", async () => {
    const student = await studentInStudyMode();
    const locked = await beep(student, false);
    expect(locked.statusCode).toBe(423);
    expect(locked.json<{ message: string }>().message).toBe(`${STUDY_MODE_TEXTS.lockedTitle}: ${STUDY_MODE_TEXTS.lockedDescription}`);
    expect((await state(student)).json()).toEqual({ enabled: true, beepEnabled: true });

    await toggle(student, { enabled: false, password: PARENT_PASSWORD });
    expect((await beep(student, false)).json()).toEqual({ enabled: false, beepEnabled: false });
    // The choice survives turning study mode on again.
    expect((await toggle(student, { enabled: true, password: PARENT_PASSWORD })).json()).toEqual({
      enabled: true,
      beepEnabled: false,
    });
  });

  it("refuses a beep toggle without a boolean", async () => {
    const student = await registerStudent(api);
    const response = await call(api, "POST", "/api/study-mode/beep/toggle", student.cookie, { enabled: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/enabled must be true or false/);
  });
});

describe("the exit log", () => {
  it("is rate-limited per student, with a clear 429", async () => {
    const limited = await startTestApi({ clock: clock.now, limits: { [EXIT_LOGS_PER_STUDENT.name]: { limit: 2, windowMs: 60_000 } } });
    try {
      const student = await registerStudent(limited);
      await call(limited, "POST", "/api/study-mode/toggle", student.cookie, { enabled: true, password: PARENT_PASSWORD });
      const statuses = [];
      for (let exit = 0; exit < 3; exit++) statuses.push((await call(limited, "POST", "/api/study-mode/log-exit", student.cookie)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("logs an exit with the server's time while study mode is on", async () => {
    const student = await studentInStudyMode();
    clock.set("2026-05-04T17:05:00.000Z");
    const response = await logExit(student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number) as number, exitedAt: "2026-05-04T17:05:00.000Z", kind: "fullscreen_exit" });
  });

  it("refuses to log an exit while study mode is off", async () => {
    const student = await registerStudent(api);
    const response = await logExit(student);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.studyModeOffNoExit);
  });

  it("lists exits newest first, at most the history limit", async () => {
    const student = await studentInStudyMode();
    clock.set("2026-05-05T08:00:00.000Z");
    const logged: number[] = [];
    for (let index = 0; index < STUDY_MODE_EXIT_HISTORY_LIMIT + 3; index += 1) {
      clock.advanceMs(60_000);
      logged.push((await logExit(student)).json<{ id: number }>().id);
    }
    const { exits } = await history(student);
    expect(exits).toHaveLength(STUDY_MODE_EXIT_HISTORY_LIMIT);
    expect(exits.map((exit) => exit.id)).toEqual(logged.reverse().slice(0, STUDY_MODE_EXIT_HISTORY_LIMIT));
    const times = exits.map((exit) => Date.parse(exit.exitedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows a student only their own exits", async () => {
    const first = await studentInStudyMode();
    const second = await studentInStudyMode();
    await logExit(first);
    expect(await history(second)).toEqual({ exits: [] });
  });
});

describe("wrong parent passwords", () => {
  it(`are limited to ${PARENT_PASSWORD_FAILURES.limit.toString()} per window; then even the right one waits`, async () => {
    const student = await studentInStudyMode();
    for (let attempt = 0; attempt < PARENT_PASSWORD_FAILURES.limit; attempt += 1) {
      expect((await toggle(student, { enabled: false, password: `guess-${attempt.toString()}` })).statusCode).toBe(403);
    }
    const blocked = await toggle(student, { enabled: false, password: PARENT_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.tooManyWrongPasswords);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await state(student)).json()).toMatchObject({ enabled: true });
  });

  it("are forgiven by a right password before the limit", async () => {
    const student = await studentInStudyMode();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < PARENT_PASSWORD_FAILURES.limit - 1; attempt += 1) {
        expect((await toggle(student, { enabled: false, password: "guess" })).statusCode).toBe(403);
      }
      expect((await toggle(student, { enabled: true, password: PARENT_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe("the search's view of study mode (recentState)", () => {
  it("sees a change made through the same process at once, and one made through another replica once its 5 s have passed", async () => {
    const replica = () => studyModeModule(api.context, { parentPassword: parentalModule(api.context).parentPassword }).studyMode;
    const thisReplica = replica();
    const otherReplica = replica();
    const student = await registerStudent(api);
    expect((await thisReplica.recentState(student.id)).enabled).toBe(false);
    expect((await otherReplica.recentState(student.id)).enabled).toBe(false);

    await thisReplica.toggle(student.id, { enabled: true, password: PARENT_PASSWORD });
    expect((await thisReplica.recentState(student.id)).enabled).toBe(true);
    expect((await otherReplica.recentState(student.id)).enabled).toBe(false);
    clock.advanceMs(RECENT_STATE_TTL_MS - 1);
    expect((await otherReplica.recentState(student.id)).enabled).toBe(false);
    clock.advanceMs(2);
    expect((await otherReplica.recentState(student.id)).enabled).toBe(true);
    // The settings' own reads never wait: the API's GET answers the stored state.
    expect((await otherReplica.state(student.id)).enabled).toBe(true);
  });
});
