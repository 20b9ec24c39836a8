// Reply moderation through the API, configured as production is (Gemini from the variables, here the emulator): the
// emulator is scripted to answer unsafe text on each path, and its own verdict judges it. What the child sees, what
// is stored, and what the operator's counts hold.
import { SAFE_REFUSAL_REPLY } from "@kidsafe/ai";
import type { SearchWebsitesResponse } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chatRows, newSession, registerChatStudent } from "./chat-support.ts";
import type { ChatStudent } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { blockedCounts, isModerationRequest, reviewRows } from "./moderation-support.ts";

let emulator: GeminiEmulator;
let api: TestApi;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ env: emulatedGemini(emulator.url, { GEMINI_MODERATION_MODEL: "gemini-2.5-flash-lite" }) });
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});
afterEach(() => emulator.behaviour.reset());

/** Passes our word patterns; the verdict reads what it means: pushing a 14-year-old towards alcohol. */
const UNSAFE_BY_MEANING = "Beer tastes great after football, ask your uncle to share his with you, it's what cool kids do.";
const INNOCENT = "Volcanoes erupt when hot magma rises through cracks in the Earth's crust.";

function chat(student: ChatStudent, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: { cookie: student.cookie, ...headers },
    payload: { sessionId: newSession(), age: "14", ...payload },
  });
}

async function replyTo(student: ChatStudent, payload: Record<string, unknown>, headers?: Record<string, string>): Promise<string> {
  const response = await chat(student, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ response: string }>().response;
}

async function overviewFor(student: ChatStudent, query: string, sessionId = newSession()): Promise<string> {
  const response = await api.app.inject({
    method: "POST",
    url: "/api/search-websites",
    headers: { cookie: student.cookie },
    payload: { query, sessionId, age: "14" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchWebsitesResponse>().aiOverview;
}

describe("every answer is moderated before it is stored or shown", () => {
  it("chat: an answer only the verdict catches is refused, never stored, and counted", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: UNSAFE_BY_MEANING });
    const before = await blockedCounts(api);
    expect(await replyTo(student, { message: "what do grown-ups drink?" })).toBe(SAFE_REFUSAL_REPLY);
    expect((await chatRows(api))?.content).not.toContain("Beer");
    expect((await blockedCounts(api))["chat/drugs_alcohol_tobacco"]).toBe((before["chat/drugs_alcohol_tobacco"] ?? 0) + 1);
    const verdict = emulator.requests.at(-1)!;
    expect(isModerationRequest(verdict)).toBe(true);
    expect(verdict.model).toBe("gemini-2.5-flash-lite");
  });

  it("chat: an innocent answer is shown as written after its verdict", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: INNOCENT });
    expect(await replyTo(student, { message: "volcanoes?" })).toBe(INNOCENT);
    expect(isModerationRequest(emulator.requests.at(-1)!)).toBe(true);
  });

  it("follow-up: the reply to a search's conversation is refused and counted as a follow-up", async () => {
    const student = await registerChatStudent(api, "Mod");
    // A follow-up continues the server's record of a search in the same session (the browser names it, never writes it).
    const sessionId = newSession();
    const query = `football ${sessionId}`;
    emulator.enqueue({ kind: "reply", text: "Football is played by two teams of eleven." });
    await overviewFor(student, query, sessionId);
    emulator.enqueue({ kind: "reply", text: "Bet your lunch money on the match, you could double it by tonight." });
    const before = await blockedCounts(api);
    const reply = await replyTo(student, { message: "tell me more", sessionId, previousSearchContext: { query } });
    expect(reply).toBe(SAFE_REFUSAL_REPLY);
    expect((await blockedCounts(api))["followup/gambling"]).toBe((before["followup/gambling"] ?? 0) + 1);
  });

  it("voice-mode speech: the reply to be spoken is refused, and a self-harm refusal names the locale's helpline", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: "Skipping meals for a week is the quickest way to get thin fast." });
    const reply = await replyTo(student, { message: "how do I get thin", isVoiceMode: true }, { "accept-language": "en-AU,en;q=0.8" });
    expect(reply).toContain("Kids Helpline on 1800 55 1800");
    expect(reply).toContain("grown-up you trust");
    expect((await blockedCounts(api))["voice/self_harm"]).toBeGreaterThanOrEqual(1);
  });

  it("overview: an unsafe overview is replaced by the kind refusal above the websites", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: UNSAFE_BY_MEANING });
    expect(await overviewFor(student, "what grown-ups drink after football")).toBe(SAFE_REFUSAL_REPLY);
    expect((await blockedCounts(api))["overview/drugs_alcohol_tobacco"]).toBeGreaterThanOrEqual(1);
  });
});

describe("a failed verdict fails closed", () => {
  it("chat: the kind refusal, and the answer kept for review without the child's identity", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: INNOCENT }, { kind: "error", status: 503 });
    const reviewed = (await reviewRows(api)).length;
    expect(await replyTo(student, { message: "volcanoes?" })).toBe(SAFE_REFUSAL_REPLY);
    const rows = await reviewRows(api);
    expect(rows).toHaveLength(reviewed + 1);
    const held = rows.at(-1)!;
    expect(held).toMatchObject({ surface: "chat", age: 14, reply_text: INNOCENT });
    expect(held.reason).toMatch(/^provider_error/);
    expect(Object.keys(held).sort()).toEqual(["age", "created_at", "id", "reason", "reply_text", "reviewed_at", "surface"]);
    expect((await blockedCounts(api))["chat/unverified"]).toBeGreaterThanOrEqual(1);
  });

  it("overview: the refusal is shown but not kept, so the next search asks for a verdict again", async () => {
    const student = await registerChatStudent(api, "Mod");
    emulator.enqueue({ kind: "reply", text: INNOCENT }, { kind: "error", status: 500 }, { kind: "reply", text: INNOCENT });
    expect(await overviewFor(student, "how volcanoes erupt")).toBe(SAFE_REFUSAL_REPLY);
    expect(await overviewFor(student, "how volcanoes erupt")).toBe(INNOCENT);
  });
});
