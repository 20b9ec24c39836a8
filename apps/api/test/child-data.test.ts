// A linked parent's rights over the child's data (read the conversations, export everything, delete
// everything, Redis included) and the erasure of what was collected when consent is withdrawn.
import { adKeysFor, createStudentForgetter, databaseNameOf } from "@kidsafe/ads";
import { CONSENT_NOTICE_VERSION, FAMILY_INSIGHT_TEXTS, FAMILY_TEXTS } from "@kidsafe/contracts";
import type { ChildConversations } from "@kidsafe/contracts";
import { DELETED_REPORT_DETAILS, createAdEventsRepository, createModerationRepository, createSafetyEventsRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { unzipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStudentDataEraser } from "../src/modules/account/student-data.ts";
import { CHILD_DELETION_FAILURES } from "../src/modules/child-data/rate-limits.ts";
import { PARENT_CONVERSATION_BOUNDS } from "../src/modules/child-data/service.ts";
import { createSearchContextStore } from "../src/modules/search/search-context.ts";
import { insertAdvertiser } from "./ads-support.ts";
import { pictures, upload } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { PARENT_ACCOUNT_PASSWORD, linkInRepository, registerChildOn, signedInParent, signedInParentOf } from "./parents-support.ts";
import type { Child, Parent } from "./parents-support.ts";
import { CHILD_PASSWORD, PARENT_PASSWORD, call, setDeviceSettings } from "./study-mode-support.ts";
import { columnsReferencingUsers } from "./student-rows-support.ts";

let emulator: GeminiEmulator;
let api: TestApi;
// A clock the test moves past the chat's 2 s cooldown between messages.
let now = new Date("2026-06-15T12:00:00.000Z").getTime();
const tick = () => (now += 5_000);

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "2000" }), clock: () => new Date(now) });
});
afterAll(async () => {
  await api?.close();
  await emulator?.close();
});

const registerChild = (birthYear: number) => registerChildOn(api, birthYear);
/** Linked, and (for a child under 13) the consent a card check would have recorded. */
const link = (parent: Parent, child: Child, consent: boolean) => linkInRepository(api, parent.id, child.id, consent);

async function chat(child: Child, sessionId: string, message: string, files: ReturnType<typeof upload>[] = []) {
  tick();
  const response = await call(api, "POST", "/api/chat", child.cookie, { message, sessionId, files });
  expect(response.statusCode, response.body).toBe(200);
}

const conversationsOf = (parent: Parent | undefined, childId: number) =>
  call(api, "GET", `/api/parent/children/${String(childId)}/conversations`, parent?.cookie);
