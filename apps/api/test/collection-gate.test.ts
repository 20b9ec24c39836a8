// The under-13 collection gate and the child's side of families, against real PostgreSQL and Redis, with the
// Gemini emulator behind chat and search: a child under 13, or of no known age, is refused every collecting call until a
// linked parent's consent stands; a teen never is; games and settings stay open.
import { createHash } from "node:crypto";
import {
  BIRTH_YEAR_MAX_YEARS_AGO,
  CHAT_SEND_COOLDOWN_MS,
  FAMILY_TEXTS,
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  LINK_CODE_TTL_MS,
  SEARCH_PAGE_CONTEXT,
} from "@kidsafe/contracts";
import type { ChatHistory, FamilyStatus, LinkCodeResponse } from "@kidsafe/contracts";
import { createConsentsRepository, createParentLinksRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_CONSENT_TTL_MS } from "../src/modules/family/collection-gate.ts";
import { LINK_CODES_PER_CHILD } from "../src/modules/family/rate-limits.ts";
import { chatRows, newSession, pictures, upload } from "./chat-support.ts";
import { emulatedGemini, sessionCookie, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { insertVerifiedParent, linkInRepository } from "./parents-support.ts";

const LINK_CODES_IN_TEST = 3;

let emulator: GeminiEmulator;
let api: TestApi;
let now = Date.now();
let counter = 0;

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({
    env: emulatedGemini(emulator.url),
    // Moved past the gate's cache time and the chat's cooldown, never slept through.
    clock: () => new Date(now),
    limits: { [LINK_CODES_PER_CHILD.name]: { limit: LINK_CODES_IN_TEST, windowMs: LINK_CODES_PER_CHILD.windowMs } },
  });
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

interface Child {
  id: number;
  cookie: string;
}

async function register(birthYear?: number): Promise<Child> {
  const username = `gate${Date.now().toString(36)}${String(counter++)}`;
  const response = await api.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username, password: "pw", ...(birthYear === undefined ? {} : { birthYear }) },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response) };
}

function request(child: Child, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return api.app.inject({ method, url, headers: { cookie: child.cookie }, ...(payload && { payload }) });
}

const consents = () => createConsentsRepository(api.database.db);
const links = () => createParentLinksRepository(api.database.db);

/** A parent linked to the child who consented (as the parents' module records a paid card check). */
async function consentOfLinkedParent(child: Child): Promise<number> {
  const parent = await insertVerifiedParent(api);
  await linkInRepository(api, parent.id, child.id, true);
  return parent.id;
}

/** Past the gate's cache time: what another replica changed is seen now. */
const pastTheGateCache = () => (now += RECENT_CONSENT_TTL_MS + 1);
const pastTheCooldown = () => (now += CHAT_SEND_COOLDOWN_MS);

/** Every collecting call of a student, with a body the route would take from a heard child. */
function collectingCalls(child: Child, photoId = 1) {
  const sessionId = newSession();
  return {
    chat: () => request(child, "POST", "/api/chat", { message: "Why is the sky blue?", sessionId }),
    "photo upload": async () =>
      request(child, "POST", "/api/chat", { message: "What is this?", sessionId, files: [upload("drawing.png", await pictures.png())] }),
    "search follow-up": () =>
      request(child, "POST", "/api/chat", { message: "tell me more", sessionId, previousSearchContext: { query: "volcanoes" } }),
    history: () => request(child, "GET", `/api/chat/${sessionId}`),
    search: () => request(child, "POST", "/api/search-websites", { query: "volcanoes", sessionId }),
    "track view": () =>
      request(child, "POST", "/api/track-view", { advertiserId: 1, searchQuery: "volcanoes", sessionId, pageContext: SEARCH_PAGE_CONTEXT }),
    "track click": () => request(child, "POST", "/api/track-click", { advertiserId: 1, searchQuery: "volcanoes" }),
    preview: () => request(child, "GET", `/api/preview?url=${encodeURIComponent("https://example.org/")}`),
    "photo read": () => request(child, "GET", `/api/attachments/${String(photoId)}`),
  };
}

async function expectRefusedEverywhere(child: Child, photoId?: number): Promise<void> {
  for (const [name, send] of Object.entries(collectingCalls(child, photoId))) {
    const response = await send();
    expect({ name, status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      name,
      status: 403,
      message: FAMILY_TEXTS.consentNeeded,
    });
  }
}

/** A 400's body: the field's own message, as the form shows it beside the field. */
type FieldErrors = { message: string; fieldErrors?: Record<string, string> };

const statusOf = async (child: Child) => (await request(child, "GET", "/api/family")).json<FamilyStatus>();

