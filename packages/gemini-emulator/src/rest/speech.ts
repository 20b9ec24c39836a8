// Without a speech model the text is read as tones (live/tones.ts), so a test can hear back exactly what was spoken.
import { speakAsTones } from "../live/tones.ts";
import { tokensOf } from "./wire.ts";
import type { GenerateContentRequest } from "./wire.ts";

export const SPEECH_SAMPLE_RATE = 24_000;
export const SPEECH_MIME_TYPE = `audio/L16;codec=pcm;rate=${SPEECH_SAMPLE_RATE}`;
const KNOWN_VOICES = new Set(["Puck", "Charon", "Kore", "Fenrir", "Aoede", "Leda", "Orus", "Zephyr"]);

export function wantsSpeech(request: GenerateContentRequest): boolean {
  const modalities = request.generationConfig?.responseModalities;
  return Array.isArray(modalities) && modalities.some((modality) => String(modality).toUpperCase() === "AUDIO");
}

export function speechVoiceOf(request: GenerateContentRequest): { voice: string } | { problem: string } {
  const speechConfig = request.generationConfig?.speechConfig as { voiceConfig?: { prebuiltVoiceConfig?: { voiceName?: unknown } } } | undefined;
  const voice = speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName ?? "Kore";
  if (typeof voice !== "string")
    return { problem: "Invalid value at 'generation_config.speech_config.voice_config.prebuilt_voice_config.voice_name'" };
  if (!KNOWN_VOICES.has(voice)) return { problem: `Voice name ${voice} is not supported.` };
  return { voice };
}

export function speechResponse(model: string, responseId: string, text: string) {
  const pcm = speakAsTones(text, SPEECH_SAMPLE_RATE);
  return {
    candidates: [
      {
        content: { role: "model", parts: [{ inlineData: { mimeType: SPEECH_MIME_TYPE, data: pcm.toString("base64") } }] },
        finishReason: "STOP",
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: tokensOf(text), candidatesTokenCount: Math.ceil(pcm.length / 1600), totalTokenCount: tokensOf(text) },
    modelVersion: model,
    responseId,
  };
}
