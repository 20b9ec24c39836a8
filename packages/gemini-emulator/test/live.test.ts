// The Live protocol (BidiGenerateContent), driven by the real @google/genai SDK as the product's adapter uses it.
import { GoogleGenAI, Modality } from "@google/genai";
import type { LiveServerMessage, Session } from "@google/genai";
import { once } from "node:events";
import jpeg from "jpeg-js";
import { WebSocket } from "ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hearTones, samplesOf, speakAsTones, startGeminiEmulator } from "../src/index.ts";
import type { GeminiEmulator } from "../src/index.ts";

let emulator: GeminiEmulator;
beforeAll(async () => {
  emulator = await startGeminiEmulator({ live: { connectionLifetimeMs: 60_000, endOfSpeechSilenceMs: 300 } });
});
afterAll(() => emulator.close());
afterEach(() => emulator.behaviour.reset());

interface Call {
  session: Session;
  messages: LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the messages up to and including the first one that matches. */
  until(match: (message: LiveServerMessage) => boolean): Promise<LiveServerMessage[]>;
}

async function connect(config: Record<string, unknown> = {}, baseUrl = emulator.url): Promise<Call> {
  const ai = new GoogleGenAI({ apiKey: "test-key", httpOptions: { baseUrl, apiVersion: "v1beta" } });
  const messages: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  let closedWith: (value: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const session = await ai.live.connect({
    model: "gemini-2.5-flash-native-audio-preview-09-2025",
    config: {
      responseModalities: [Modality.AUDIO],
      inputAudioTranscription: {},
      outputAudioTranscription: {},
      sessionResumption: {},
      ...config,
    },
    callbacks: {
      onmessage: (message) => {
        messages.push(message);
        for (const wake of waiters.splice(0)) wake();
      },
      onclose: (event: { code: number; reason: string }) => closedWith({ code: event.code, reason: event.reason }),
    },
  });
  return {
    session,
    messages,
    closed,
    until: (match) =>
      new Promise((resolve) => {
        const check = () => {
          const index = messages.findIndex(match);
          if (index >= 0) resolve(messages.splice(0, index + 1));
          else waiters.push(check);
        };
        check();
      }),
  };
}

const transcriptOf = (messages: LiveServerMessage[], field: "inputTranscription" | "outputTranscription") =>
  messages.map((message) => message.serverContent?.[field]?.text ?? "").join("");
const audioOf = (messages: LiveServerMessage[]) =>
  Buffer.concat(
    messages.flatMap((message) =>
      (message.serverContent?.modelTurn?.parts ?? []).map((part) => Buffer.from(part.inlineData?.data ?? "", "base64")),
    ),
  );
const turnComplete = (message: LiveServerMessage) => message.serverContent?.turnComplete === true;

function sendSpeech(session: Session, text: string, chunkMs = 256) {
  const pcm = Buffer.concat([speakAsTones(text, 16_000), Buffer.alloc(16_000 * 2)]);
  const chunkBytes = (16_000 * 2 * chunkMs) / 1000;
  for (let offset = 0; offset < pcm.length; offset += chunkBytes) {
    session.sendRealtimeInput({
      audio: { data: pcm.subarray(offset, offset + chunkBytes).toString("base64"), mimeType: "audio/pcm;rate=16000" },
    });
  }
}

describe("Live API (BidiGenerateContent)", () => {
  it("hears speech sent as tones and answers with 24 kHz audio that carries its transcription", async () => {
    const call = await connect();
    sendSpeech(call.session, "Tell me about volcanoes");
    const answer = await call.until(turnComplete);
    expect(transcriptOf(answer, "inputTranscription")).toBe("Tell me about volcanoes");
    const spoken = transcriptOf(answer, "outputTranscription");
    expect(spoken).toMatch(/^Offline AI: .*volcano/i);
    expect(answer.some((message) => message.serverContent?.modelTurn?.parts?.[0]?.inlineData?.mimeType === "audio/pcm;rate=24000")).toBe(true);
    expect(hearTones(samplesOf(audioOf(answer)), 24_000)).toBe(spoken);
    call.session.close();
  });

  it("answers realtimeInput text, and says honestly when it cannot make out other sound", async () => {
    const call = await connect();
    call.session.sendRealtimeInput({ text: "what is 7 + 5" });
    const answer = await call.until(turnComplete);
    expect(transcriptOf(answer, "inputTranscription")).toBe("");
    expect(transcriptOf(answer, "outputTranscription")).toContain("7 + 5 = 12");

    const hum = Buffer.alloc(16_000);
    for (let i = 0; i < hum.length / 2; i++) hum.writeInt16LE(Math.round(6000 * Math.sin(i / 5) + 3000 * Math.sin(i / 2.3)), i * 2);
    call.session.sendRealtimeInput({ audio: { data: hum.toString("base64"), mimeType: "audio/pcm;rate=16000" } });
    call.session.sendRealtimeInput({ audioStreamEnd: true });
    const unclear = await call.until(turnComplete);
    expect(transcriptOf(unclear, "inputTranscription")).toBe("[speech I could not make out, 0.5 s]");
    expect(transcriptOf(unclear, "outputTranscription")).toMatch(/type your question/);
    call.session.close();
  });

  it("stops an answer with interrupted when the child speaks over it", async () => {
    emulator.behaviour.chunkDelayMs = 20;
    const call = await connect();
    call.session.sendRealtimeInput({ text: "Tell me about dinosaurs" });
    await call.until((message) => message.serverContent?.modelTurn !== undefined);
    sendSpeech(call.session, "stop");
    const cut = await call.until((message) => message.serverContent?.interrupted === true);
    emulator.behaviour.chunkDelayMs = 0;
    expect(cut.some(turnComplete)).toBe(false);
    const next = await call.until(turnComplete);
    expect(transcriptOf(next, "inputTranscription")).toBe("stop");
    call.session.close();
  });

  it("describes a camera frame by its size and main colour", async () => {
    const width = 64;
    const height = 48;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([30, 80, 220, 255], i * 4);
    const frame = jpeg.encode({ width, height, data: rgba }, 80).data;
    const call = await connect();
    call.session.sendRealtimeInput({ video: { data: frame.toString("base64"), mimeType: "image/jpeg" } });
    call.session.sendRealtimeInput({ text: "Describe what you see" });
    const answer = await call.until(turnComplete);
    expect(transcriptOf(answer, "outputTranscription")).toContain("64 by 48 pixels, and it is mostly blue");
    call.session.close();
  });

  it("calls recommend_app for an allowed app the child names (named in the instruction's data), then answers after the toolResponse", async () => {
    const call = await connect({
      systemInstruction: 'Apps as data:\n<apps>[{"id":"7","name":"Math Quest","description":"Maths games."}]</apps>',
      tools: [
        {
          functionDeclarations: [
            {
              name: "recommend_app",
              description: "Recommend one app",
              parameters: {
                type: "OBJECT",
                properties: { advertiserId: { type: "STRING", enum: ["7"], description: "The id of one app of the <apps> data." } },
                required: ["advertiserId"],
              },
            },
          ],
        },
      ],
    });
    call.session.sendRealtimeInput({ text: "Is Math Quest fun?" });
    const toolCall = (await call.until((message) => message.toolCall !== undefined)).at(-1);
    const functionCall = toolCall?.toolCall?.functionCalls?.[0];
    expect(functionCall).toMatchObject({ name: "recommend_app", args: { advertiserId: "7" } });
    expect(functionCall?.args).toEqual({ advertiserId: "7" });
    expect(call.messages.some(turnComplete)).toBe(false);
    call.session.sendToolResponse({ functionResponses: [{ id: functionCall?.id ?? "", name: "recommend_app", response: {} }] });
    await call.until(turnComplete);
    call.session.close();
  });

  it("hands out resumption handles that restore the conversation on a new connection", async () => {
    const first = await connect();
    first.session.sendRealtimeInput({ text: "Tell me about bees" });
    await first.until(turnComplete);
    const update = (await first.until((message) => message.sessionResumptionUpdate?.resumable === true)).at(-1);
    const handle = update?.sessionResumptionUpdate?.newHandle ?? "";
    first.session.close();

    const second = await connect({ sessionResumption: { handle } });
    second.session.sendRealtimeInput({ text: "What did I ask?" });
    expect(transcriptOf(await second.until(turnComplete), "outputTranscription")).toBe("You asked me: Tell me about bees");
    second.session.close();

    const socket = new WebSocket(
      `${emulator.url.replace("http", "ws")}//ws/google.ai.generativelanguage.v1beta.GenerativeService.BidiGenerateContent?key=k`,
    );
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(JSON.stringify({ setup: { model: "models/live", sessionResumption: { handle: "no-such-handle" } } }));
    const [code] = (await once(socket, "close")) as [number];
    expect(code).toBe(1008);
  });

  it("sends goAway with timeLeft, then closes when the connection reaches its lifetime", async () => {
    const shortLived = await startGeminiEmulator({ live: { connectionLifetimeMs: 300, goAwayNoticeMs: 100 } });
    const call = await connect({}, shortLived.url);
    const goAway = (await call.until((message) => message.goAway !== undefined)).at(-1);
    expect(goAway?.goAway?.timeLeft).toBe("0.100s");
    expect((await call.closed).code).toBe(1000);
    await shortLived.close();
  });
});
