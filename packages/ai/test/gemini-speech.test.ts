// The speech adapter through the real SDK against the emulator's TTS answer (24 kHz PCM that reads the text as tones).
import { hearTones, samplesOf } from "@kidsafe/gemini-emulator";
import { describe, expect, it } from "vitest";
import { createGeminiSpeechModel, fixedKeySource, isAiError, pcmRateOf } from "../src/index.ts";
import { useGeminiEmulator } from "./gemini-emulator-support.ts";

const emulator = useGeminiEmulator({ delayMs: 0 });

const speech = () => createGeminiSpeechModel({ keySource: fixedKeySource("test-key"), baseUrl: emulator().url, model: "tts-test" });

describe("Gemini speech", () => {
  it("asks the TTS model for AUDIO in the child's voice and gets 24 kHz PCM of the words", async () => {
    const spoken = await speech().speak({ text: "Comets are **icy**!", voice: "Charon" });
    expect(spoken.sampleRate).toBe(24_000);
    expect(hearTones(samplesOf(Buffer.from(spoken.pcmBase64, "base64")), 24_000)).toBe("Comets are icy!");

    const request = emulator().requests.at(-1);
    expect(request?.model).toBe("tts-test");
    expect(request?.body.generationConfig).toMatchObject({
      responseModalities: ["AUDIO"],
      speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: "Charon" } } },
    });
  });

  it("fails clearly when the provider fails or no key is set", async () => {
    emulator().enqueue({ kind: "error", status: 503, message: "overloaded" });
    await expect(speech().speak({ text: "Hello", voice: "Puck" })).rejects.toSatisfy(
      (error) => isAiError(error) && error.failure === "provider_error",
    );
    const keyless = createGeminiSpeechModel({ keySource: fixedKeySource(undefined), baseUrl: emulator().url });
    await expect(keyless.speak({ text: "Hello", voice: "Puck" })).rejects.toSatisfy(
      (error) => isAiError(error) && error.failure === "no_api_key",
    );
  });

  it("reads the rate from Gemini's PCM mime type", () => {
    expect(pcmRateOf("audio/L16;codec=pcm;rate=24000")).toBe(24_000);
    expect(pcmRateOf("audio/pcm;rate=16000")).toBe(16_000);
    expect(pcmRateOf("audio/mpeg")).toBeNull();
  });
});
