import { ACCOUNT_DELETION_TEXTS, PARENTAL_TEXTS } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { DELETED_REPORT_DETAILS } from "@kidsafe/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_FAILURES } from "../src/modules/account/rate-limits.ts";
import { ACCOUNT_TEXTS } from "../src/modules/account/service.ts";
import { parentalModule } from "../src/modules/parental/index.ts";
import type { ParentalUsageGate } from "../src/modules/parental/index.ts";
import { adKeysFor, databaseNameOf } from "@kidsafe/ads";
import { insertAdvertiser } from "./ads-support.ts";
import { emulatedGemini, sessionCookie, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { CHILD_PASSWORD, PARENT_PASSWORD, call, registerStudent, setDeviceSettings } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";
import { columnsReferencingUsers } from "./student-rows-support.ts";

// Seed 001 §4, §7, §8: a student deletes their own account with their password; everything of theirs goes.

let emulator: GeminiEmulator;
let api: TestApi;
let gate: ParentalUsageGate;
// Midday UTC: the same calendar day in UTC and in the parent's Paris time zone, so today's usage is one row
// whatever the hour the suite runs (at 23:00-24:00 UTC it used to straddle two days).
const middayClock = () => new Date("2026-06-15T12:00:00.000Z");
beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  // The real chat (answering from the Gemini emulator), so a student's conversations and messages exist too.
  api = await startTestApi({ env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "2000" }), clock: middayClock });
  gate = parentalModule(api.context).usageGate;
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

const deleteAccount = (cookie: string | undefined, password: unknown) => call(api, "POST", "/api/delete-account", cookie, { password });
const currentUser = (cookie: string) => call(api, "GET", "/api/user", cookie);

/** Rows per table that belong to the user: `users` by id, every other table by its column referencing users. */
async function rowsOf(userId: number): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(api.database.db);
  const references = await columnsReferencingUsers(api.database.db);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const columns = table === "users" ? ["id"] : references.filter((ref) => ref.table === table).map((ref) => ref.column);
    for (const column of columns) {
      const { rows } = await sql<{ count: string }>`
        select count(*)::text as count from ${sql.table(table)} where ${sql.ref(column)} = ${userId}
      `.execute(api.database.db);
      counts[`${table}.${column}`] = Number(rows[0]?.count ?? 0);
    }
  }
  return counts;
}

