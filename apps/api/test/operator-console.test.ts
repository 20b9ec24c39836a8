// The operator console through HTTP: the AI key sealed at rest and used by chat, moderation reaching the advertiser's
// dashboard, the automatic pause, billing's "run now", and one audit row per action in an append-only table.
import { openApiKey, parseKeyEncryptionKey } from "@kidsafe/ai";
import { SAFETY_QUEUE, httpCalls } from "@kidsafe/contracts";
import type { AdminAdvertisers, AdminAudit, AdvertiserReports, AiKeyStatus } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { createAdvertisersRepository, createBlockedSitesRepository } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdvertiser, post, registerStudent, uniqueName } from "./ads-support.ts";
import { newSession, postChat } from "./chat-support.ts";
import { QUEUE_BOARD_PATH } from "../src/modules/operators/queue-board.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { signedInAdvertiser, signedInOperator } from "./operator-support.ts";

const KEK = Buffer.alloc(32, 42).toString("base64");
const STORED_KEY = "AIza-operator-stored-key-9876";
const QUEUE_PREFIX = uniqueName("operator-console-");

let api: TestApi;
let gemini: GeminiEmulator;
let operator: { username: string; cookie: string };

beforeAll(async () => {
  // Gemini accepts only the operator's key: the environment's key is refused.
  gemini = await startGeminiEmulator({ apiKey: STORED_KEY });
  api = await startTestApi({
    env: {
      ...emulatedGemini(gemini.url, { GEMINI_API_KEY: "env-key-gemini-refuses" }),
      KEY_ENCRYPTION_KEY: KEK,
      JOBS_QUEUE_PREFIX: QUEUE_PREFIX,
    },
  });
  operator = await signedInOperator(api);
});
afterAll(async () => {
  await api.close();
  await gemini.close();
});

const get = (url: string, cookie = operator.cookie) => api.app.inject({ method: "GET", url, headers: { cookie } });
const asOperator = (url: string, payload: object) => post(api, url, payload, operator.cookie);

async function auditRows(action: string) {
  const response = await get(`${httpCalls.adminAudit.path}?action=${action}`);
  return response.json<AdminAudit>().entries;
}

async function chatOnce(): Promise<number> {
  const student = await registerStudent(api);
  return (await postChat(api, student.cookie, { message: "Why is the sky blue?", sessionId: newSession() })).statusCode;
}

