// POST /api/chat with isVoiceMode (seed 000 §7): the reply also comes spoken, as audioBase64 (24 kHz 16-bit PCM), made
// by the text-to-speech model through the real @google/genai adapter, here the emulator (which speaks in tones that
// hearTones reads back). Built from the configuration, as in production.
import { VOICE_OUTPUT_SAMPLE_RATE } from "@kidsafe/contracts";
import type { ChatResponse } from "@kidsafe/contracts";
import { hearTones, samplesOf } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newSession, postChat, registerChatStudent } from "./chat-support.ts";
import { startChatWorld } from "./chat-world-support.ts";
import type { ChatWorld, CooldownClock } from "./chat-world-support.ts";
import { emulatedGemini } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let world: ChatWorld;
let api: TestApi;
let emulator: GeminiEmulator;
let clock: CooldownClock;

beforeAll(async () => {
  world = await startChatWorld((chatModelUrl) => ({ env: emulatedGemini(chatModelUrl, { GEMINI_TTS_MODEL: "tts-under-test" }) }));
  ({ api, emulator, clock } = world);
});
afterAll(() => world.close());
afterEach(() => {
  emulator.behaviour.reset();
  clock.pass();
});

const speechRequests = () => emulator.requests.filter((request) => request.model === "tts-under-test");

describe("chat replies in voice mode", () => {
  it("answers with the reply and the same words spoken in the child's voice at 24 kHz", async () => {
    const student = await registerChatStudent(api);
    emulator.enqueue({ kind: "reply", text: "Comets are **icy** travellers. See https://comets.example/kids." });
    const response = await postChat(api, student.cookie, {
      message: "what is a comet",
      sessionId: newSession(),
      isVoiceMode: true,
      voice: "Kore",
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<ChatResponse>();
    expect(reply.response).toBe("Comets are **icy** travellers. See https://comets.example/kids.");
    const pcm = Buffer.from(reply.audioBase64 ?? "", "base64");
    expect(hearTones(samplesOf(pcm), VOICE_OUTPUT_SAMPLE_RATE)).toBe("Comets are icy travellers. See the link on your screen.");

    const [speech] = speechRequests();
    expect(speech?.body.generationConfig).toMatchObject({
      responseModalities: ["AUDIO"],
      speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: "Kore" } } },
    });
  });

  it("speaks in Puck when the page names no voice, and not at all outside voice mode", async () => {
    const student = await registerChatStudent(api);
    const spoken = await postChat(api, student.cookie, { message: "hello", sessionId: newSession(), isVoiceMode: true });
    expect(spoken.json<ChatResponse>().audioBase64).toBeTruthy();
    expect(speechRequests().at(-1)?.body.generationConfig).toMatchObject({
      speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: "Puck" } } },
    });

    clock.pass();
    const before = speechRequests().length;
    const typed = await postChat(api, student.cookie, { message: "hello again", sessionId: newSession() });
    expect(typed.statusCode).toBe(200);
    expect(typed.json<ChatResponse>().audioBase64).toBeUndefined();
    expect(speechRequests()).toHaveLength(before);
  });

  it("still answers (text only, stored) when speech fails", async () => {
    const student = await registerChatStudent(api);
    const sessionId = newSession();
    emulator.enqueue({ kind: "reply", text: "Stars are suns far away." }, { kind: "error", status: 503, message: "overloaded" });
    const response = await postChat(api, student.cookie, { message: "what are stars", sessionId, isVoiceMode: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChatResponse>()).toEqual({ response: "Stars are suns far away.", sessionId });
    const history = await api.app.inject({ method: "GET", url: `/api/chat/${sessionId}`, headers: { cookie: student.cookie } });
    expect(history.json<{ messages: Array<{ content: string }> }>().messages.map((message) => message.content)).toEqual([
      "what are stars",
      "Stars are suns far away.",
    ]);
  });

  it("refuses a voice that is not one of the seed's", async () => {
    const student = await registerChatStudent(api);
    const response = await postChat(api, student.cookie, { message: "hi", sessionId: newSession(), isVoiceMode: true, voice: "Zeus" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/voice/i);
  });
});
