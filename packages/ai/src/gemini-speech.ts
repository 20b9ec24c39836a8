// The TTS model answers 24 kHz 16-bit mono PCM, the format the voice view plays from the live socket.
import { Modality } from "@google/genai";
import type { VoiceOption } from "@kidsafe/contracts";
import { VOICE_OUTPUT_SAMPLE_RATE } from "@kidsafe/contracts";
import { AiError } from "./errors.ts";
import { deadline } from "./deadline.ts";
import { geminiClientCache, noApiKeyError, toAiError } from "./gemini-client.ts";
import type { AiKeySource } from "./key-source.ts";
import { speakableText } from "./spoken-text.ts";

export const DEFAULT_GEMINI_TTS_MODEL = "gemini-2.5-flash-preview-tts";
/** A minute of audio takes several seconds to generate. */
export const DEFAULT_SPEECH_TIMEOUT_MS = 20_000;

export interface SpeechRequest {
  text: string;
  voice: VoiceOption;
}

export interface SpokenReply {
  pcmBase64: string;
  sampleRate: number;
}

export interface AiSpeechModel {
  speak(request: SpeechRequest): Promise<SpokenReply>;
}

export interface GeminiSpeechConfig {
  keySource: AiKeySource;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
}

export function pcmRateOf(mimeType: string): number | null {
  if (!/^audio\/(L16|pcm)\b/i.test(mimeType)) return null;
  const rate = /(?:^|;)\s*rate=(\d+)/i.exec(mimeType);
  return rate?.[1] ? Number(rate[1]) : null;
}

export function createGeminiSpeechModel(config: GeminiSpeechConfig): AiSpeechModel {
  const model = config.model ?? DEFAULT_GEMINI_TTS_MODEL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_SPEECH_TIMEOUT_MS;
  const clientFor = geminiClientCache(config.baseUrl);

  return {
    async speak({ text, voice }) {
      const spoken = speakableText(text);
      if (spoken === "") throw new AiError("provider_error", "There is nothing to read aloud");
      const key = await config.keySource.apiKey();
      if (!key) throw noApiKeyError();
      const { signal, done } = deadline(timeoutMs);
      let response;
      try {
        response = await clientFor(key).models.generateContent({
          model,
          contents: [{ role: "user", parts: [{ text: spoken }] }],
          config: {
            responseModalities: [Modality.AUDIO],
            speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: voice } } },
            abortSignal: signal,
          },
        });
      } catch (error) {
        throw toAiError(error, signal, timeoutMs);
      } finally {
        done();
      }
      const audio = (response.candidates?.[0]?.content?.parts ?? []).find((part) => part.inlineData?.data);
      const data = audio?.inlineData?.data;
      const sampleRate = pcmRateOf(audio?.inlineData?.mimeType ?? "");
      if (!data || sampleRate === null) throw new AiError("provider_error", "Gemini answered the speech request without PCM audio");
      // The page plays speech at one rate; another would play too fast or too slow.
      if (sampleRate !== VOICE_OUTPUT_SAMPLE_RATE) {
        throw new AiError("provider_error", `Gemini answered speech at ${sampleRate} Hz, not ${VOICE_OUTPUT_SAMPLE_RATE} Hz`);
      }
      return { pcmBase64: data, sampleRate };
    },
  };
}
