// The Live adapter through the real SDK against the emulator's Live protocol.
import { hearTones, samplesOf, speakAsTones } from "@kidsafe/gemini-emulator";
import { describe, expect, it } from "vitest";
import { SAFE_REFUSAL_REPLY, createGeminiLiveModel, fixedKeySource } from "../src/index.ts";
import type { LiveCallSetup, LiveContent, LiveEvents } from "../src/index.ts";
import { useGeminiEmulator } from "./gemini-emulator-support.ts";

const emulator = useGeminiEmulator({ live: { endOfSpeechSilenceMs: 300 } });

const setup: LiveCallSetup = {
  age: "7",
  subject: "science",
  voice: "Kore",
  apps: [{ advertiserId: 12, name: "Star Gazer", description: "Planets and stars." }],
};

function recorder() {
  const contents: LiveContent[] = [];
  const audio: Buffer[] = [];
  /** Events in the order they came: a transcription piece as its text, audio as "audio", turn ends as "end". */
  const order: string[] = [];
  const recommendations: Array<{ id: string; advertiserId: number }> = [];
  const handles: string[] = [];
  let wake: () => void = () => undefined;
  const events: LiveEvents = {
    audio: (pcm) => {
      audio.push(pcm);
      order.push("audio");
    },
    content: (content) => {
      contents.push(content);
      if (content.outputTranscription) order.push(content.outputTranscription);
      if (content.turnComplete || content.interrupted) order.push("end");
      wake();
    },
    recommendation: (call) => {
      recommendations.push(call);
      wake();
    },
    toolCallCancelled: () => undefined,
    resumable: (handle) => handles.push(handle),
    goAway: () => undefined,
    closed: () => undefined,
  };
  const turnEnds = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (contents.filter((content) => content.turnComplete).length >= count ? resolve() : (wake = check));
      check();
    });
  return { events, contents, audio, order, recommendations, handles, turnEnds };
}

const said = (contents: LiveContent[]) => contents.map((content) => content.outputTranscription ?? "").join("");

describe("Gemini Live adapter", () => {
  it("sets the call up like text chat: safety instruction with age and subject, the voice, transcriptions, compression, resumption, the app enum", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource("k"), baseUrl: emulator().url });
    const call = await live.connect(setup, recorder().events);
    const sent = emulator().live.setups.at(-1);
    expect(sent?.model).toBe("models/gemini-2.5-flash-native-audio-preview-09-2025");
    expect(sent?.generationConfig?.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName).toBe("Kore");
    const instruction = sent?.systemInstruction?.parts?.map((part) => part.text).join("") ?? "";
    expect(instruction).toContain("The student is 7 years old.");
    expect(instruction).toContain("Safety rules");
    expect(sent).toMatchObject({ inputAudioTranscription: {}, outputAudioTranscription: {}, contextWindowCompression: { slidingWindow: {} } });
    const parameter = sent?.tools?.[0]?.functionDeclarations?.[0]?.parameters?.properties?.advertiserId;
    expect(parameter?.enum).toEqual(["12"]);
    call.close();
  });

  it("relays the child's speech transcript, the spoken answer's transcript and its 24 kHz audio", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource("k"), baseUrl: emulator().url });
    const seen = recorder();
    const call = await live.connect(setup, seen.events);
    call.sendAudio(Buffer.concat([speakAsTones("tell me about the moon", 16_000), Buffer.alloc(16_000)]));
    await seen.turnEnds(1);
    expect(seen.contents.map((content) => content.inputTranscription ?? "").join("")).toBe("tell me about the moon");
    expect(said(seen.contents)).toMatch(/Moon/);
    expect(hearTones(samplesOf(Buffer.concat(seen.audio)), 24_000)).toBe(said(seen.contents));
    expect(seen.handles.length).toBeGreaterThan(0);
    call.close();
  });

  it("relays what the model says unjudged (the gateway gates it), each piece's words before its audio", async () => {
    emulator().behaviour.enqueue({ kind: "reply", text: "Have fun at https://www.pornhub.com!" });
    const live = createGeminiLiveModel({ keySource: fixedKeySource("k"), baseUrl: emulator().url });
    const seen = recorder();
    const call = await live.connect(setup, seen.events);
    call.sendText("what can I buy");
    await seen.turnEnds(1);
    expect(said(seen.contents)).toBe("Have fun at https://www.pornhub.com!");
    expect(seen.order[0]).toBe("Have fun at https://www.pornhub.com!");
    expect(seen.order.slice(1, -1).every((event) => event === "audio")).toBe(true);
    expect(seen.order.at(-1)).toBe("end");
    call.close();
  });

  it("has the model say a refusal word for word as a turn of its own", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource("k"), baseUrl: emulator().url });
    const seen = recorder();
    const call = await live.connect(setup, seen.events);
    call.sayRefusal(SAFE_REFUSAL_REPLY);
    await seen.turnEnds(1);
    expect(said(seen.contents)).toBe(SAFE_REFUSAL_REPLY);
    call.close();
  });

  it("reports recommend_app calls for apps of the enum", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource("k"), baseUrl: emulator().url });
    const seen = recorder();
    const call = await live.connect(setup, seen.events);
    call.sendText("Can Star Gazer show me planets?");
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => seen.recommendations.length > 0 && (clearInterval(poll), resolve()), 10);
    });
    expect(seen.recommendations[0]).toMatchObject({ advertiserId: 12 });
    call.answerRecommendation(seen.recommendations[0]?.id ?? "", true);
    await seen.turnEnds(1);
    call.close();
  });

  it("opens each connection with the call's request id (X-Request-Id), and without one when it has none", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource("test-key"), baseUrl: emulator().url });
    for (const requestId of ["voice-upgrade-1", undefined]) {
      const call = await live.connect({ ...setup, ...(requestId ? { requestId } : {}) }, recorder().events);
      call.close();
      expect(emulator().live.clientRequestIds.at(-1)).toBe(requestId);
    }
  });

  it("fails to connect with a clear error when no key is configured", async () => {
    const live = createGeminiLiveModel({ keySource: fixedKeySource(undefined), baseUrl: emulator().url });
    await expect(live.connect(setup, recorder().events)).rejects.toMatchObject({ failure: "no_api_key" });
  });
});