describe("the collection gate", () => {
  it("refuses a child under 13 and a child of no known age on every collecting call, and stores nothing", async () => {
    const before = await chatRows(api);
    for (const child of [await register(CHILD_BIRTH_YEAR), await register()]) await expectRefusedEverywhere(child);
    expect(await chatRows(api)).toEqual(before);
  });

  it("leaves games, settings, study mode, parental limits, deleting a chat and the family calls open to them", async () => {
    const child = await register(CHILD_BIRTH_YEAR);
    for (const [method, url] of [
      ["GET", "/api/user"],
      ["GET", "/api/family"],
      ["GET", "/api/study-mode"],
      ["GET", "/api/parental-limits"],
      // The open app's activity report: what counts a game's time toward the daily limit.
      ["POST", "/api/parental-limits/activity"],
      ["DELETE", `/api/chat/${newSession()}`],
    ] as const) {
      expect({ url, status: (await request(child, method, url)).statusCode }).toEqual({ url, status: 200 });
    }
    expect(await statusOf(child)).toEqual({ birthYear: CHILD_BIRTH_YEAR, ageGroup: "child", heard: false, consent: "needed", parents: 0 });
  });

  it("never gates a teen", async () => {
    const teen = await register(TEEN_BIRTH_YEAR);
    const sessionId = newSession();
    expect((await request(teen, "POST", "/api/chat", { message: "Why is the sky blue?", sessionId })).statusCode).toBe(200);
    expect((await request(teen, "GET", `/api/chat/${sessionId}`)).json<ChatHistory>().messages).toHaveLength(2);
    expect((await request(teen, "POST", "/api/search-websites", { query: "volcanoes", sessionId: newSession() })).statusCode).toBe(200);
    expect(await statusOf(teen)).toEqual({ birthYear: TEEN_BIRTH_YEAR, ageGroup: "teen", heard: true, consent: "not_needed", parents: 0 });
  });

  it("hears a child once a linked parent consents, and refuses again after the consent is withdrawn", async () => {
    const child = await register(CHILD_BIRTH_YEAR);
    await consentOfLinkedParent(child);
    pastTheGateCache();
    expect(await statusOf(child)).toMatchObject({ ageGroup: "child", heard: true, consent: "given", parents: 1 });

    const sessionId = newSession();
    const sent = await request(child, "POST", "/api/chat", {
      message: "What is this?",
      sessionId,
      files: [upload("cat.png", await pictures.png())],
    });
    expect(sent.statusCode).toBe(200);
    const history = await request(child, "GET", `/api/chat/${sessionId}`);
    expect(history.statusCode).toBe(200);
    const photoId = history.json<ChatHistory>().messages[0]?.attachments[0]?.id;
    expect(photoId).toBeDefined();
    expect((await request(child, "GET", `/api/attachments/${String(photoId)}`)).statusCode).toBe(200);

    await consents().withdrawConsents(child.id, new Date(now));
    pastTheGateCache();
    pastTheCooldown();
    await expectRefusedEverywhere(child, photoId);
    expect(await statusOf(child)).toMatchObject({ heard: false, consent: "needed", parents: 1 });
  });

  it("does not count the consent of a parent who is no longer linked", async () => {
    const child = await register();
    const parentId = await consentOfLinkedParent(child);
    await links().unlink(parentId, child.id);
    pastTheGateCache();
    expect((await collectingCalls(child).chat()).statusCode).toBe(403);
  });

  it("hears a child of no known age at once when the year given makes them a teen", async () => {
    const child = await register();
    expect((await collectingCalls(child).chat()).statusCode).toBe(403);
    expect((await request(child, "PUT", "/api/family/birth-year", { birthYear: TEEN_BIRTH_YEAR })).json<FamilyStatus>()).toMatchObject({
      ageGroup: "teen",
      heard: true,
    });
    pastTheCooldown();
    expect((await collectingCalls(child).chat()).statusCode).toBe(200);
  });
});

