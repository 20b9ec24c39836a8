import type { Content, GenerateContentResponse, Schema } from "@google/genai";
import { deadline } from "./deadline.ts";
import { geminiClientCache, noApiKeyError, toAiError } from "./gemini-client.ts";
import type { AiKeySource } from "./key-source.ts";
import { STRICT_SAFETY_SETTINGS } from "./safety-settings.ts";

export interface VerdictCallConfig {
  keySource: AiKeySource;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  systemInstruction: string;
  responseSchema: Schema;
  maxOutputTokens?: number;
}

export function structuredVerdictCall(config: VerdictCallConfig): (contents: Content[]) => Promise<GenerateContentResponse> {
  const clientFor = geminiClientCache(config.baseUrl);
  return async (contents) => {
    const key = await config.keySource.apiKey();
    if (!key) throw noApiKeyError();
    const { signal, done } = deadline(config.timeoutMs);
    try {
      return await clientFor(key).models.generateContent({
        model: config.model,
        contents,
        config: {
          systemInstruction: config.systemInstruction,
          safetySettings: [...STRICT_SAFETY_SETTINGS],
          responseMimeType: "application/json",
          responseSchema: config.responseSchema,
          // The same input should get the same verdict.
          temperature: 0,
          ...(config.maxOutputTokens !== undefined && { maxOutputTokens: config.maxOutputTokens }),
          abortSignal: signal,
        },
      });
    } catch (error) {
      throw toAiError(error, signal, config.timeoutMs);
    } finally {
      done();
    }
  };
}
