// One structured-output call to Gemini for a verdict (a website's, an answer's): the caller's key, a rubric as the
// system instruction, the strictest safety settings, JSON against a schema, temperature 0 and a deadline.
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
  /** A short verdict needs few tokens; unset: the model's own limit. */
  maxOutputTokens?: number;
}

/** The call, ready for what is to be judged; a failure (no key, a timeout, the provider) is one AiError. */
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
          // A verdict, not prose: the same input should get the same verdict.
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