describe("the AI key", () => {
  it("is sealed in the database, used by chat at once, and shown only by its last four", async () => {
    expect(await chatOnce()).not.toBe(200);

    const stored = await asOperator(httpCalls.setOpenAiKey.path, { apiKey: `  ${STORED_KEY}  ` });
    expect(stored.statusCode).toBe(200);
    expect(stored.body).not.toContain(STORED_KEY);

    const row = await api.database.db.selectFrom("ai_provider_keys").selectAll().executeTakeFirstOrThrow();
    expect(row.sealed.includes(Buffer.from(STORED_KEY))).toBe(false);
    expect(JSON.stringify(row)).not.toContain(STORED_KEY);
    expect(openApiKey(parseKeyEncryptionKey(Buffer.alloc(32, 1).toString("base64")), row.sealed, "gemini")).toBeUndefined();
    expect(openApiKey(parseKeyEncryptionKey(KEK), row.sealed, "gemini")).toBe(STORED_KEY);

    expect(await chatOnce()).toBe(200);
    expect(gemini.requests.at(-1)?.apiKey).toBe(STORED_KEY);

    const status = (await get(httpCalls.adminAiKeyStatus.path)).json<AiKeyStatus>();
    expect(status).toMatchObject({ inUse: "stored", stored: { lastFour: "9876", setBy: operator.username, readable: true, rejected: null } });
    expect(JSON.stringify(status)).not.toContain(STORED_KEY);

    const [entry] = await auditRows("ai-key.set");
    expect(entry).toMatchObject({ operator: operator.username, after: { lastFour: "9876" } });
    expect(JSON.stringify(entry)).not.toContain(STORED_KEY);
  });

  it("refuses a blank key with the seed's text", async () => {
    const response = await asOperator(httpCalls.setOpenAiKey.path, { apiKey: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain("Please enter an API key");
  });

  it("reports on the console a key Gemini refuses", async () => {
    expect((await asOperator(httpCalls.setOpenAiKey.path, { apiKey: "AIza-revoked-key-0000" })).statusCode).toBe(200);
    expect(await chatOnce()).not.toBe(200);
    await expect
      .poll(async () => (await get(httpCalls.adminAiKeyStatus.path)).json<AiKeyStatus>().stored?.rejected?.message ?? "")
      .toMatch(/API key not valid/);
    // Storing a good key again clears the refusal.
    await asOperator(httpCalls.setOpenAiKey.path, { apiKey: STORED_KEY });
    expect((await get(httpCalls.adminAiKeyStatus.path)).json<AiKeyStatus>().stored?.rejected).toBeNull();
  });
});

describe("moderation", () => {
  it("sets a report's status and notes, which the advertiser's dashboard then shows", async () => {
    const advertiser = await signedInAdvertiser(api);
    const student = await registerStudent(api);
    const reported = await post(
      api,
      httpCalls.reportApp.path,
      { advertiserId: advertiser.id, reportType: "broken", reportDetails: "Never loads" },
      student.cookie,
    );
    const { reportId } = reported.json<{ reportId: number }>();

    const listed = await get(`${httpCalls.adminReports.path}?status=pending&reason=broken`);
    expect(listed.json<{ reports: Array<{ id: number; appName: string }> }>().reports[0]).toMatchObject({
      id: reportId,
      appName: advertiser.appName,
    });

    const updated = await asOperator(httpCalls.adminUpdateReport.path.replace(":id", String(reportId)), {
      status: "resolved",
      adminNotes: "The developer fixed the loading screen.",
    });
    expect(updated.statusCode).toBe(200);

    const dashboard = await get(httpCalls.advertiserReports.path, advertiser.cookie);
    expect(dashboard.json<AdvertiserReports>().reports[0]).toMatchObject({
      id: reportId,
      status: "resolved",
      adminNotes: "The developer fixed the loading screen.",
    });
    const resolvedOnly = await get(`${httpCalls.adminReports.path}?status=pending`);
    expect(resolvedOnly.json<{ reports: Array<{ id: number }> }>().reports.map((report) => report.id)).not.toContain(reportId);

    const [entry] = await auditRows("report.update");
    expect(entry).toMatchObject({
      targetType: "report",
      targetId: String(reportId),
      before: { status: "pending", adminNotes: null },
      after: { status: "resolved", adminNotes: "The developer fixed the loading screen." },
    });
  });

  it("pauses an app reported by three different students, not by one student three times", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    const pausedAt = async () =>
      (await api.database.db.selectFrom("advertisers").select("paused_at").where("id", "=", advertiserId).executeTakeFirstOrThrow()).paused_at;
    const report = (cookie: string) =>
      post(api, httpCalls.reportApp.path, { advertiserId, reportType: "unsafe", reportDetails: "Scary" }, cookie);

    const first = await registerStudent(api);
    for (let i = 0; i < 3; i++) expect((await report(first.cookie)).statusCode).toBe(200);
    expect(await pausedAt()).toBeNull();
    await report((await registerStudent(api)).cookie);
    expect(await pausedAt()).toBeNull();
    await report((await registerStudent(api)).cookie);
    expect(await pausedAt()).not.toBeNull();

    const queue = (await get(`${httpCalls.adminAdvertisers.path}?paused=true`)).json<AdminAdvertisers>().advertisers;
    expect(queue.find((advertiser) => advertiser.id === advertiserId)?.pauseReason).toMatch(/3 different students within 7 days/);
    const [entry] = await auditRows("advertiser.auto-pause");
    expect(entry).toMatchObject({ operator: "system", targetId: String(advertiserId) });
  });

  it("pauses and resumes an app, hiding it from children meanwhile, each step audited", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    const shown = async () =>
      (await api.database.db.selectFrom("advertisers").select("paused_at").where("id", "=", advertiserId).executeTakeFirstOrThrow())
        .paused_at === null;
    const pause = httpCalls.adminPauseAdvertiser.path.replace(":id", String(advertiserId));
    const resume = httpCalls.adminResumeAdvertiser.path.replace(":id", String(advertiserId));

    expect((await asOperator(pause, { reason: "  " })).statusCode).toBe(400);
    expect((await asOperator(pause, { reason: "Checking a parent's complaint" })).statusCode).toBe(200);
    expect(await shown()).toBe(false);
    expect((await asOperator(pause, { reason: "again" })).statusCode).toBe(409);
    expect((await asOperator(resume, {})).statusCode).toBe(200);
    expect(await shown()).toBe(true);

    expect((await auditRows("advertiser.pause"))[0]).toMatchObject({
      targetId: String(advertiserId),
      after: { pauseReason: "Checking a parent's complaint" },
    });
    expect((await auditRows("advertiser.resume"))[0]).toMatchObject({
      targetId: String(advertiserId),
      before: { pauseReason: "Checking a parent's complaint" },
    });
  });

  it("ends an account with a blacklist and the reason (required), once", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    const end = httpCalls.adminEndAdvertiser.path.replace(":id", String(advertiserId));
    expect((await asOperator(end, { reason: "" })).statusCode).toBe(400);
    const ended = await asOperator(end, { reason: "Showed gambling ads to children" });
    expect(ended.json()).toEqual({ urlBlacklisted: true });
    const row = await api.database.db.selectFrom("advertisers").selectAll().where("id", "=", advertiserId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "cancelled" });
    const [block] = await createBlockedSitesRepository(api.database.db).ofAdvertiser(advertiserId);
    expect(block).toMatchObject({ reason: "operator", note: "Showed gambling ads to children", siteKey: new URL(row.app_url).hostname });
    expect(block?.expiresAt?.getTime()).toBe(block!.createdAt.getTime() + 30 * 24 * 60 * 60_000);
    expect((await asOperator(end, { reason: "again" })).statusCode).toBe(409);
    expect((await auditRows("advertiser.end"))[0]).toMatchObject({
      targetId: String(advertiserId),
      after: { status: "cancelled", urlBlacklisted: true },
    });
  });

  it("re-runs an app's safety check through the safety queue now, ahead of its delayed weekly check", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    const queues = createJobQueues({ connection: api.config.redisUrl, prefix: QUEUE_PREFIX });
    try {
      await queues.enqueue("safety.check", { advertiserId }, { delay: 5 * 24 * 60 * 60_000 });
      const response = await asOperator(httpCalls.adminRecheckAdvertiser.path.replace(":id", String(advertiserId)), {});
      expect(response.json()).toEqual({ jobId: `safety-${advertiserId}` });
      const job = await queues.queue("safety").getJob(`safety-${advertiserId}`);
      expect(job?.data).toEqual({ advertiserId, trigger: "operator" });
      expect(await job?.getState()).toBe("waiting");
    } finally {
      await queues.close();
    }
    expect((await auditRows("advertiser.safety-check"))[0]?.targetId).toBe(String(advertiserId));
  });
});

