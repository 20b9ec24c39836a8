// The operator console's count of blocked answers: answers refused on the real chat path (the emulator scripted to
// answer unsafe text, its own verdict judging it, a verdict that fails), read back per UTC day and category through
// GET /api/admin/moderation/blocked-answers, and the range rules of that call.
import { SAFE_REFUSAL_REPLY } from "@kidsafe/ai";
import { httpCalls } from "@kidsafe/contracts";
import type { AdminBlockedAnswers } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newSession, registerChatStudent } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { signedInOperator } from "./operator-support.ts";

/** Our word patterns refuse it (gambling). */
const UNSAFE_BY_WORDS = "Bet your lunch money on the match, you could double it by tonight.";
/** Passes our word patterns; the verdict reads what it means (alcohol, for a 14-year-old). */
const UNSAFE_BY_MEANING = "Beer tastes great after football, ask your uncle to share his with you, it's what cool kids do.";
const INNOCENT = "Volcanoes erupt when hot magma rises through cracks in the Earth's crust.";
const PATH = httpCalls.adminBlockedAnswers.path;

let now = new Date("2026-11-24T10:00:00Z");
let emulator: GeminiEmulator;
let api: TestApi;
let operatorCookie: string;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ env: emulatedGemini(emulator.url), clock: () => new Date(now) });
  operatorCookie = (await signedInOperator(api)).cookie;
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});
afterEach(() => emulator.behaviour.reset());

/** One child's question answered with `modelSays` (and then whatever else is scripted, e.g. the verdict). */
async function answerTo(modelSays: string, extra: Parameters<GeminiEmulator["enqueue"]> = [], payload: Record<string, unknown> = {}) {
  const student = await registerChatStudent(api, "Blocked");
  emulator.enqueue({ kind: "reply", text: modelSays }, ...extra);
  const response = await api.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: { cookie: student.cookie },
    payload: { sessionId: newSession(), age: "14", message: "tell me something", ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ response: string }>().response;
}

const read = (query = "", cookie = operatorCookie) => api.app.inject({ method: "GET", url: `${PATH}${query}`, headers: { cookie } });

async function table(query = ""): Promise<AdminBlockedAnswers> {
  const response = await read(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBlockedAnswers>();
}

describe("GET /api/admin/moderation/blocked-answers", () => {
  it("counts the answers refused on the chat path per UTC day and category, with every day of the range a row", async () => {
    now = new Date("2026-11-24T23:59:00Z");
    expect(await answerTo(UNSAFE_BY_WORDS)).toBe(SAFE_REFUSAL_REPLY);
    now = new Date("2026-11-26T00:01:00Z");
    expect(await answerTo(UNSAFE_BY_MEANING)).toBe(SAFE_REFUSAL_REPLY);
    expect(await answerTo(INNOCENT, [{ kind: "error", status: 503 }])).toBe(SAFE_REFUSAL_REPLY);
    expect(await answerTo(UNSAFE_BY_WORDS, [], { isVoiceMode: true })).toBe(SAFE_REFUSAL_REPLY);
    expect(await answerTo(INNOCENT)).toBe(INNOCENT);

    const counts = await table();
    expect(counts).toMatchObject({ from: "2026-11-13", to: "2026-11-26", surface: null, total: 4 });
    expect(counts.days.map((day) => day.day)).toEqual(
      Array.from({ length: 14 }, (_, index) => `2026-11-${String(26 - index).padStart(2, "0")}`),
    );
    const [today, yesterday, dayBefore] = counts.days;
    expect(today).toMatchObject({ day: "2026-11-26", total: 3, counts: { drugs_alcohol_tobacco: 1, unverified: 1, gambling: 1, self_harm: 0 } });
    expect(yesterday).toMatchObject({ day: "2026-11-25", total: 0 });
    expect(Object.values(yesterday?.counts ?? {}).every((count) => count === 0)).toBe(true);
    expect(dayBefore).toMatchObject({ day: "2026-11-24", total: 1, counts: { gambling: 1 } });

    const column = (category: string) => counts.categories.find((entry) => entry.category === category);
    expect(column("gambling")).toEqual({ category: "gambling", label: "gambling", total: 2 });
    expect(column("drugs_alcohol_tobacco")).toEqual({ category: "drugs_alcohol_tobacco", label: "drugs, alcohol, tobacco or vaping", total: 1 });
    expect(column("unverified")).toMatchObject({ label: "no verdict (held for review)", total: 1 });
    expect(counts.categories).toHaveLength(12);
    expect(counts.surfaces).toEqual([
      { surface: "chat", total: 3 },
      { surface: "followup", total: 0 },
      { surface: "overview", total: 0 },
      { surface: "voice", total: 1 },
    ]);
  });

  it("keeps one surface's answers, and reads any range of up to 92 days", async () => {
    const voice = await table("?surface=voice&from=2026-11-20&to=2026-11-26");
    expect(voice).toMatchObject({ from: "2026-11-20", to: "2026-11-26", surface: "voice", total: 1 });
    expect(voice.days).toHaveLength(7);
    expect(voice.days[0]?.counts).toMatchObject({ gambling: 1, drugs_alcohol_tobacco: 0, unverified: 0 });

    const oneDay = await table("?from=2026-11-24&to=2026-11-24");
    expect(oneDay.days).toEqual([expect.objectContaining({ day: "2026-11-24", total: 1 })]);
    expect((await table("?from=2026-08-27&to=2026-11-24")).days).toHaveLength(90);
    // Only `from`: up to today (the API's clock).
    expect(await table("?from=2026-11-25")).toMatchObject({ from: "2026-11-25", to: "2026-11-26", total: 3 });
  });

  it.each([
    ["?from=2026-11-26&to=2026-11-20", "from (2026-11-26) is after to (2026-11-20): give the earlier day as from."],
    ["?from=2026-01-01&to=2026-11-26", "The range from 2026-01-01 to 2026-11-26 covers 330 days; ask for at most 92 at a time."],
    ["?from=2026-06-01", "The range from 2026-06-01 to 2026-11-26 covers 179 days; ask for at most 92 at a time."],
    ["?from=26-11-2026", "from must be a date written YYYY-MM-DD, e.g. 2026-11-26"],
    ["?to=2026-02-30", "to is not a day of the calendar"],
    ["?surface=email", "surface must be one of: chat, followup, overview, voice"],
    ["?days=7", 'Unknown field: "days".'],
  ])("answers %s with 400 and a message saying what is wrong", async (query, message) => {
    const response = await read(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it("is for operators only", async () => {
    const student = await registerChatStudent(api, "Curious");
    expect((await read("", "")).statusCode).toBe(401);
    expect((await read("", student.cookie)).statusCode).toBe(403);
  });
});
