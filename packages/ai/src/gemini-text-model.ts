import { FinishReason } from "@google/genai";
import type { GenerateContentResponse } from "@google/genai";
import { buildContents } from "./contents.ts";
import { deadline } from "./deadline.ts";
import { AiError } from "./errors.ts";
import { geminiClientCache, isKeyRefusal, noApiKeyError, toAiError } from "./gemini-client.ts";
import type { AiKeySource } from "./key-source.ts";
import { SAFE_REFUSAL_REPLY } from "./reply-safety.ts";
import { STRICT_SAFETY_SETTINGS } from "./safety-settings.ts";
import { buildSystemInstruction } from "./system-instruction.ts";
import type { AiTextModel, TextReply, TextReplyRequest } from "./text-model.ts";

export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash";
export const DEFAULT_AI_TIMEOUT_MS = 30_000;

export interface GeminiConfig {
  keySource: AiKeySource;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  maxOutputTokens?: number;
}

/** Finish reasons after which the reply is replaced with the kind refusal. */
const REFUSED_FINISH_REASONS: ReadonlySet<string> = new Set([
  FinishReason.SAFETY,
  FinishReason.PROHIBITED_CONTENT,
  FinishReason.BLOCKLIST,
  FinishReason.SPII,
  FinishReason.RECITATION,
  FinishReason.IMAGE_SAFETY,
  FinishReason.IMAGE_PROHIBITED_CONTENT,
]);

function replyOf(response: GenerateContentResponse): TextReply {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) throw new AiError("blocked_prompt", `Gemini blocked the prompt: ${blockReason}`);
  const candidate = response.candidates?.[0];
  const finishReason = candidate?.finishReason;
  const text = (candidate?.content?.parts ?? []).map((part) => part.text ?? "").join("");
  const modelVersion = response.modelVersion;
  if (finishReason !== undefined && REFUSED_FINISH_REASONS.has(finishReason)) {
    return { text: SAFE_REFUSAL_REPLY, replacedForSafety: true, modelVersion };
  }
  if (text.trim() === "") throw new AiError("provider_error", `Gemini answered without text (finish reason ${finishReason ?? "none"})`);
  // Unchecked: the moderation pass judges them before anyone sees them.
  return { text, replacedForSafety: false, modelVersion };
}

export interface GeminiTextModel extends AiTextModel {
  /** The pieces are NOT checked: show them only after ReplyModerator.moderate passes the whole text. */
  streamRawText(request: TextReplyRequest): AsyncGenerator<string>;
}

export function createGeminiTextModel(config: GeminiConfig): GeminiTextModel {
  const model = config.model ?? DEFAULT_GEMINI_MODEL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const clientFor = geminiClientCache(config.baseUrl);

  async function prepare(request: TextReplyRequest, signal: AbortSignal) {
    const key = await config.keySource.apiKey();
    if (!key) throw noApiKeyError();
    return {
      key,
      client: clientFor(key),
      params: {
        model,
        contents: buildContents(request),
        config: {
          systemInstruction: buildSystemInstruction(request),
          safetySettings: [...STRICT_SAFETY_SETTINGS],
          ...(config.maxOutputTokens ? { maxOutputTokens: config.maxOutputTokens } : {}),
          abortSignal: signal,
        },
      },
    };
  }

  /** The operator console shows refused keys. */
  function refused(key: string, error: AiError): AiError {
    if (isKeyRefusal(error)) config.keySource.reportRejected?.(key, error.message);
    return error;
  }

  return {
    async reply(request) {
      const { signal, done } = deadline(timeoutMs);
      try {
        const { key, client, params } = await prepare(request, signal);
        const response = await client.models.generateContent(params).catch((error: unknown) => {
          throw refused(key, toAiError(error, signal, timeoutMs));
        });
        return replyOf(response);
      } finally {
        done();
      }
    },

    async *streamRawText(request) {
      const { signal, done } = deadline(timeoutMs);
      try {
        const { key, client, params } = await prepare(request, signal);
        try {
          for await (const chunk of await client.models.generateContentStream(params)) {
            const blockReason = chunk.promptFeedback?.blockReason;
            if (blockReason) throw new AiError("blocked_prompt", `Gemini blocked the prompt: ${blockReason}`);
            const text = (chunk.candidates?.[0]?.content?.parts ?? []).map((part) => part.text ?? "").join("");
            if (text !== "") yield text;
          }
        } catch (error) {
          if (error instanceof AiError) throw error;
          throw refused(key, toAiError(error, signal, timeoutMs));
        }
      } finally {
        done();
      }
    },
  };
}
