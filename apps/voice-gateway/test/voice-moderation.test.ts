// The moderation pass on live voice: every finished turn's transcript gets the deterministic layer and then the model
// verdict (the emulator's, through the real SDK), as text chat's answers do. A refused turn is stopped on the page,
// withdrawn from its captions, followed by the spoken refusal, kept in the chat as the refusal and counted per day
// and category; a verdict that fails refuses the turn (fail closed) and keeps it for review.
import { SAFE_REFUSAL_REPLY } from "@kidsafe/ai";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import { createChatRepository, createModerationRepository } from "@kidsafe/db";
import { REPLY_MODERATION_SCHEMA_TITLE } from "@kidsafe/gemini-emulator";
import type { RecordedRequest } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { Student, TestGateway, VoiceClient } from "./harness.ts";

/** Passes our word patterns; the verdict reads what it means: pushing a 14-year-old towards alcohol. */
const UNSAFE_BY_MEANING = "Beer tastes great after football, ask your uncle to share his with you, it's what cool kids do.";
/** Our word patterns stop it while it is being said (self-harm). */
const UNSAFE_BY_WORDS = "Skipping meals for a week is the quickest way to get thin fast.";
const INNOCENT = "Volcanoes erupt when hot magma rises through cracks in the Earth's crust.";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());
afterEach(() => test.emulator.behaviour.reset());

const isVerdict = (request: RecordedRequest) =>
  (request.body.generationConfig?.responseSchema as { title?: unknown } | undefined)?.title === REPLY_MODERATION_SCHEMA_TITLE;
const verdictsAsked = () => test.emulator.requests.filter(isVerdict).length;

/** Refusals counted on any day, as `surface/category` -> count. */
async function blockedCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of await createModerationRepository(test.database.db).dailyCounts({ from: "2000-01-01", to: "2999-12-31" })) {
    const key = `${row.surface}/${row.category}`;
    counts[key] = (counts[key] ?? 0) + row.blocked;
  }
  return counts;
}

async function storedTurns(student: Student, sessionId: string) {
  return (await createChatRepository(test.database.db).historyOf(student.id, sessionId)).messages.map((m) => [m.sender, m.content]);
}

/** The AI's words of one turn, as the page got them, and whether the turn ended complete or interrupted. */
async function nextTurn(client: VoiceClient): Promise<{ said: string; ended: "turnComplete" | "interrupted" }> {
  let said = "";
  for (;;) {
    const { data } = await client.next("gemini_message");
    said += data.serverContent.outputTranscription?.text ?? "";
    if (data.serverContent.turnComplete) return { said: said.trim(), ended: "turnComplete" };
    if (data.serverContent.interrupted) return { said: said.trim(), ended: "interrupted" };
  }
}

const typesOf = (messages: readonly VoiceServerMessage[]) => messages.map((message) => message.type);

async function callAsking(question: string, sessionId: string, headers: Record<string, string> = {}) {
  const student = await signedInStudent(test);
  const client = await openVoice(test, student, `?age=14&sessionId=${sessionId}`, headers);
  await client.next("gemini_connected");
  client.sendJson({ type: "text", text: question });
  return { student, client };
}