describe("the birth year", () => {
  const year = () => new Date().getUTCFullYear();

  it("is taken at sign-up", async () => {
    const child = await register(CHILD_BIRTH_YEAR);
    expect((await statusOf(child)).birthYear).toBe(CHILD_BIRTH_YEAR);
    expect((await statusOf(await register())).birthYear).toBeNull();
  });

  it("refuses a year in the future or more than 120 years ago, at sign-up and later", async () => {
    for (const [birthYear, message] of [
      [year() + 1, FAMILY_TEXTS.birthYearInFuture],
      [year() - BIRTH_YEAR_MAX_YEARS_AGO - 1, FAMILY_TEXTS.birthYearTooLongAgo],
    ] as const) {
      const signUp = await api.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: `gate${Date.now().toString(36)}${String(counter++)}`, password: "pw", birthYear },
      });
      expect({ status: signUp.statusCode, field: signUp.json<FieldErrors>().fieldErrors?.birthYear }).toEqual({ status: 400, field: message });
      const child = await register();
      const later = await request(child, "PUT", "/api/family/birth-year", { birthYear });
      expect({ status: later.statusCode, field: later.json<FieldErrors>().fieldErrors?.birthYear }).toEqual({ status: 400, field: message });
      expect((await statusOf(child)).birthYear).toBeNull();
    }
    const oldest = await request(await register(), "PUT", "/api/family/birth-year", { birthYear: year() - BIRTH_YEAR_MAX_YEARS_AGO });
    expect(oldest.statusCode).toBe(200);
  });

  it("is set once: a child cannot give another year to get past the gate", async () => {
    const child = await register();
    const first = await request(child, "PUT", "/api/family/birth-year", { birthYear: CHILD_BIRTH_YEAR });
    expect(first.json<FamilyStatus>()).toEqual({ birthYear: CHILD_BIRTH_YEAR, ageGroup: "child", heard: false, consent: "needed", parents: 0 });
    const again = await request(child, "PUT", "/api/family/birth-year", { birthYear: TEEN_BIRTH_YEAR });
    expect({ status: again.statusCode, message: again.json<{ message: string }>().message }).toEqual({
      status: 409,
      message: FAMILY_TEXTS.birthYearAlreadySet,
    });
    expect((await statusOf(child)).birthYear).toBe(CHILD_BIRTH_YEAR);
    expect((await collectingCalls(child).chat()).statusCode).toBe(403);
    // Given at sign-up counts as given.
    const signedUpWithYear = await register(CHILD_BIRTH_YEAR);
    expect((await request(signedUpWithYear, "PUT", "/api/family/birth-year", { birthYear: TEEN_BIRTH_YEAR })).statusCode).toBe(409);
  });
});

describe("link codes", () => {
  const sha256 = (code: string) => createHash("sha256").update(code).digest("hex");
  const storedCodes = (userId: number) =>
    api.database.db.selectFrom("link_codes").select(["code_hash", "expires_at"]).where("user_id", "=", userId).execute();

  it("gives a code of the alphabet, a link to the parent area and a 24-hour expiry, and keeps only its hash", async () => {
    const child = await register(CHILD_BIRTH_YEAR);
    const response = await request(child, "POST", "/api/family/link-code");
    expect(response.statusCode).toBe(200);
    const { code, link, expiresAt } = response.json<LinkCodeResponse>();
    expect(code).toMatch(new RegExp(`^[${LINK_CODE_ALPHABET}]{${String(LINK_CODE_LENGTH)}}$`));
    expect(link).toBe(`${api.config.publicUrl}/parent/link?code=${code}`);
    expect(new Date(expiresAt).getTime()).toBe(now + LINK_CODE_TTL_MS);
    const stored = await storedCodes(child.id);
    expect(stored).toEqual([{ code_hash: sha256(code), expires_at: new Date(now + LINK_CODE_TTL_MS) }]);
    expect(JSON.stringify(await api.database.db.selectFrom("link_codes").selectAll().execute())).not.toContain(code);
  });

  it("replaces the last code with a new one: the old code links nothing", async () => {
    const child = await register();
    const first = (await request(child, "POST", "/api/family/link-code")).json<LinkCodeResponse>().code;
    const second = (await request(child, "POST", "/api/family/link-code")).json<LinkCodeResponse>().code;
    expect(second).not.toBe(first);
    expect((await storedCodes(child.id)).map((row) => row.code_hash)).toEqual([sha256(second)]);
    expect(await links().useLinkCode(sha256(first), new Date(now))).toBeUndefined();
    expect(await links().useLinkCode(sha256(second), new Date(now))).toBe(child.id);
  });

  it("refuses a new code when two parents are linked already", async () => {
    const child = await register(CHILD_BIRTH_YEAR);
    await consentOfLinkedParent(child);
    await consentOfLinkedParent(child);
    const response = await request(child, "POST", "/api/family/link-code");
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      status: 409,
      message: FAMILY_TEXTS.tooManyParents,
    });
  });

  it("limits the codes a child asks for", async () => {
    const child = await register(TEEN_BIRTH_YEAR);
    for (let index = 0; index < LINK_CODES_IN_TEST; index++)
      expect((await request(child, "POST", "/api/family/link-code")).statusCode).toBe(200);
    const limited = await request(child, "POST", "/api/family/link-code");
    expect({ status: limited.statusCode, message: limited.json<{ message: string }>().message }).toEqual({
      status: 429,
      message: FAMILY_TEXTS.tooManyLinkCodes,
    });
    // Another child's codes are their own.
    expect((await request(await register(), "POST", "/api/family/link-code")).statusCode).toBe(200);
  });

  it("are for signed-in students only", async () => {
    for (const [method, url] of [
      ["GET", "/api/family"],
      ["POST", "/api/family/link-code"],
      ["PUT", "/api/family/birth-year"],
    ] as const) {
      expect((await api.app.inject({ method, url, payload: { birthYear: 2010 } })).statusCode).toBe(401);
    }
  });
});
