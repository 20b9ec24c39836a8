import { REPORT_TEXTS } from "@kidsafe/contracts";
import { createReportsRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_REPORTS_MESSAGE, UNKNOWN_APP_MESSAGE } from "../src/modules/reports/service.ts";
import { insertAdvertiser, post, registerStudent } from "./ads-support.ts";
import type { Student } from "./ads-support.ts";
import { REPORTS_PER_STUDENT } from "../src/modules/reports/rate-limits.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

const REPORT_LIMIT = 4;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    manualFlush: true,
    limits: { [REPORTS_PER_STUDENT.name]: { limit: REPORT_LIMIT, windowMs: 60_000 } },
  });
});
afterAll(() => api.close());

const report = (student: Student | undefined, payload: unknown) => post(api, "/api/report-app", payload, student?.cookie);
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe("POST /api/report-app", () => {
  it("stores a report as pending, with the trimmed details, the reason and the reporter", async () => {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    const response = await report(student, {
      advertiserId,
      reportType: "misleading",
      reportDetails: "  It says free but asks for money.  ",
    });
    expect(response.statusCode).toBe(200);
    const { ok, reportId } = response.json<{ ok: boolean; reportId: number }>();
    expect(ok).toBe(true);

    const row = await api.database.db.selectFrom("reports").selectAll().where("id", "=", reportId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      advertiser_id: advertiserId,
      reporter_id: student.id,
      reason: "misleading",
      details: "It says free but asks for money.",
      status: "pending",
      admin_notes: null,
    });
  });

  it("accepts each of the seed's five reasons", async () => {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    for (const reportType of ["inappropriate", "broken", "misleading", "unsafe"]) {
      const response = await report(student, { advertiserId, reportType, reportDetails: `about ${reportType}` });
      expect(response.statusCode).toBe(200);
    }
    const other = await registerStudent(api);
    expect((await report(other, { advertiserId, reportType: "other", reportDetails: "x" })).statusCode).toBe(200);
  });

  it("answers 404 with a clear message for an app that does not exist", async () => {
    const student = await registerStudent(api);
    const response = await report(student, { advertiserId: 1_999_999_999, reportType: "unsafe", reportDetails: "scary" });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(UNKNOWN_APP_MESSAGE);
  });

  it("refuses a report without a reason, with an unknown reason, or with blank details", async () => {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    for (const payload of [
      { advertiserId, reportDetails: "details" },
      { advertiserId, reportType: "boring", reportDetails: "details" },
      { advertiserId, reportType: "broken" },
      { advertiserId, reportType: "broken", reportDetails: "   \n " },
    ]) {
      const response = await report(student, payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(REPORT_TEXTS.missingDescription);
    }
    const noApp = await report(student, { reportType: "broken", reportDetails: "details" });
    expect(noApp.statusCode).toBe(400);
    expect(messageOf(noApp)).toContain(REPORT_TEXTS.noApp);
    expect(await api.database.db.selectFrom("reports").selectAll().where("reporter_id", "=", student.id).execute()).toEqual([]);
  });

  it("needs a signed-in student", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    const response = await report(undefined, { advertiserId, reportType: "broken", reportDetails: "x" });
    expect(response.statusCode).toBe(401);
  });

  it(`limits each student to ${REPORT_LIMIT} reports per window with a 429, without touching other students`, async () => {
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db);
    const payload = { advertiserId, reportType: "broken", reportDetails: "It crashes" };
    for (let index = 0; index < REPORT_LIMIT; index++) expect((await report(student, payload)).statusCode).toBe(200);
    const blocked = await report(student, payload);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await report(await registerStudent(api), payload)).statusCode).toBe(200);
  });
});

describe("reports for the advertiser's dashboard and the admin", () => {
  it("lists one advertiser's reports newest first, and the admin's by status; the admin updates status and notes", async () => {
    const reports = createReportsRepository(api.database.db);
    const student = await registerStudent(api);
    const advertiserId = await insertAdvertiser(api.database.db, { appName: "Reported App" });
    const otherAdvertiser = await insertAdvertiser(api.database.db);
    const first = await reports.insert({ advertiserId, reporterId: student.id, reason: "broken", details: "first" });
    const second = await reports.insert({ advertiserId, reporterId: student.id, reason: "unsafe", details: "second" });
    await reports.insert({ advertiserId: otherAdvertiser, reporterId: student.id, reason: "other", details: "elsewhere" });

    const listed = await reports.listByAdvertiser(advertiserId);
    expect(listed.map((entry) => entry.id)).toEqual([second, first]);
    expect(listed[0]).toEqual({
      id: second,
      advertiserId,
      createdAt: expect.any(Date) as Date,
      reportType: "unsafe",
      reportDetails: "second",
      status: "pending",
      adminNotes: null,
    });

    const reviewed = await reports.updateStatus(first, "reviewed", "Looked at it");
    expect(reviewed).toMatchObject({ id: first, status: "reviewed", adminNotes: "Looked at it" });
    const resolved = await reports.updateStatus(first, "resolved");
    expect(resolved).toMatchObject({ status: "resolved", adminNotes: "Looked at it" });
    expect(await reports.updateStatus(first, "resolved", null)).toMatchObject({ adminNotes: null });
    expect(await reports.updateStatus(2_000_000_000, "reviewed")).toBeUndefined();

    const resolvedForAdmin = await reports.listForAdmin({ status: "resolved" });
    expect(resolvedForAdmin.map((entry) => entry.id)).toContain(first);
    expect(resolvedForAdmin.find((entry) => entry.id === first)?.appName).toBe("Reported App");
    expect((await reports.listForAdmin({ status: "pending" })).map((entry) => entry.id)).not.toContain(first);
  });
});
