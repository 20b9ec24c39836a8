// The operators' review queue of safety events through HTTP: events recorded the way the turn pipeline records them
// (safetyEventRecording), read newest first with filters and pages, moved forward only with one audit row per move,
// refused to anyone but an operator, and gone with the child's account.
import { SAFETY_EVENTS_PAGE_SIZE, httpCalls } from "@kidsafe/contracts";
import type { AdminAudit, AdminSafetyEvent, AdminSafetyEvents } from "@kidsafe/contracts";
import { safetyEventRecording } from "@kidsafe/ai";
import { createSafetyEventsRepository } from "@kidsafe/db";
import type { SafetyEventInput } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAFETY_EVENT_TEXTS } from "../src/modules/operators/safety-events.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { signedInAdvertiser, signedInOperator } from "./operator-support.ts";
import { CHILD_PASSWORD, call, manualClock, registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

const LIST = httpCalls.adminSafetyEvents.path;
const statusPath = (id: string) => httpCalls.adminUpdateSafetyEventStatus.path.replace(":id", id);
const silentLog = { info: () => undefined, warn: () => undefined };

const clock = manualClock("2026-11-29T09:00:00.000Z");
let api: TestApi;
let operator: { username: string; cookie: string };
let recorder: ReturnType<typeof safetyEventRecording>;

beforeAll(async () => {
  api = await startTestApi({ clock: clock.now });
  operator = await signedInOperator(api);
  recorder = safetyEventRecording(createSafetyEventsRepository(api.database.db), { log: silentLog, clock: clock.now });
});
afterAll(() => api.close());

const CRISIS_REPLY = "You matter, and you deserve help right now. Please tell a grown-up you trust. You can call or text 988.";

function crisisOf(student: Student, overrides: Partial<SafetyEventInput> = {}): SafetyEventInput {
  return {
    userId: student.id,
    sessionId: "1764406800000-crisis01",
    category: "self_harm",
    surface: "chat",
    childMessage: "I want to kill myself",
    reply: CRISIS_REPLY,
    age: 10,
    ...overrides,
  };
}

const read = (query = "", cookie = operator.cookie) => call(api, "GET", `${LIST}${query}`, cookie);
const move = (id: string, body: object, cookie = operator.cookie) => call(api, "POST", statusPath(id), cookie, body);

async function list(query = ""): Promise<AdminSafetyEvents> {
  const response = await read(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminSafetyEvents>();
}

/** The student's events as the queue lists them (other tests' events share the database). */
async function eventsOf(student: Student, query = "?limit=100"): Promise<AdminSafetyEvent[]> {
  return (await list(query)).events.filter((event) => event.child.id === student.id);
}

async function auditRows(action: string) {
  const response = await call(api, "GET", `${httpCalls.adminAudit.path}?action=${action}`, operator.cookie);
  return response.json<AdminAudit>().entries;
}

describe("GET /api/admin/safety-events", () => {
  it("lists the events newest first with the exchange, the child, the category and the status", async () => {
    const student = await registerStudent(api, "Worried");
    clock.set("2026-11-29T09:00:00.000Z");
    await recorder.safetyEvent(crisisOf(student));
    clock.set("2026-11-29T09:05:00.000Z");
    await recorder.safetyEvent(
      crisisOf(student, {
        category: "personal_data",
        surface: "voice",
        sessionId: null,
        age: null,
        childMessage: "I live at [address]",
        reply: "Let's keep your address private.",
      }),
    );

    const [newest, oldest] = await eventsOf(student);
    expect(newest).toMatchObject({
      createdAt: "2026-11-29T09:05:00.000Z",
      category: "personal_data",
      surface: "voice",
      sessionId: null,
      age: null,
      childMessage: "I live at [address]",
      status: "new",
    });
    expect(oldest).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      createdAt: "2026-11-29T09:00:00.000Z",
      category: "self_harm",
      surface: "chat",
      sessionId: "1764406800000-crisis01",
      child: { id: student.id, username: student.username },
      age: 10,
      childMessage: "I want to kill myself",
      reply: CRISIS_REPLY,
      status: "new",
      reviewedAt: null,
      reviewedBy: null,
      resolvedAt: null,
      resolvedBy: null,
      note: null,
    });
  });

  it("filters by status and category, and pages with before and limit", async () => {
    const student = await registerStudent(api, "Paged");
    for (const category of ["self_harm", "abuse", "grooming", "harmful_request"] as const) {
      await recorder.safetyEvent(crisisOf(student, { category }));
    }
    const all = await eventsOf(student);
    expect(all.map((event) => event.category)).toEqual(["harmful_request", "grooming", "abuse", "self_harm"]);

    expect((await eventsOf(student, "?category=abuse&limit=100")).map((event) => event.category)).toEqual(["abuse"]);
    expect(await move(all[1]!.id, { status: "resolved" }).then((response) => response.statusCode)).toBe(200);
    expect((await eventsOf(student, "?status=resolved&limit=100")).map((event) => event.category)).toEqual(["grooming"]);
    expect((await eventsOf(student, "?status=new&limit=100")).map((event) => event.category)).toEqual(["harmful_request", "abuse", "self_harm"]);

    const first = await list(`?limit=2&before=${String(BigInt(all[0]!.id) + 1n)}`);
    expect(first.events.map((event) => event.id)).toEqual([all[0]!.id, all[1]!.id]);
    expect(first.nextBefore).toBe(all[1]!.id);
    const second = await list(`?limit=2&before=${first.nextBefore!}`);
    expect(second.events.map((event) => event.id).slice(0, 2)).toEqual([all[2]!.id, all[3]!.id]);
  });

  it(`answers ${String(SAFETY_EVENTS_PAGE_SIZE)} events unless asked for up to 100, and says when there are no more`, async () => {
    const student = await registerStudent(api, "Many");
    for (let index = 0; index < SAFETY_EVENTS_PAGE_SIZE + 1; index++) await recorder.safetyEvent(crisisOf(student));
    const page = await list();
    expect(page.events).toHaveLength(SAFETY_EVENTS_PAGE_SIZE);
    expect(page.nextBefore).toBe(page.events.at(-1)?.id);
    expect((await list("?status=resolved&category=grooming&limit=100")).nextBefore).toBeNull();
  });

  it.each([
    ["?status=open", "status must be one of: new, reviewed, resolved"],
    ["?category=bullying", "category must be one of: self_harm, abuse, grooming, personal_data, harmful_request"],
    ["?before=abc", "before must be the id of a safety event: a positive whole number"],
    ["?before=0", "before must be the id of a safety event: a positive whole number"],
    ["?limit=0", "limit must be a whole number from 1 to 100"],
    ["?limit=101", "limit must be a whole number from 1 to 100"],
    ["?limit=ten", "limit must be a whole number from 1 to 100"],
    ["?userId=3", 'Unknown field: "userId".'],
  ])("answers %s with 400 and a message saying what is wrong", async (query, message) => {
    const response = await read(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});

describe("POST /api/admin/safety-events/:id/status", () => {
  it("moves an event new -> reviewed -> resolved, each move one audit row without the note or the child's words", async () => {
    const student = await registerStudent(api, "Reviewed");
    await recorder.safetyEvent(crisisOf(student));
    const [event] = await eventsOf(student);
    const id = event!.id;

    clock.set("2026-11-29T10:00:00.000Z");
    const reviewed = await move(id, { status: "reviewed", note: "  Called the school's safeguarding lead  " });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json<AdminSafetyEvent>()).toMatchObject({
      id,
      status: "reviewed",
      reviewedAt: "2026-11-29T10:00:00.000Z",
      reviewedBy: operator.username,
      resolvedAt: null,
      note: "Called the school's safeguarding lead",
    });

    clock.set("2026-11-29T11:00:00.000Z");
    const resolved = await move(id, { status: "resolved" });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminSafetyEvent>()).toMatchObject({
      status: "resolved",
      reviewedBy: operator.username,
      resolvedAt: "2026-11-29T11:00:00.000Z",
      resolvedBy: operator.username,
      note: "Called the school's safeguarding lead",
    });
    expect((await eventsOf(student))[0]).toMatchObject({ status: "resolved", note: "Called the school's safeguarding lead" });

    const [review] = (await auditRows("safety-event.review")).filter((row) => row.targetId === id);
    expect(review).toMatchObject({
      operator: operator.username,
      targetType: "safety-event",
      before: { status: "new" },
      after: { status: "reviewed", noteGiven: true },
    });
    const resolutions = (await auditRows("safety-event.resolve")).filter((row) => row.targetId === id);
    expect(resolutions).toHaveLength(1);
    expect(resolutions[0]).toMatchObject({ before: { status: "reviewed" }, after: { status: "resolved", noteGiven: false } });
    expect(JSON.stringify([review, resolutions])).not.toMatch(/safeguarding|kill myself/);
  });

  it("refuses a move back or to the same status with 409 and writes no audit row for it", async () => {
    const student = await registerStudent(api, "Backwards");
    await recorder.safetyEvent(crisisOf(student, { category: "grooming" }));
    const [event] = await eventsOf(student);
    const id = event!.id;

    expect((await move(id, { status: "resolved", note: "Reported to the police" })).statusCode).toBe(200);
    const back = await move(id, { status: "reviewed" });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toBe(SAFETY_EVENT_TEXTS.backwards);
    const again = await move(id, { status: "resolved" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("This safety event is already resolved.");
    expect((await auditRows("safety-event.review")).filter((row) => row.targetId === id)).toEqual([]);
    expect((await auditRows("safety-event.resolve")).filter((row) => row.targetId === id)).toHaveLength(1);

    await recorder.safetyEvent(crisisOf(student, { category: "abuse" }));
    const [second] = await eventsOf(student, "?status=new&limit=100");
    expect((await move(second!.id, { status: "reviewed" })).statusCode).toBe(200);
    const twice = await move(second!.id, { status: "reviewed" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe("This safety event is already reviewed.");
  });

  it.each([
    ["999999999999", { status: "reviewed" }, 404, SAFETY_EVENT_TEXTS.notFound],
    ["abc", { status: "reviewed" }, 400, "Safety event id must be the id of a safety event: a positive whole number"],
    ["1", { status: "new" }, 400, 'status must be "reviewed" or "resolved"'],
    ["1", {}, 400, 'status must be "reviewed" or "resolved"'],
    ["1", { status: "resolved", note: "x".repeat(1_001) }, 400, "A note can be at most 1000 characters"],
    ["1", { status: "resolved", assignee: "ops" }, 400, 'Unknown field: "assignee".'],
  ])("answers /%s with %j: %i and a message saying what is wrong", async (id, body, status, message) => {
    const response = await move(id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});

describe("who may see safety events", () => {
  it("answers 401 without a session, and 403 to a student or an advertiser", async () => {
    const student = await registerStudent(api, "Nosy");
    await recorder.safetyEvent(crisisOf(student));
    const [event] = await eventsOf(student);
    const advertiser = await signedInAdvertiser(api);
    for (const cookie of [undefined, student.cookie, advertiser.cookie]) {
      const expected = cookie === undefined ? 401 : 403;
      expect((await call(api, "GET", LIST, cookie)).statusCode).toBe(expected);
      expect((await call(api, "POST", statusPath(event!.id), cookie, { status: "resolved" })).statusCode).toBe(expected);
    }
    expect((await eventsOf(student))[0]?.status).toBe("new");
  });
});

describe("deleting a child's account", () => {
  it("takes the child's safety events with it, and keeps the operators' audit rows", async () => {
    const student = await registerStudent(api, "Leaving");
    const other = await registerStudent(api, "Staying");
    await recorder.safetyEvent(crisisOf(student));
    await recorder.safetyEvent(crisisOf(student, { category: "abuse" }));
    await recorder.safetyEvent(crisisOf(other));
    const [event] = await eventsOf(student);
    expect((await move(event!.id, { status: "reviewed" })).statusCode).toBe(200);

    const deleted = await call(api, "POST", "/api/delete-account", student.cookie, { password: CHILD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await eventsOf(student)).toEqual([]);
    const left = await api.database.db.selectFrom("safety_events").select("id").where("user_id", "=", student.id).execute();
    expect(left).toEqual([]);
    expect(await eventsOf(other)).toHaveLength(1);
    expect((await move(event!.id, { status: "resolved" })).statusCode).toBe(404);
    expect((await auditRows("safety-event.review")).filter((row) => row.targetId === event!.id)).toHaveLength(1);
  });
});
