// The child's own words in a live call are screened like typed chat, spoken (the input transcription) or typed: a
// crisis gets our crisis reply, said by the model word for word, instead of the model's answer, which is never heard.
// The chat keeps the question and the crisis reply, and one safety event is recorded for an operator.
import { crisisReply, helplineFor } from "@kidsafe/ai";
import { createChatConversationsRepository, createSafetyEventsRepository } from "@kidsafe/db";
import { hearTones, samplesOf } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { Student, TestGateway, VoiceClient } from "./harness.ts";
import { speak } from "./speech-support.ts";
import { isVerdict } from "./verdict-support.ts";

const CRISIS_WORDS = "I want to kill myself";
const LOCALE = "en-AU,en;q=0.8";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());
afterEach(() => test.emulator.behaviour.reset());

async function storedTurns(student: Student, sessionId: string) {
  return (await createChatConversationsRepository(test.database.db).historyOf(student.id, sessionId)).messages.map((m) => [m.sender, m.content]);
}

async function safetyEventsOf(student: Student) {
  const events = await createSafetyEventsRepository(test.database.db).list({ limit: 100 });
  return events.filter((event) => event.userId === student.id);
}

/** The AI's captions until its turn ends. */
async function nextTurn(client: VoiceClient): Promise<string> {
  let said = "";
  for (;;) {
    const { data } = await client.next("gemini_message");
    said += data.serverContent.outputTranscription?.text ?? "";
    if (data.serverContent.turnComplete) return said;
  }
}

describe("a crisis in a live call", () => {
  it.each([
    ["spoken", (client: VoiceClient) => speak(client, CRISIS_WORDS)],
    ["typed", (client: VoiceClient) => client.sendJson({ type: "text", text: CRISIS_WORDS })],
  ])("answers words %s in crisis with the crisis reply naming the helpline, and records one safety event", async (how, say) => {
    const student = await signedInStudent(test);
    const sessionId = `voice-crisis-${how}`;
    const client = await openVoice(test, student, `?age=14&sessionId=${sessionId}`, { "accept-language": LOCALE });
    await client.next("gemini_connected");
    const verdicts = test.emulator.requests.filter(isVerdict).length;
    say(client);

    const reply = crisisReply("self_harm", 14, LOCALE);
    expect(reply).toContain(helplineFor(LOCALE).text);
    await client.next("gemini_message", (message) => message.data.serverContent.interrupted === true);
    expect(await nextTurn(client)).toBe(reply);
    // Everything the AI said on the page, words and audio, is the crisis reply: nothing of the model's own answer.
    const captions = client.received.flatMap((item) =>
      !Buffer.isBuffer(item) && item.type === "gemini_message" && item.data.serverContent.outputTranscription
        ? [item.data.serverContent.outputTranscription.text]
        : [],
    );
    expect(captions.join("")).toBe(reply);
    expect(hearTones(samplesOf(Buffer.concat(client.audio)), 24_000)).toBe(reply);
    // Our own words: neither the model's answer nor the crisis reply needed a verdict.
    expect(test.emulator.requests.filter(isVerdict).length).toBe(verdicts);

    await expect
      .poll(() => storedTurns(student, sessionId))
      .toEqual([
        ["user", CRISIS_WORDS],
        ["ai", reply],
      ]);
    await expect.poll(() => safetyEventsOf(student)).toHaveLength(1);
    expect((await safetyEventsOf(student))[0]).toMatchObject({
      category: "self_harm",
      surface: "voice",
      sessionId,
      childMessage: CRISIS_WORDS,
      reply,
      age: 14,
    });
    client.socket.close();
  });

  it("answers the next ordinary question normally after a crisis reply", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?age=14&sessionId=voice-crisis-then");
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: CRISIS_WORDS });
    await nextTurn(client);
    client.sendJson({ type: "text", text: "what is 7 + 5" });
    expect(await nextTurn(client)).toMatch(/\b12\b/);
    await expect.poll(async () => (await storedTurns(student, "voice-crisis-then")).length).toBe(4);
    expect(await safetyEventsOf(student)).toHaveLength(1);
    client.socket.close();
  });
});