const exportOf = (parent: Parent, childId: number) => call(api, "GET", `/api/parent/children/${String(childId)}/export`, parent.cookie);
const deleteChild = (parent: Parent, childId: number, password: unknown) =>
  call(api, "POST", `/api/parent/children/${String(childId)}/delete`, parent.cookie, { password });
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe("a parent reading the child's conversations", () => {
  it("shows a linked child under 13 their stored conversations, newest first, with every message", async () => {
    const parent = await signedInParent(api);
    const child = await registerChild(CHILD_BIRTH_YEAR);
    await link(parent, child, true);
    await chat(child, "older-session", "Why is the sky blue?");
    await chat(child, "newer-session", "How far away is the moon?");
    await chat(child, "newer-session", "And the sun?");

    const response = await conversationsOf(parent, child.id);
    expect(response.statusCode, response.body).toBe(200);
    const { conversations } = response.json<ChildConversations>();
    expect(conversations.map((conversation) => conversation.title)).toEqual(["How far away is the moon?", "Why is the sky blue?"]);
    const newest = conversations[0]!;
    expect(newest.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(newest.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual([
      "How far away is the moon?",
      "And the sun?",
    ]);
    expect(newest.messages[1]!.content.length).toBeGreaterThan(0);
    expect(new Date(newest.updatedAt).getTime()).toBeGreaterThan(new Date(conversations[1]!.updatedAt).getTime());
  });

  it(`reads at most the last ${String(PARENT_CONVERSATION_BOUNDS.maxConversations)} conversations`, async () => {
    const parent = await signedInParent(api);
    const child = await registerChild(CHILD_BIRTH_YEAR);
    await link(parent, child, true);
    const extra = 3;
    await sql`insert into conversations (user_id, session_id, created_at)
      select ${child.id}, 'bulk-' || g, now() - g * interval '1 minute'
      from generate_series(1, ${PARENT_CONVERSATION_BOUNDS.maxConversations + extra}) g`.execute(api.database.db);
    const response = await conversationsOf(parent, child.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ChildConversations>().conversations).toHaveLength(PARENT_CONVERSATION_BOUNDS.maxConversations);
  });

  it("refuses a teen's conversations with 403, and another parent's child with the same 404 as no child", async () => {
    const parent = await signedInParent(api);
    const teen = await registerChild(TEEN_BIRTH_YEAR);
    await link(parent, teen, false);
    const teenAnswer = await conversationsOf(parent, teen.id);
    expect(teenAnswer.statusCode).toBe(403);
    expect(messageOf(teenAnswer)).toBe(FAMILY_INSIGHT_TEXTS.teenTranscripts);

    const stranger = await registerChild(CHILD_BIRTH_YEAR);
    for (const childId of [stranger.id, 2_000_000_000]) {
      const answer = await conversationsOf(parent, childId);
      expect(answer.statusCode).toBe(404);
      expect(messageOf(answer)).toBe(FAMILY_TEXTS.notYourChild);
    }
    // Not a parent at all: the child's own session is no parent session.
    expect((await call(api, "GET", `/api/parent/children/${String(stranger.id)}/conversations`, stranger.cookie)).statusCode).toBe(401);
    expect((await conversationsOf(undefined, stranger.id)).statusCode).toBe(401);
  });
});

describe("a parent's export", () => {
  it("is one zip: child.json with every section, and the photos beside it byte for byte", async () => {
    const parent = await signedInParent(api);
    const child = await registerChild(CHILD_BIRTH_YEAR);
    // On the device, before a parent account takes the parent password over.
    await setDeviceSettings(api, child.cookie);
    await link(parent, child, true);
    const photo = await pictures.png(6, 5);
    await chat(child, "photo-session", "What colour is this?", [upload("My Drawing (1).png", photo)]);
    await createSafetyEventsRepository(api.database.db).record({
      userId: child.id,
      sessionId: "photo-session",
      category: "personal_data",
      surface: "chat",
      childMessage: "my phone is [masked]",
      reply: "Let's keep phone numbers private.",
      age: 10,
    });

    const response = await exportOf(parent, child.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="kidsafe-${child.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const document = JSON.parse(Buffer.from(files["child.json"]!).toString("utf8")) as Record<string, unknown> & {
      account: { username: string; birthYear: number };
      settings: Record<string, unknown>;
      conversations: Array<{ title: string; messages: Array<{ role: string; content: string; photos: string[] }> }>;
      photos: Array<{ file: string; fileName: string }>;
      safetyEvents: Array<{ category: string; exchange: { childMessage: string; reply: string } }>;
      studyModeExits: unknown[];
      dailyUsage: Array<{ messages: number }>;
      consents: Array<{ parentEmail: string; noticeVersion: string }>;
      parents: Array<{ email: string }>;
    };
    expect(document.account).toMatchObject({ username: child.username, birthYear: CHILD_BIRTH_YEAR });
    expect(document.settings).toMatchObject({
      parentPasswordSet: true,
      dailyMessageLimit: 40,
      dailyTimeLimitMinutes: 120,
      timeZone: "Europe/Paris",
    });
    expect(JSON.stringify(document)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(document.studyModeExits).toHaveLength(1);
    expect(document.dailyUsage.reduce((sum, day) => sum + day.messages, 0)).toBeGreaterThan(0);
    expect(document.safetyEvents).toEqual([
      expect.objectContaining({
        category: "personal_data",
        exchange: { childMessage: "my phone is [masked]", reply: "Let's keep phone numbers private." },
      }),
    ]);
    expect(document.consents).toEqual([expect.objectContaining({ parentEmail: parent.email, noticeVersion: CONSENT_NOTICE_VERSION })]);
    expect(document.parents).toEqual([expect.objectContaining({ email: parent.email })]);
    expect(document.conversations).toHaveLength(1);
    const [question] = document.conversations[0]!.messages;
    expect(question).toMatchObject({ role: "user", content: "What colour is this?" });

    // The photo: named safely, linked from its message, the bytes the child's own chat shows.
    const [attachment] = await api.database.db.selectFrom("attachments").select("id").where("user_id", "=", child.id).execute();
    const path = `photos/${String(attachment!.id)}-photo-1.png`;
    expect(document.photos).toEqual([expect.objectContaining({ file: path, fileName: "photo-1.png" })]);
    expect(question!.photos).toEqual([path]);
    const served = await call(api, "GET", `/api/attachments/${String(attachment!.id)}`, child.cookie);
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(files[path]!).equals(served.rawPayload)).toBe(true);
    expect(Object.keys(files).sort()).toEqual(["child.json", path]);
  });

  it("is every linked parent's right, a teen's included, and no one else's", async () => {
    const parent = await signedInParent(api);
    const teen = await registerChild(TEEN_BIRTH_YEAR);
    await link(parent, teen, false);
    await chat(teen, "teen-session", "Help me plan a science project");
    const response = await exportOf(parent, teen.id);
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(Buffer.from(unzipSync(new Uint8Array(response.rawPayload))["child.json"]!).toString("utf8")) as {
      conversations: unknown[];
    };
    expect(document.conversations).toHaveLength(1);

    const other = await signedInParent(api);
    const refused = await exportOf(other, teen.id);
    expect(refused.statusCode).toBe(404);
    expect(messageOf(refused)).toBe(FAMILY_TEXTS.notYourChild);
  });
});

// ---- Deletion: every table and every Redis key ----

/** Every column that references users(id), every column named for a student (user_id, reporter_id, child_id), and users.id. */
async function studentColumns(): Promise<Array<{ table: string; column: string }>> {
  const named = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_name in ('user_id', 'reporter_id', 'child_id', 'student_id')
  `.execute(api.database.db);
  const columns = [
    ...(await columnsReferencingUsers(api.database.db)),
    ...named.rows.map((row) => ({ table: row.table_name, column: row.column_name })),
    { table: "users", column: "id" },
  ];
  const byName = new Map(columns.map(({ table, column }) => [`${table}.${column}`, { table, column }]));
  return [...byName.values()];
}

async function rowsHolding(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await studentColumns()) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(
      api.database.db,
    );
    counts[`${table}.${column}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Every key of this API's key space (its prefix), without the prefix, with its value as text. */
async function redisKeySpace(): Promise<Array<{ key: string; value: string }>> {
  const prefix = api.redis.options.keyPrefix ?? "";
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await api.redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = next;
    keys.push(...batch.map((key) => key.slice(prefix.length)));
  } while (cursor !== "0");
  const entries = [];
  for (const key of keys) {
    const type = await api.redis.type(key);
    const value =
      type === "string"
        ? await api.redis.get(key)
        : type === "hash"
          ? JSON.stringify(await api.redis.hgetall(key))
          : type === "set"
            ? JSON.stringify(await api.redis.smembers(key))
            : type === "zset"
              ? JSON.stringify(await api.redis.zrange(key, 0, -1))
              : type === "list"
                ? JSON.stringify(await api.redis.lrange(key, 0, -1))
                : type === "stream"
                  ? JSON.stringify(await api.redis.xrange(key, "-", "+"))
                  : "";
    entries.push({ key, value: value ?? "" });
  }
  return entries;
}

/** A key names the student when one of its segments (between ':' or '|') is the id or the username. */
const keyNames = (key: string, userId: number, username: string) =>
  key.split(/[:|]/).some((segment) => segment === String(userId) || segment.toLowerCase() === username.toLowerCase());

const CHILD_WORDS = "my secret treehouse";

/** A child with data everywhere a student's data goes: through the API where it can, else each store's own writer. */
async function childWithDataEverywhere(parent: Parent): Promise<Child & { session: string }> {
  const child = await registerChild(CHILD_BIRTH_YEAR);
  // Session ids are the browser's: each child here has its own.
  const session = `everywhere-${String(child.id)}`;
  await setDeviceSettings(api, child.cookie);
  expect((await call(api, "POST", "/api/family/link-code", child.cookie)).statusCode).toBe(200);
  // Wrong passwords leave counters keyed by the id and by the username.
  await call(api, "POST", "/api/study-mode/toggle", child.cookie, { enabled: true, password: "not-the-parent" });
  await call(api, "POST", "/api/delete-account", child.cookie, { password: "not-mine" });
  await call(api, "POST", "/api/login", undefined, { username: child.username, password: "not-mine" });
  await link(parent, child, true);

  await chat(child, session, `Look at ${CHILD_WORDS}`, [upload("treehouse.png", await pictures.png(4, 4))]);
  await createSearchContextStore(api.redis).remember(child.id, session, { query: CHILD_WORDS, overview: "A treehouse is..." });
  await createSafetyEventsRepository(api.database.db).record({
    userId: child.id,
    sessionId: session,
    category: "personal_data",
    surface: "chat",
    childMessage: CHILD_WORDS,
    reply: "Keep it private.",
    age: 10,
  });
  await createModerationRepository(api.database.db).addForReview({ surface: "chat", age: 10, replyText: "held back", reason: "no verdict" });

  const advertiserId = await insertAdvertiser(api.database.db, {});
  await api.database.db
    .insertInto("reports")
    .values({ advertiser_id: advertiserId, reporter_id: child.id, reason: "other", details: CHILD_WORDS })
    .execute();
  await createAdEventsRepository(api.database.db).insertServed([
    { advertiserId, userId: child.id, sessionId: session, placement: "search", query: CHILD_WORDS, servedAt: new Date(now) },
  ]);
  const keys = adKeysFor(databaseNameOf(api.config.databaseUrl));
  const slot = `search:${String(advertiserId)}`;
  await api.redis.hset(keys.lastSession(child.id), slot, session);
  await api.redis.hset(keys.served(child.id, session), slot, String(now), `q:${slot}`, CHILD_WORDS);
  await api.redis.hset(keys.served(child.id, "an-older-tab"), slot, String(now));
  await api.redis.hset(keys.recommendationPacing(child.id), "last", String(advertiserId), `n:${session}`, "0");
  await api.redis.set(keys.counted("view", advertiserId, child.id, null), String(now));
  await api.redis.set(keys.counted("click", advertiserId, child.id, session), String(now));
  await api.redis.set(keys.countedToday(advertiserId, child.id, "2026-06-15"), "1");
  // What the voice gateway keeps under the same prefix (its call slots and resumption handles).
  await api.redis.zadd(`voice:calls:${String(child.id)}`, now + 60_000, "call-1");
  await api.redis.set(`voice:handle:${String(child.id)}:${session}`, "resume-token");
  return { ...child, session };
}

describe("a parent deleting the child", () => {
  it("removes the child from every table and every Redis key, and leaves everyone else's", async () => {
    // Ids past the advertisers' and parents' own, so a number in a key is the child's or no one's.
    for (let index = 0; index < 3; index++) await registerChild(TEEN_BIRTH_YEAR);
    const parent = await signedInParent(api);
    const child = await childWithDataEverywhere(parent);
    const bystander = await childWithDataEverywhere(await signedInParent(api));

    const before = await rowsHolding(child.id);
    for (const table of [
      "users.id",
      "conversations.user_id",
      "messages.user_id",
      "attachments.user_id",
      "parental_settings.user_id",
      "study_mode_exits.user_id",
      "daily_usage.user_id",
      "safety_events.user_id",
      "served_ads.user_id",
      "reports.reporter_id",
      "link_codes.user_id",
      "parent_links.user_id",
      "parental_consents.user_id",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const keysBefore = (await redisKeySpace()).filter(({ key }) => keyNames(key, child.id, child.username));
    expect(keysBefore.length).toBeGreaterThan(10);
    const bystanderRows = await rowsHolding(bystander.id);
    // (The chat's cooldown key lives 2 s of real time: it may lapse on its own meanwhile.)
    const bystanderKeys = (await redisKeySpace())
      .filter(({ key }) => keyNames(key, bystander.id, bystander.username) && !key.startsWith("chat:cooldown:"))
      .map(({ key }) => key);

    const wrong = await deleteChild(parent, child.id, "not-my-password");
    expect(wrong.statusCode).toBe(403);
    expect(messageOf(wrong)).toBe(FAMILY_TEXTS.wrongOwnPassword);
    expect(await rowsHolding(child.id)).toEqual(before);

    const response = await deleteChild(parent, child.id, PARENT_ACCOUNT_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const after = await rowsHolding(child.id);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    // The report stays for its advertiser, without the child or the child's words.
    const reports = await api.database.db
      .selectFrom("reports")
      .select(["reporter_id", "details"])
      .where("details", "like", `%${CHILD_WORDS}%`)
      .execute();
    expect(reports.every((report) => report.reporter_id === bystander.id)).toBe(true);
    expect(await api.database.db.selectFrom("reports").select("id").where("details", "=", DELETED_REPORT_DETAILS).execute()).toHaveLength(1);
    const served = await api.database.db.selectFrom("served_ads").select("user_id").where("query", "=", CHILD_WORDS).execute();
    expect(served.map((row) => row.user_id)).toEqual([bystander.id]);

    const space = await redisKeySpace();
    expect(space.filter(({ key }) => keyNames(key, child.id, child.username)).map(({ key }) => key)).toEqual([]);
    expect(space.filter(({ value }) => value.includes(child.username))).toEqual([]);
    // The bystander's keys are all still there.
    expect(space.map(({ key }) => key)).toEqual(expect.arrayContaining(bystanderKeys));
    expect(await rowsHolding(bystander.id)).toEqual(bystanderRows);

    // Signed out on every device, and the parent's link is gone with the child.
    expect((await call(api, "GET", "/api/user", child.cookie)).statusCode).toBe(401);
    expect((await conversationsOf(parent, child.id)).statusCode).toBe(404);
  });

  it("is not held by study mode: only the child's own deletion is", async () => {
    const parent = await signedInParent(api);
    const child = await registerChild(TEEN_BIRTH_YEAR);
    await call(api, "PUT", "/api/parental-limits", child.cookie, { password: PARENT_PASSWORD, dailyMessageLimit: 40, timeZone: "Europe/Paris" });
    expect((await call(api, "POST", "/api/study-mode/toggle", child.cookie, { enabled: true, password: PARENT_PASSWORD })).statusCode).toBe(200);
    await link(parent, child, false);
    expect((await call(api, "POST", "/api/delete-account", child.cookie, { password: CHILD_PASSWORD })).statusCode).toBe(423);

    expect((await deleteChild(parent, child.id, PARENT_ACCOUNT_PASSWORD)).statusCode).toBe(200);
    expect(await api.database.db.selectFrom("users").select("id").where("id", "=", child.id).execute()).toEqual([]);
  });

  it(`limits a parent's wrong passwords to ${String(CHILD_DELETION_FAILURES.limit)} per window, and refuses another parent's child`, async () => {
    const parent = await signedInParent(api);
    const child = await registerChild(TEEN_BIRTH_YEAR);
    await link(parent, child, false);
    for (let attempt = 0; attempt < CHILD_DELETION_FAILURES.limit; attempt++) {
      expect((await deleteChild(parent, child.id, `guess-${String(attempt)}`)).statusCode).toBe(403);
    }
    const blocked = await deleteChild(parent, child.id, PARENT_ACCOUNT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(FAMILY_TEXTS.tooManyAttempts);

    const other = await signedInParent(api);
    const refused = await deleteChild(other, child.id, PARENT_ACCOUNT_PASSWORD);
    expect(refused.statusCode).toBe(404);
    // Refused before the body is read: a stranger learns nothing more from a missing password.
    const bodiless = await call(api, "POST", `/api/parent/children/${String(child.id)}/delete`, other.cookie, {});
    expect({ status: bodiless.statusCode, message: messageOf(bodiless) }).toEqual({ status: 404, message: FAMILY_TEXTS.notYourChild });
    // The linked parent without a password is asked for it.
    const blank = await deleteChild(await signedInParentOf(api, child.id), child.id, "   ");
    expect(blank.statusCode).toBe(400);
    expect(await api.database.db.selectFrom("users").select("id").where("id", "=", child.id).execute()).toHaveLength(1);
  });
});

describe("erasing what was collected when consent is withdrawn", () => {
  it("deletes conversations, photos, safety events, searched words and search contexts, and keeps the account and its settings", async () => {
    const parent = await signedInParent(api);
    const child = await childWithDataEverywhere(parent);
    const keys = adKeysFor(databaseNameOf(api.config.databaseUrl));
    const eraser = createStudentDataEraser({
      db: api.database.db,
      redis: api.redis,
      sessions: api.app.sessionStore,
      servedRecords: createStudentForgetter(api.redis, keys),
    });

    await eraser.forgetCollected(child.id);

    const rows = await rowsHolding(child.id);
    for (const table of ["conversations.user_id", "messages.user_id", "attachments.user_id", "safety_events.user_id"])
      expect(rows[table], table).toBe(0);
    for (const table of [
      "users.id",
      "parental_settings.user_id",
      "study_mode_exits.user_id",
      "daily_usage.user_id",
      "parent_links.user_id",
      "parental_consents.user_id",
    ]) {
      expect(rows[table], table).toBe(1);
    }
    const served = await api.database.db.selectFrom("served_ads").select("query").where("user_id", "=", child.id).execute();
    expect(served).toEqual([{ query: "" }]);
    expect(await createSearchContextStore(api.redis).recall(child.id, child.session)).toBeNull();
    const left = await api.redis.exists(
      keys.lastSession(child.id),
      keys.served(child.id, child.session),
      keys.served(child.id, "an-older-tab"),
      keys.recommendationPacing(child.id),
      `voice:handle:${String(child.id)}:${child.session}`,
    );
    expect(left).toBe(0);
    expect((await redisKeySpace()).filter(({ value }) => value.includes(CHILD_WORDS) && value.includes(String(child.id)))).toEqual([]);
    // Still signed in: games and drawing go on.
    expect((await call(api, "GET", "/api/user", child.cookie)).statusCode).toBe(200);
  });
});
