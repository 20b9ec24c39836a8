// /ws/voice end to end: a signed-in child's socket through the real gateway to the emulator's Live API, with
// PostgreSQL and Redis real. Speech travels as tones the emulator hears word for word (packages/gemini-emulator).
import { createServedLedger, adKeysFor } from "@kidsafe/ads";
import { CHAT_TEXTS, VOICE_CLOSE_CODES, VOICE_MAX_AUDIO_FRAME_BYTES, VOICE_SERVER_TEXTS, localDay } from "@kidsafe/contracts";
import {
  createAdEventsRepository,
  createAdvertisersRepository,
  createChatConversationsRepository,
  createChatMessagesRepository,
  createDailyUsageRepository,
} from "@kidsafe/db";
import { hearTones, samplesOf } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { lockByTimeLimit, openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";
import { speak, speakOverAnswer, turnComplete } from "./speech-support.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());
afterEach(() => test.emulator.behaviour.reset());

/** An app every child of 9 may be offered, whose name the emulator's model recommends when a question says it. */
async function insertApp(name: string, ages: { minAge: number; maxAge: number } = { minAge: 5, maxAge: 18 }): Promise<number> {
  return createAdvertisersRepository(test.database.db).insert({
    ...ages,
    appName: name,
    appUrl: "https://stargazer.example/",
    appDescription: "Learn the planets and stars with a friendly telescope. Made by astronomers.",
    childDescription: "Learn the planets and stars with a friendly telescope.",
    aiGeneratedDescription: null,
    email: `stars${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    passwordHash: "!test",
    status: "active",
    safetyStatus: "safe",
    safetyCheckedAt: new Date("2026-11-01T00:00:00Z"),
    upfrontPaidAt: new Date("2026-11-01T00:00:00Z"),
  });
}

describe("/ws/voice", () => {
  it("relays a child's speech: transcript up, the spoken answer's transcript and 24 kHz audio down, stored in the chat", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?age=8&subject=science&voice=Charon&sessionId=voice-chat-1");
    await client.next("gemini_connected");
    expect(test.emulator.live.setups.at(-1)?.generationConfig?.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName).toBe("Charon");

    speak(client, "tell me about the moon");
    const heard = await client.next("gemini_message", (message) => message.data.serverContent.inputTranscription !== undefined);
    expect(heard.data.serverContent.inputTranscription?.text).toBe("tell me about the moon");
    const said: string[] = [];
    for (;;) {
      const message = await client.next("gemini_message");
      said.push(message.data.serverContent.outputTranscription?.text ?? "");
      if (message.data.serverContent.turnComplete) break;
    }
    const reply = said.join("");
    expect(reply).toMatch(/Moon/);
    expect(hearTones(samplesOf(Buffer.concat(client.audio)), 24_000)).toBe(reply);

    client.socket.close();
    await client.closed;
    await expect
      .poll(async () =>
        (await createChatConversationsRepository(test.database.db).historyOf(student.id, "voice-chat-1")).messages.map((m) => [
          m.sender,
          m.content,
        ]),
      )
      .toEqual([
        ["user", "tell me about the moon"],
        ["ai", reply.trim()],
      ]);
  });

  it("stores every turn in the chat, counts its question for the day, and ends the call at the chat's 50 messages", async () => {
    const student = await signedInStudent(test);
    const chatMessages = createChatMessagesRepository(test.database.db);
    const conversations = createChatConversationsRepository(test.database.db);
    const { conversationId } = await chatMessages.storeQuestion({
      userId: student.id,
      sessionId: "nearly-full",
      content: "message 1",
      attachments: [],
    });
    for (let index = 2; index <= 46; index++) await chatMessages.insertReply(conversationId, student.id, `message ${String(index)}`);
    const client = await openVoice(test, student, "?sessionId=nearly-full");
    await client.next("gemini_connected");
    for (const question of ["what is 7 + 5", "what is 2 + 2"]) {
      client.sendJson({ type: "text", text: question });
      await turnComplete(client);
    }
    const history = async () => (await conversations.historyOf(student.id, "nearly-full")).messages.map((m) => [m.sender, m.content]);
    await expect.poll(async () => (await history()).length).toBe(50);
    const [question1, reply1, question2, reply2] = (await history()).slice(46);
    expect([question1, question2]).toEqual([
      ["user", "what is 7 + 5"],
      ["user", "what is 2 + 2"],
    ]);
    expect([reply1?.[0], reply2?.[0]]).toEqual(["ai", "ai"]);
    expect(reply1?.[1]).toMatch(/\b12\b/);
    expect(reply2?.[1]).toMatch(/\b4\b/);
    expect((await createDailyUsageRepository(test.database.db).find(student.id, localDay(new Date(), "UTC"))).messages).toBe(2);

    client.sendJson({ type: "text", text: "what is 3 + 3" });
    expect(await client.next("error")).toEqual({ type: "error", message: CHAT_TEXTS.limitReachedInline });
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.chatLimit);
    expect(await history()).toHaveLength(50);
  });

  it("answers a typed text frame, and stops an answer with interrupted when the child speaks over it", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "what is 7 + 5" });
    const said = await client.next("gemini_message", (message) => message.data.serverContent.outputTranscription?.text.includes("12") ?? false);
    expect(said).toBeDefined();
    await turnComplete(client);

    await speakOverAnswer(test, client, { question: "tell me about dinosaurs", words: "wait" });
    const next = await client.next("gemini_message", (message) => message.data.serverContent.inputTranscription !== undefined);
    expect(next.data.serverContent.inputTranscription?.text).toBe("wait");
    client.socket.close();
  });

  it("offers an app by recommend_app, recorded so track-recommendation counts it exactly once", async () => {
    const advertiserId = await insertApp("Star Gazer");
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?age=9&sessionId=rec-chat");
    await client.next("gemini_connected");
    const offered = test.emulator.live.setups.at(-1)?.tools?.[0]?.functionDeclarations?.[0]?.parameters?.properties?.advertiserId?.enum;
    expect(offered).toEqual([String(advertiserId)]);
    // The declaration names the app by id only: its name and words are in the instruction's data block.
    expect(JSON.stringify(test.emulator.live.setups.at(-1)?.tools)).not.toContain("Star Gazer");

    client.sendJson({ type: "text", text: "Can Star Gazer show me Saturn?" });
    const recommendation = await client.next("recommendation");
    // The words the check passed (what children will see), never the model's.
    expect(recommendation).toEqual({ type: "recommendation", advertiserId, context: "Learn the planets and stars with a friendly telescope." });
    await turnComplete(client);

    // The same serve record and counting script as POST /api/track-recommendation.
    const ledger = createServedLedger(test.redis, adKeysFor(await createAdEventsRepository(test.database.db).databaseName()));
    expect(await ledger.countRecommendation(student.id, advertiserId, "voice_live", new Date())).toBe("counted");
    // The offer is used up by its count: tracking it again counts nothing.
    expect(await ledger.countRecommendation(student.id, advertiserId, "voice_live", new Date())).toBe("not_served");
    expect(await ledger.countRecommendation(student.id, advertiserId, "search", new Date())).toBe("not_served");
    client.socket.close();
  });

  it("never offers an app for 8-12 to a 7- or a 13-year-old, nor any app to a child under 5", async () => {
    const advertiserId = await insertApp("Comet Club", { minAge: 8, maxAge: 12 });
    const student = await signedInStudent(test);
    const offeredAt = async (age: string) => {
      const client = await openVoice(test, student, `?age=${age}`);
      await client.next("gemini_connected");
      const tools = test.emulator.live.setups.at(-1)?.tools ?? [];
      client.socket.close();
      return tools
        .flatMap((tool) => tool.functionDeclarations ?? [])
        .flatMap((declaration) => declaration.parameters?.properties?.advertiserId?.enum ?? []);
    };
    expect(await offeredAt("7")).not.toContain(String(advertiserId));
    expect(await offeredAt("13")).not.toContain(String(advertiserId));
    expect(await offeredAt("4")).toEqual([]);
    expect(await offeredAt("9")).toContain(String(advertiserId));
  });

  it("honours toolCallCancellation: a recommend_app call the model cancels is never shown", async () => {
    const advertiserId = await insertApp("Planet Pal");
    test.emulator.behaviour.cancelToolCalls = true;
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?age=9");
    const shown: unknown[] = [];
    client.socket.on("message", (data, isBinary) => {
      const text = isBinary ? "" : (data as Buffer).toString();
      if (text !== "" && (JSON.parse(text) as { type: string }).type === "recommendation") shown.push(text);
    });
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "Can Planet Pal show me Saturn?" });
    await turnComplete(client);

    // Without the cancellation the same words are offered; by the end of that turn the page has seen only that one.
    test.emulator.behaviour.cancelToolCalls = false;
    client.sendJson({ type: "text", text: "Can Planet Pal show me Jupiter?" });
    expect(await client.next("recommendation")).toMatchObject({ advertiserId });
    await turnComplete(client);
    expect(shown).toHaveLength(1);
    client.socket.close();
  });

  it("refuses a locked child with the seed's lock text and closes with 4423", async () => {
    const student = await signedInStudent(test);
    await lockByTimeLimit(test, student);
    const client = await openVoice(test, student);
    expect(await client.next("error")).toEqual({ type: "error", message: CHAT_TEXTS.timeLimitDescription });
    await client.next("gemini_disconnected");
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.locked);
  });

  it("refuses an upgrade without a valid session with HTTP 401, and a bad query with 400", async () => {
    const refusal = (headers: Record<string, string>, query = "") =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${test.url}/ws/voice${query}`, { headers });
        socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
        socket.on("open", () => resolve(101));
      });
    expect(await refusal({})).toBe(401);
    expect(await refusal({ cookie: "sid=forged.signature" })).toBe(401);
    const student = await signedInStudent(test);
    expect(await refusal({ cookie: student.cookie }, "?voice=Alien")).toBe(400);
  });

  it("answers bad frames with error, closes a flood or an oversized frame, and keeps serving others", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    client.socket.send("not json");
    expect(await client.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.invalidMessage });
    client.sendJson({ type: "text", text: "" });
    await client.next("error");
    // PostgreSQL's text cannot hold U+0000: refused at the frame, never a turn that fails to store.
    client.sendJson({ type: "text", text: "what is 2\u0000 + 2" });
    expect(await client.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.invalidMessage });
    client.socket.send(Buffer.alloc(101));
    expect(await client.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.oddAudioFrame });
    client.socket.send(Buffer.alloc(VOICE_MAX_AUDIO_FRAME_BYTES + 2));
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.frameTooLarge);

    const flooder = await openVoice(test, await signedInStudent(test));
    await flooder.next("gemini_connected");
    for (let i = 0; i < 200; i++) flooder.socket.send(Buffer.alloc(320));
    expect((await flooder.closed).code).toBe(VOICE_CLOSE_CODES.policy);

    const health = await test.gateway.app.inject({ method: "GET", url: "/ws/health" });
    expect(health.json()).toMatchObject({ status: "ok" });
  });

  it("allows two calls per student at once and refuses a third with 4429", async () => {
    const student = await signedInStudent(test);
    const first = await openVoice(test, student);
    const second = await openVoice(test, student);
    await first.next("gemini_connected");
    await second.next("gemini_connected");
    const third = await openVoice(test, student);
    expect(await third.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.tooManyCalls });
    expect((await third.closed).code).toBe(VOICE_CLOSE_CODES.tooManyCalls);
    const metrics = await test.gateway.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/voice_gateway_active_calls \d+/);
    expect(Number(/voice_gateway_active_calls (\d+)/.exec(metrics.body)?.[1])).toBeGreaterThanOrEqual(2);
    first.socket.close();
    second.socket.close();
  });
});