describe("the moderation pass on live voice", () => {
  it("stops a turn only the verdict catches, withdraws its words, says the refusal, and keeps and counts the refusal", async () => {
    test.emulator.enqueue({ kind: "reply", text: UNSAFE_BY_MEANING });
    const before = await blockedCounts();
    const verdicts = verdictsAsked();
    const { student, client } = await callAsking("what do grown-ups drink?", "voice-mod-1");

    // Heard as it was said: the verdict comes when the turn ends.
    expect(await nextTurn(client)).toEqual({ said: UNSAFE_BY_MEANING, ended: "turnComplete" });
    expect(await nextTurn(client)).toEqual({ said: "", ended: "interrupted" });
    expect(await client.next("reply_withdrawn")).toEqual({ type: "reply_withdrawn", text: UNSAFE_BY_MEANING });
    expect(await nextTurn(client)).toEqual({ said: SAFE_REFUSAL_REPLY, ended: "turnComplete" });

    const verdict = test.emulator.requests.filter(isVerdict).at(-1);
    expect(verdict?.model).toBe("gemini-2.5-flash-lite");
    expect(JSON.stringify(verdict?.body.contents)).toContain("Beer tastes great");
    // The refusal the model was asked to say is not judged again.
    expect(verdictsAsked()).toBe(verdicts + 1);
    await expect
      .poll(() => storedTurns(student, "voice-mod-1"))
      .toEqual([
        ["user", "what do grown-ups drink?"],
        ["ai", SAFE_REFUSAL_REPLY],
      ]);
    expect((await blockedCounts())["voice/drugs_alcohol_tobacco"]).toBe((before["voice/drugs_alcohol_tobacco"] ?? 0) + 1);
    client.socket.close();
  });

  it("keeps an innocent turn as it was said, after its verdict, with nothing withdrawn", async () => {
    test.emulator.enqueue({ kind: "reply", text: INNOCENT });
    const verdicts = verdictsAsked();
    const before = await blockedCounts();
    const { student, client } = await callAsking("why do volcanoes erupt?", "voice-mod-2");
    expect(await nextTurn(client)).toEqual({ said: INNOCENT, ended: "turnComplete" });
    await expect
      .poll(() => storedTurns(student, "voice-mod-2"))
      .toEqual([
        ["user", "why do volcanoes erupt?"],
        ["ai", INNOCENT],
      ]);
    expect(verdictsAsked()).toBe(verdicts + 1);
    expect(typesOf(client.messages)).not.toContain("reply_withdrawn");
    expect(await blockedCounts()).toEqual(before);
    client.socket.close();
  });

  it("asks one verdict at a time per call: with a slow provider the turns behind wait, then are judged and kept in order", async () => {
    const verdicts = verdictsAsked();
    test.emulator.behaviour.delayMs = 2_500;
    const questions = ["what is 7 + 5", "what is 2 + 2", "what is 3 + 3"];
    const { student, client } = await callAsking(questions[0] ?? "", "voice-mod-slow");
    await nextTurn(client);
    for (const question of questions.slice(1)) {
      client.sendJson({ type: "text", text: question });
      await nextTurn(client);
    }
    expect(verdictsAsked()).toBe(verdicts + 1);
    await expect.poll(() => storedTurns(student, "voice-mod-slow"), { timeout: 12_000 }).toHaveLength(6);
    expect(verdictsAsked()).toBe(verdicts + 3);
    expect((await storedTurns(student, "voice-mod-slow")).filter(([sender]) => sender === "user")).toEqual(
      questions.map((question) => ["user", question]),
    );
    client.socket.close();
  });

  it("counts a turn the live check stopped part-way, and names the locale's helpline in a self-harm refusal", async () => {
    test.emulator.enqueue({ kind: "reply", text: UNSAFE_BY_WORDS });
    const verdicts = verdictsAsked();
    const before = await blockedCounts();
    const { student, client } = await callAsking("how do I get thin", "voice-mod-3", { "accept-language": "en-AU,en;q=0.8" });

    const stopped = await nextTurn(client);
    expect(stopped.ended).toBe("interrupted");
    expect(stopped.said).not.toContain("Skipping meals");
    const refusal = await nextTurn(client);
    expect(refusal.said).toContain("Kids Helpline on 1800 55 1800");
    expect(refusal.said).toContain("grown-up you trust");

    await expect
      .poll(() => storedTurns(student, "voice-mod-3"))
      .toEqual([
        ["user", "how do I get thin"],
        ["ai", refusal.said],
      ]);
    expect((await blockedCounts())["voice/self_harm"]).toBe((before["voice/self_harm"] ?? 0) + 1);
    // Our patterns already refused it, and the refusal is ours: no verdict was needed.
    expect(verdictsAsked()).toBe(verdicts);
    client.socket.close();
  });

  it.each([
    ["fails", { kind: "error", status: 503 } as const, /^provider_error/],
    ["times out", { kind: "hang" } as const, /^timeout/],
  ])("fails closed when the verdict %s: the turn is refused, kept for review, and counted unverified", async (_, outcome, reason) => {
    test.emulator.enqueue({ kind: "reply", text: INNOCENT }, outcome);
    const before = await blockedCounts();
    const sessionId = `voice-mod-closed-${outcome.kind}`;
    const { student, client } = await callAsking("why do volcanoes erupt?", sessionId);
    expect(await nextTurn(client)).toEqual({ said: INNOCENT, ended: "turnComplete" });
    expect(await client.next("reply_withdrawn")).toEqual({ type: "reply_withdrawn", text: INNOCENT });
    expect(await nextTurn(client)).toEqual({ said: SAFE_REFUSAL_REPLY, ended: "turnComplete" });

    await expect
      .poll(() => storedTurns(student, sessionId))
      .toEqual([
        ["user", "why do volcanoes erupt?"],
        ["ai", SAFE_REFUSAL_REPLY],
      ]);
    expect((await blockedCounts())["voice/unverified"]).toBe((before["voice/unverified"] ?? 0) + 1);
    const [held] = await createModerationRepository(test.database.db).unreviewed(1);
    expect(held).toMatchObject({ surface: "voice", age: 14, replyText: INNOCENT });
    expect(held?.reason).toMatch(reason);
    client.socket.close();
  });
});
