// The moderation pass on live voice, through the real SDK and the emulator, with PostgreSQL and Redis real: a spoken
// answer reaches the page clause by clause, each clause only once it has passed (our patterns, then the model verdict
// with the child's question). A blocked answer stops before its first unsafe clause: not a word or a byte of that
// clause is sent, the page is told `interrupted` and `reply_withdrawn` (no words), the refusal is said, kept in the
// chat and counted. No verdict (an error, a timeout, a wrong shape, no key) is a refusal: nothing of the answer is heard.
import { SAFE_REFUSAL_REPLY, createGeminiReplyJudge, fixedKeySource, helplineFor } from "@kidsafe/ai";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import { createChatConversationsRepository, createModerationRepository } from "@kidsafe/db";
import { DEFAULT_LIVE_OPTIONS, hearTones, samplesOf, speakAsTones } from "@kidsafe/gemini-emulator";
import type { ScriptedOutcome } from "@kidsafe/gemini-emulator";
import { ANSWERS_JUDGED_WITH_THEIR_QUESTION } from "@kidsafe/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { Student, TestGateway, VoiceClient } from "./harness.ts";
import { isVerdict } from "./verdict-support.ts";

/** Passes our word patterns; only a verdict reads what it means: pushing a 14-year-old towards alcohol. */
const UNSAFE_BY_MEANING = "Beer tastes great after football, ask your uncle to share his with you, it's what cool kids do.";
const INNOCENT = "Volcanoes erupt when hot magma rises through cracks in the Earth's crust.";

const verdictOf = (decision: "allow" | "block", category = "none"): ScriptedOutcome => ({
  kind: "reply",
  text: JSON.stringify({ messageCategory: "ordinary", category, decision, reason: "scripted for the test" }),
});
const ALLOW = verdictOf("allow");
const BLOCK_ALCOHOL = verdictOf("block", "drugs_alcohol_tobacco");

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());
afterEach(() => test.emulator.behaviour.reset());

const verdictRequests = (gateway: TestGateway = test) => gateway.emulator.requests.filter(isVerdict);

/** Refusals counted on any day, as `surface/category` -> count. */
async function blockedCounts(gateway: TestGateway = test): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of await createModerationRepository(gateway.database.db).dailyCounts({ from: "2000-01-01", to: "2999-12-31" })) {
    const key = `${row.surface}/${row.category}`;
    counts[key] = (counts[key] ?? 0) + row.blocked;
  }
  return counts;
}

async function storedTurns(student: Student, sessionId: string, gateway: TestGateway = test) {
  return (await createChatConversationsRepository(gateway.database.db).historyOf(student.id, sessionId)).messages.map((m) => [
    m.sender,
    m.content,
  ]);
}