/** A student with rows in the tables of their own: a chat, parental settings, an exit, today's usage. */
async function studentWithData(): Promise<Student> {
  const student = await registerStudent(api, "Del");
  const chat = await call(api, "POST", "/api/chat", student.cookie, {
    message: "Why is the sky blue?",
    sessionId: `del-${student.id.toString()}`,
    files: [],
  });
  if (chat.statusCode !== 200) throw new Error(`chat failed: ${chat.body}`);
  await setDeviceSettings(api, student.cookie);
  await gate.recordMessage(student.id);
  await call(api, "POST", "/api/parental-limits/activity", student.cookie);
  return student;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

describe("deleting an account", () => {
  it("has every reference to users cascade or let go on delete, so one DELETE removes all of a student's rows", async () => {
    const references = await columnsReferencingUsers(api.database.db);
    expect(references.map((ref) => ref.table)).toEqual(expect.arrayContaining(["parental_settings", "study_mode_exits", "daily_usage"]));
    // CASCADE for rows that are the student's; SET NULL for rows that are someone else's and only point at
    // the student (an advertiser's billed impressions, a report an advertiser received).
    expect(references.filter((ref) => ref.deleteRule !== "CASCADE" && ref.deleteRule !== "SET NULL")).toEqual([]);
    for (const table of ["parental_settings", "study_mode_exits", "daily_usage"]) {
      expect(references.find((ref) => ref.table === table)?.deleteRule).toBe("CASCADE");
    }
  });

  it("deletes the user and leaves no row of theirs in any table", async () => {
    const student = await studentWithData();
    const bystander = await studentWithData();
    const before = await rowsOf(student.id);
    expect(before).toMatchObject({
      "users.id": 1,
      "conversations.user_id": 1,
      "parental_settings.user_id": 1,
      "study_mode_exits.user_id": 1,
      "daily_usage.user_id": 1,
    });
    expect(before["messages.user_id"]).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander.id);

    const response = await deleteAccount(student.cookie, CHILD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const after = await rowsOf(student.id);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(total(after)).toBe(0);
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);
  });

  it("blanks the child's words in their reports and drops the Redis records of the ads served to them", async () => {
    const student = await registerStudent(api, "Reporter");
    const advertiserId = await insertAdvertiser(api.database.db, {});
    await api.database.db
      .insertInto("reports")
      .values({ advertiser_id: advertiserId, reporter_id: student.id, reason: "other", details: "my name is Sam and I live at 4 Elm St" })
      .execute();
    const keys = adKeysFor(databaseNameOf(api.config.databaseUrl));
    await api.redis.hset(keys.lastSession(student.id), `search:${advertiserId.toString()}`, "sess-1");
    await api.redis.hset(keys.served(student.id, "sess-1"), `search:${advertiserId.toString()}`, "1");
    await api.redis.hset(keys.recommendationPacing(student.id), "last", String(advertiserId));

    expect((await deleteAccount(student.cookie, CHILD_PASSWORD)).statusCode).toBe(200);
    const reports = await api.database.db
      .selectFrom("reports")
      .select(["details", "reporter_id"])
      .where("advertiser_id", "=", advertiserId)
      .execute();
    expect(reports).toEqual([{ details: DELETED_REPORT_DETAILS, reporter_id: null }]);
    const left = await api.redis.exists(keys.lastSession(student.id), keys.served(student.id, "sess-1"), keys.recommendationPacing(student.id));
    expect(left).toBe(0);
  });

  it("ends every session of the student in Redis, on every device", async () => {
    const student = await registerStudent(api, "Devices");
    const login = await call(api, "POST", "/api/login", undefined, { username: student.username, password: CHILD_PASSWORD });
    const otherDevice = sessionCookie(login);
    expect((await currentUser(otherDevice)).statusCode).toBe(200);

    const response = await deleteAccount(student.cookie, CHILD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/sid=;/);

    for (const cookie of [student.cookie, otherDevice]) {
      const me = await currentUser(cookie);
      expect(me.statusCode).toBe(401);
    }
    const sessionIds = [student.cookie, otherDevice].map((cookie) => decodeURIComponent(cookie.slice("sid=".length)).split(".")[0]!);
    for (const sessionId of sessionIds) expect(await api.redis.exists(`session:${sessionId}`)).toBe(0);
    expect(await api.redis.exists(`user-sessions:${student.id.toString()}`)).toBe(0);
  });

  it("answers a second deletion, and any request with the deleted account's cookie, with a clear 401", async () => {
    const student = await registerStudent(api);
    expect((await deleteAccount(student.cookie, CHILD_PASSWORD)).statusCode).toBe(200);

    const again = await deleteAccount(student.cookie, CHILD_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json<{ message: string }>().message).toBe("Please sign in to continue.");
    expect((await call(api, "GET", "/api/study-mode", student.cookie)).statusCode).toBe(401);

    const login = await call(api, "POST", "/api/login", undefined, { username: student.username, password: CHILD_PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it("frees the username for a new account", async () => {
    const student = await registerStudent(api);
    await deleteAccount(student.cookie, CHILD_PASSWORD);
    const again = await call(api, "POST", "/api/register", undefined, { username: student.username, password: "new-start" });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: number }>().id).not.toBe(student.id);
  });
});

describe("refusing a deletion", () => {
  it("refuses a wrong password with 403 and deletes nothing", async () => {
    const student = await studentWithData();
    const before = await rowsOf(student.id);
    const response = await deleteAccount(student.cookie, "not-my-password");
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(ACCOUNT_TEXTS.wrongPassword);
    expect(await rowsOf(student.id)).toEqual(before);
    expect((await currentUser(student.cookie)).statusCode).toBe(200);
  });

  it("refuses the parent password: deletion needs the child's own sign-in password", async () => {
    const student = await studentWithData();
    expect((await deleteAccount(student.cookie, PARENT_PASSWORD)).statusCode).toBe(403);
    expect((await rowsOf(student.id))["users.id"]).toBe(1);
  });

  it("asks for the password when it is blank or missing", async () => {
    const student = await registerStudent(api);
    for (const password of ["", "   ", undefined]) {
      const response = await deleteAccount(student.cookie, password);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(ACCOUNT_DELETION_TEXTS.passwordRequired);
    }
    expect((await currentUser(student.cookie)).statusCode).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const response = await deleteAccount(undefined, CHILD_PASSWORD);
    expect(response.statusCode).toBe(401);
  });

  it("refuses while study mode is on: the parent's lock holds", async () => {
    const student = await studentWithData();
    await call(api, "POST", "/api/study-mode/toggle", student.cookie, { enabled: true, password: PARENT_PASSWORD });
    const before = await rowsOf(student.id);
    const response = await deleteAccount(student.cookie, CHILD_PASSWORD);
    expect(response.statusCode).toBe(423);
    expect(response.json<{ message: string }>().message).toBe(PARENTAL_TEXTS.deletionLockedByStudyMode);
    expect(await rowsOf(student.id)).toEqual(before);
  });

  it(`limits wrong passwords to ${ACCOUNT_DELETION_FAILURES.limit.toString()} per window`, async () => {
    const student = await registerStudent(api);
    for (let attempt = 0; attempt < ACCOUNT_DELETION_FAILURES.limit; attempt += 1) {
      expect((await deleteAccount(student.cookie, `guess-${attempt.toString()}`)).statusCode).toBe(403);
    }
    const blocked = await deleteAccount(student.cookie, CHILD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect((await currentUser(student.cookie)).statusCode).toBe(200);
  });
});