describe("billing", () => {
  it("runs the billing sweep now at a simulated time outside production, audited", async () => {
    const response = await asOperator(httpCalls.adminRunBilling.path, { asOf: "2026-12-07T09:00:00Z" });
    expect(response.statusCode).toBe(200);
    const queues = createJobQueues({ connection: api.config.redisUrl, prefix: QUEUE_PREFIX });
    try {
      const job = await queues.queue("billing").getJob(response.json<{ jobId: string }>().jobId);
      expect(job?.data).toEqual({ asOf: "2026-12-07T09:00:00.000Z" });
    } finally {
      await queues.close();
    }
    expect((await auditRows("billing.run-now"))[0]).toMatchObject({ after: { asOf: "2026-12-07T09:00:00Z" } });
  });

  it("waives a failed cycle once, lists failed charges with the reason, and the app is no longer overdue", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    await createAdvertisersRepository(api.database.db).markOverdue(advertiserId, new Date("2026-11-09T00:00:00Z"));
    const cycle = await api.database.db
      .insertInto("billing_cycles")
      .values({
        advertiser_id: advertiserId,
        cycle_start: new Date("2026-11-02T00:00:00Z"),
        cycle_end: new Date("2026-11-09T00:00:00Z"),
        state: "failed",
        views: 30,
        clicks: 0,
        recommendations: 0,
        amount_cents: 300,
        last_error: "Your card was declined.",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const overview = (await get(httpCalls.adminBilling.path)).json<{ failedCharges: Array<{ cycleId: string; reason: string }> }>();
    expect(overview.failedCharges.find((charge) => charge.cycleId === cycle.id)?.reason).toBe("Your card was declined.");

    const waive = httpCalls.adminWaiveCycle.path.replace(":id", cycle.id);
    expect((await asOperator(waive, {})).statusCode).toBe(200);
    expect((await asOperator(waive, {})).statusCode).toBe(409);
    expect((await auditRows("billing.waive-cycle"))[0]).toMatchObject({
      targetId: cycle.id,
      before: { state: "failed" },
      after: { state: "waived" },
    });
    expect((await createAdvertisersRepository(api.database.db).findById(advertiserId))?.overdueSince).toBeNull();
  });

  it("records what an operator changes through the queue board", async () => {
    const paused = await api.app.inject({
      method: "PUT",
      url: `${QUEUE_BOARD_PATH}/api/queues/${SAFETY_QUEUE}/pause`,
      headers: { cookie: operator.cookie },
    });
    expect(paused.statusCode, paused.body).toBeLessThan(400);
    expect((await auditRows("queues.change"))[0]).toMatchObject({
      operator: operator.username,
      targetId: `/api/queues/${SAFETY_QUEUE}/pause`,
      after: { method: "PUT" },
    });
  });
});

describe("the audit log", () => {
  it("records sign-ins, and the database refuses to change or delete a row", async () => {
    expect((await auditRows("operator.sign-in")).map((entry) => entry.operator)).toContain(operator.username);
    await expect(sql`update audit_log set action = 'nothing'`.execute(api.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(api.database.db)).rejects.toThrow(/append-only/);
  });

  it("filters by operator", async () => {
    const entries = (await get(`${httpCalls.adminAudit.path}?operator=system`)).json<AdminAudit>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.operator === "system")).toBe(true);
  });
});
