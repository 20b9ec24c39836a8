import { FinishReason } from "@google/genai";
import type { Content, GenerateContentResponse, Schema } from "@google/genai";
import type { z } from "zod";
import { deadline } from "./deadline.ts";
import { AiError } from "./errors.ts";
import { geminiClientCache, noApiKeyError, toAiError } from "./gemini-client.ts";
import type { AiKeySource } from "./key-source.ts";
import { STRICT_SAFETY_SETTINGS } from "./safety-settings.ts";

/** Where a judge finds Gemini; a model or a time limit given here replaces the judge's own. */
export interface VerdictJudgeConfig {
  keySource: AiKeySource;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
}

/** A judge's own question: its defaults, its instruction and the JSON its verdict must take. */
export interface VerdictCall {
  model: string;
  timeoutMs: number;
  systemInstruction: string;
  responseSchema: Schema;
  maxOutputTokens?: number;
}

export function structuredVerdictCall(config: VerdictJudgeConfig, call: VerdictCall): (contents: Content[]) => Promise<GenerateContentResponse> {
  const clientFor = geminiClientCache(config.baseUrl);
  const model = config.model ?? call.model;
  const timeoutMs = config.timeoutMs ?? call.timeoutMs;
  return async (contents) => {
    const key = await config.keySource.apiKey();
    if (!key) throw noApiKeyError();
    const { signal, done } = deadline(timeoutMs);
    try {
      return await clientFor(key).models.generateContent({
        model,
        contents,
        config: {
          systemInstruction: call.systemInstruction,
          safetySettings: [...STRICT_SAFETY_SETTINGS],
          responseMimeType: "application/json",
          responseSchema: call.responseSchema,
          // The same input should get the same verdict.
          temperature: 0,
          ...(call.maxOutputTokens !== undefined && { maxOutputTokens: call.maxOutputTokens }),
          abortSignal: signal,
        },
      });
    } catch (error) {
      throw toAiError(error, signal, timeoutMs);
    } finally {
      done();
    }
  };
}

/** Gemini's own filter judged the content harmful. */
const REFUSED_FINISH_REASONS: ReadonlySet<string> = new Set([
  FinishReason.SAFETY,
  FinishReason.PROHIBITED_CONTENT,
  FinishReason.BLOCKLIST,
  FinishReason.SPII,
]);

/**
 * A verdict call's answer: Gemini's filter refused to read the input ("input") or to write about it ("output"), or
 * the model's JSON as `schema` reads it. A malformed answer is an AiError, so the caller fails closed.
 */
export type StructuredVerdict<T> = { refused: "input" } | { refused: "output" } | { refused: null; value: T };

export function readStructuredVerdict<T>(response: GenerateContentResponse, schema: z.ZodType<T>, what: string): StructuredVerdict<T> {
  if (response.promptFeedback?.blockReason) return { refused: "input" };
  const candidate = response.candidates?.[0];
  if (candidate?.finishReason !== undefined && REFUSED_FINISH_REASONS.has(candidate.finishReason)) return { refused: "output" };
  const text = (candidate?.content?.parts ?? []).map((part) => part.text ?? "").join("");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new AiError("provider_error", `Gemini's ${what} is not JSON: ${text.slice(0, 200)}`, undefined, { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AiError("provider_error", `Gemini's ${what} has the wrong shape: ${parsed.error.message}`);
  return { refused: null, value: parsed.data };
}