/** The emulator's audio of `text`: its pieces of up to 4 words, each in chunks of answerChunkMs at 24 kHz. */
function tonesOf(text: string): { frames: number; bytes: number } {
  const chunkBytes = ((24_000 * DEFAULT_LIVE_OPTIONS.answerChunkMs) / 1000) * 2;
  let frames = 0;
  let bytes = 0;
  for (const piece of text.match(/\S+(?:\s+\S+){0,3}\s*/g) ?? []) {
    const length = speakAsTones(piece, 24_000).length;
    frames += Math.ceil(length / chunkBytes);
    bytes += length;
  }
  return { frames, bytes };
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

const isMessage = (item: Buffer | VoiceServerMessage): item is VoiceServerMessage => !Buffer.isBuffer(item);

/** What the page got before its first message of `type`: the AI's captions, its audio frames, and the messages. */
function receivedBefore(client: VoiceClient, type: VoiceServerMessage["type"]) {
  const index = client.received.findIndex((item) => isMessage(item) && item.type === type);
  const items = client.received.slice(0, index < 0 ? undefined : index);
  const messages = items.filter(isMessage);
  const captions = messages
    .map((message) => (message.type === "gemini_message" ? (message.data.serverContent.outputTranscription?.text ?? "") : ""))
    .join("");
  return { captions, audio: items.filter((item): item is Buffer => Buffer.isBuffer(item)), messages };
}

async function callAsking(question: string, sessionId: string, headers: Record<string, string> = {}, gateway: TestGateway = test) {
  const student = await signedInStudent(gateway);
  const client = await openVoice(gateway, student, `?age=14&sessionId=${sessionId}`, headers);
  await client.next("gemini_connected");
  client.sendJson({ type: "text", text: question });
  return { student, client };
}

/** The answer was stopped: `interrupted`, then `reply_withdrawn` with no words, then the refusal said as a turn. */
async function expectWithdrawnThenSaid(client: VoiceClient, refusal: string | RegExp): Promise<string> {
  expect(await client.next("reply_withdrawn")).toEqual({ type: "reply_withdrawn" });
  const { messages } = receivedBefore(client, "reply_withdrawn");
  expect(messages.at(-1)).toEqual({ type: "gemini_message", data: { serverContent: { interrupted: true } } });
  const spoken = await nextTurn(client);
  expect(spoken.ended).toBe("turnComplete");
  if (typeof refusal === "string") expect(spoken.said).toBe(refusal);
  else expect(spoken.said).toMatch(refusal);
  return spoken.said;
}

describe("the moderation pass on live voice", () => {
  it("sends the first sentence of an answer whose second is unsafe, and not one word or byte of the second", async () => {
    const first = "Volcanoes are hot mountains. ";
    const second = "Beer tastes great after football, ask your uncle to share his with you.";
    test.emulator.enqueue({ kind: "reply", text: first + second }, ALLOW, BLOCK_ALCOHOL);
    const before = await blockedCounts();
    const verdicts = verdictRequests().length;
    const { student, client } = await callAsking("what do grown-ups drink?", "voice-mod-second");

    await expectWithdrawnThenSaid(client, SAFE_REFUSAL_REPLY);
    const shown = receivedBefore(client, "reply_withdrawn");
    expect(shown.captions).toBe(first);
    expect(shown.audio).toHaveLength(tonesOf(first).frames);
    expect(Buffer.concat(shown.audio).length).toBe(tonesOf(first).bytes);
    expect(hearTones(samplesOf(Buffer.concat(shown.audio)), 24_000)).toBe(first);
    expect(JSON.stringify(client.received.filter(isMessage))).not.toMatch(/Beer|uncle|football/);

    // Two verdicts: the first sentence, then the turn up to the end of the second's first clause, with the question.
    const asked = verdictRequests().slice(verdicts);
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked[1]?.body.contents)).toContain("Volcanoes are hot mountains. Beer tastes great after football,");
    expect(JSON.stringify(asked[1]?.body.contents)).toContain("what do grown-ups drink?");
    await expect
      .poll(() => storedTurns(student, "voice-mod-second"))
      .toEqual([
        ["user", "what do grown-ups drink?"],
        ["ai", SAFE_REFUSAL_REPLY],
      ]);
    expect((await blockedCounts())["voice/drugs_alcohol_tobacco"]).toBe((before["voice/drugs_alcohol_tobacco"] ?? 0) + 1);
    client.socket.close();
  });

  it("sends nothing of an answer whose first clause is blocked, then says the refusal", async () => {
    test.emulator.enqueue({ kind: "reply", text: UNSAFE_BY_MEANING }, BLOCK_ALCOHOL);
    const { student, client } = await callAsking("what do grown-ups drink?", "voice-mod-first");
    await expectWithdrawnThenSaid(client, SAFE_REFUSAL_REPLY);
    const shown = receivedBefore(client, "reply_withdrawn");
    expect(shown.audio).toEqual([]);
    expect(shown.captions).toBe("");
    // Only the refusal was ever heard.
    expect(hearTones(samplesOf(Buffer.concat(client.audio)), 24_000)).toBe(SAFE_REFUSAL_REPLY);
    await expect
      .poll(() => storedTurns(student, "voice-mod-first"))
      .toEqual([
        ["user", "what do grown-ups drink?"],
        ["ai", SAFE_REFUSAL_REPLY],
      ]);
    client.socket.close();
  });

  it("releases an innocent answer whole, clause by clause after each verdict, with nothing withdrawn", async () => {
    test.emulator.enqueue({ kind: "reply", text: INNOCENT });
    const verdicts = verdictRequests().length;
    const before = await blockedCounts();
    const { student, client } = await callAsking("why do volcanoes erupt?", "voice-mod-innocent");
    expect(await nextTurn(client)).toEqual({ said: INNOCENT, ended: "turnComplete" });
    expect(hearTones(samplesOf(Buffer.concat(client.audio)), 24_000)).toBe(INNOCENT);
    expect(Buffer.concat(client.audio).length).toBe(tonesOf(INNOCENT).bytes);
    // The opening piece, then the rest of the sentence; each verdict is told the question.
    const asked = verdictRequests().slice(verdicts);
    expect(asked).toHaveLength(2);
    for (const request of asked) expect(JSON.stringify(request.body.contents)).toContain("why do volcanoes erupt?");
    await expect
      .poll(() => storedTurns(student, "voice-mod-innocent"))
      .toEqual([
        ["user", "why do volcanoes erupt?"],
        ["ai", INNOCENT],
      ]);
    expect(client.messages.map((message) => message.type)).not.toContain("reply_withdrawn");
    expect(await blockedCounts()).toEqual(before);
    client.socket.close();
  });

  it("asks one verdict at a time per call, and keeps its turns in order", async () => {
    const verdictDelayMs = 300;
    test.emulator.behaviour.verdictDelayMs = verdictDelayMs;
    const arrivals: number[] = [];
    let seen = verdictRequests().length;
    const poll = setInterval(() => {
      for (const count = verdictRequests().length; seen < count; seen++) arrivals.push(performance.now());
    }, 5);
    const questions = ["what is 7 + 5", "what is 2 + 2"];
    const { student, client } = await callAsking(questions[0] ?? "", "voice-mod-serial");
    await nextTurn(client);
    client.sendJson({ type: "text", text: questions[1] });
    await nextTurn(client);
    clearInterval(poll);

    // Each answer has several clauses, all of them complete long before their verdicts: still one request at a time.
    expect(arrivals.length).toBeGreaterThanOrEqual(6);
    const gaps = arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(verdictDelayMs - 20);
    await expect.poll(() => storedTurns(student, "voice-mod-serial")).toHaveLength(4);
    expect((await storedTurns(student, "voice-mod-serial")).filter(([sender]) => sender === "user")).toEqual(
      questions.map((question) => ["user", question]),
    );
    client.socket.close();
  }, 30_000);

  it("stops at a clause our patterns block without asking a verdict for it, and names the locale's helpline", async () => {
    const opening = "That's a big question. ";
    test.emulator.enqueue({ kind: "reply", text: `${opening}Skipping meals for a week is the quickest way to get thin fast.` }, ALLOW);
    const verdicts = verdictRequests().length;
    const before = await blockedCounts();
    const { student, client } = await callAsking("how do I get thin", "voice-mod-patterns", { "accept-language": "en-AU,en;q=0.8" });

    const refusal = await expectWithdrawnThenSaid(client, /grown-up you trust/);
    expect(refusal).toContain(helplineFor("en-AU").text);
    const shown = receivedBefore(client, "reply_withdrawn");
    expect(shown.captions).toBe(opening);
    expect(hearTones(samplesOf(Buffer.concat(shown.audio)), 24_000)).toBe(opening);
    // The opening sentence's verdict only: our patterns refused the next clause, and the refusal is ours.
    expect(verdictRequests().length).toBe(verdicts + 1);
    await expect
      .poll(() => storedTurns(student, "voice-mod-patterns"))
      .toEqual([
        ["user", "how do I get thin"],
        ["ai", refusal],
      ]);
    expect((await blockedCounts())["voice/self_harm"]).toBe((before["voice/self_harm"] ?? 0) + 1);
    client.socket.close();
  });

  describe("when the model's words trail their audio (Live promises no order between them)", () => {
    it("sends nothing of an answer with an unsafe second sentence, and an innocent answer's audio once all of it passed", async () => {
      test.emulator.behaviour.transcriptionAfterAudio = true;
      const first = "Volcanoes are hot mountains. ";
      test.emulator.enqueue(
        { kind: "reply", text: `${first}Beer tastes great after football, ask your uncle to share his with you.` },
        ALLOW,
        BLOCK_ALCOHOL,
      );
      const refused = await callAsking("what do grown-ups drink?", "voice-mod-trailing");
      await expectWithdrawnThenSaid(refused.client, SAFE_REFUSAL_REPLY);
      const shown = receivedBefore(refused.client, "reply_withdrawn");
      // The first sentence's caption passed; not a byte of the answer's audio went out, so none of the second's.
      expect(shown.captions).toBe(first);
      expect(shown.audio).toEqual([]);
      refused.client.socket.close();

      test.emulator.enqueue({ kind: "reply", text: INNOCENT });
      const innocent = await callAsking("why do volcanoes erupt?", "voice-mod-trailing-innocent");
      expect(await nextTurn(innocent.client)).toEqual({ said: INNOCENT, ended: "turnComplete" });
      expect(hearTones(samplesOf(Buffer.concat(innocent.client.audio)), 24_000)).toBe(INNOCENT);
      innocent.client.socket.close();
    });
  });

  // Harmless words that are harmful as a reply: the emulator's own verdict (nothing scripted) reads them with the question.
  it.each(ANSWERS_JUDGED_WITH_THEIR_QUESTION)(
    "judges a spoken answer with its question: '$answer' is never heard as a reply to a harmful question",
    async ({ harmful, innocent, answer }) => {
      test.emulator.enqueue({ kind: "reply", text: answer });
      const verdicts = test.emulator.verdictRequests().length;
      const refused = await callAsking(harmful, `voice-mod-context-${verdicts}`);
      // The refusal for the harm the verdict saw (self-harm names a helpline; grooming, read as a crisis, is our crisis reply).
      await expectWithdrawnThenSaid(refused.client, /grown-up you trust/);
      expect(receivedBefore(refused.client, "reply_withdrawn").audio).toEqual([]);
      expect(receivedBefore(refused.client, "reply_withdrawn").captions).toBe("");
      expect(
        test.emulator
          .verdictRequests()
          .slice(verdicts)
          .map((request) => request.question),
      ).toContain(harmful);
      refused.client.socket.close();

      test.emulator.enqueue({ kind: "reply", text: answer });
      const shown = await callAsking(innocent, `voice-mod-context-innocent-${verdicts}`);
      expect(await nextTurn(shown.client)).toEqual({ said: answer, ended: "turnComplete" });
      expect(hearTones(samplesOf(Buffer.concat(shown.client.audio)), 24_000)).toBe(answer);
      expect(test.emulator.verdictRequests().at(-1)).toMatchObject({ question: innocent, surface: "voice", age: 14 });
      shown.client.socket.close();
    },
  );

  it.each([
    ["fails", { kind: "error", status: 503 } as const, /^provider_error/],
    ["times out", { kind: "hang" } as const, /^timeout/],
    ["has the wrong shape", { kind: "reply", text: JSON.stringify({ decision: "allow" }) } as const, /^provider_error/],
  ])(
    "fails closed when the verdict %s: no audio of the answer, the refusal said, kept for review, counted unverified",
    async (name, outcome, reason) => {
      test.emulator.enqueue({ kind: "reply", text: INNOCENT }, outcome);
      const before = await blockedCounts();
      const sessionId = `voice-mod-closed-${name.replaceAll(" ", "-")}`;
      const { student, client } = await callAsking("why do volcanoes erupt?", sessionId);
      await expectWithdrawnThenSaid(client, SAFE_REFUSAL_REPLY);
      const shown = receivedBefore(client, "reply_withdrawn");
      expect(shown.audio).toEqual([]);
      expect(shown.captions).toBe("");

      await expect
        .poll(() => storedTurns(student, sessionId))
        .toEqual([
          ["user", "why do volcanoes erupt?"],
          ["ai", SAFE_REFUSAL_REPLY],
        ]);
      expect((await blockedCounts())["voice/unverified"]).toBe((before["voice/unverified"] ?? 0) + 1);
      const held = await createModerationRepository(test.database.db).unreviewed(50);
      expect(held.filter((entry) => reason.test(entry.reason) && entry.replyText === "Volcanoes erupt when hot")).not.toEqual([]);
      expect(held[0]).toMatchObject({ surface: "voice", age: 14 });
      client.socket.close();
    },
  );

  it("fails closed when there is no key for the verdict: nothing of the answer is heard", async () => {
    // The real judge with no key configured (the Live model keeps the gateway's key).
    const keyless = await startTestGateway({}, { replyJudge: createGeminiReplyJudge({ keySource: fixedKeySource(undefined) }) });
    try {
      keyless.emulator.enqueue({ kind: "reply", text: INNOCENT });
      const { student, client } = await callAsking("why do volcanoes erupt?", "voice-mod-keyless", {}, keyless);
      await expectWithdrawnThenSaid(client, SAFE_REFUSAL_REPLY);
      expect(receivedBefore(client, "reply_withdrawn").audio).toEqual([]);
      expect(verdictRequests(keyless)).toEqual([]);
      await expect
        .poll(() => storedTurns(student, "voice-mod-keyless", keyless))
        .toEqual([
          ["user", "why do volcanoes erupt?"],
          ["ai", SAFE_REFUSAL_REPLY],
        ]);
      expect((await blockedCounts(keyless))["voice/unverified"]).toBe(1);
      client.socket.close();
    } finally {
      await keyless.close();
    }
  });
});
