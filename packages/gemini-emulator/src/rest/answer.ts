import { randomBytes } from "node:crypto";
import type { ScriptedOutcome } from "../behaviour.ts";
import { offlineReply } from "../replies/offline-reply.ts";
import { isBlockedPrompt } from "../replies/prompt-safety.ts";
import { ageIn, readingLevelFor } from "../replies/reading-level.ts";
import { isReplyModerationRequest, replyModerationReply } from "../replies/reply-moderation.ts";
import { isSiteSafetyRequest, siteSafetyReply } from "../replies/site-safety.ts";
import { wantsSpeech } from "./speech.ts";
import { HARM_CATEGORIES, textOf, tokensOf } from "./wire.ts";
import type { Candidate, GenerateContentRequest, GenerateContentResponse, SafetyRating } from "./wire.ts";

export type Answer =
  | { kind: "text"; text: string }
  | { kind: "speech"; text: string }
  | { kind: "blocked-prompt"; reason: string }
  | { kind: "blocked-reply" }
  | { kind: "error"; status: number; message: string }
  | { kind: "hang" };

function lastUserTurn(request: GenerateContentRequest) {
  const turn = [...request.contents].reverse().find((content) => (content.role ?? "user") === "user");
  return {
    text: textOf(turn),
    imageCount: (turn?.parts ?? []).filter((part) => part.inlineData !== undefined).length,
  };
}

export function answerFor(request: GenerateContentRequest, scripted: ScriptedOutcome | undefined): Answer {
  const speech = wantsSpeech(request);
  switch (scripted?.kind) {
    case "reply":
      return { kind: speech ? "speech" : "text", text: scripted.text };
    case "error":
      return {
        kind: "error",
        status: scripted.status,
        message:
          scripted.message ??
          "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting",
      };
    case "hang":
      return { kind: "hang" };
    case "block-prompt":
      return { kind: "blocked-prompt", reason: scripted.reason ?? "SAFETY" };
    case "block-reply":
      return { kind: "blocked-reply" };
    case undefined:
      break;
  }
  if (speech) return { kind: "speech", text: lastUserTurn(request).text };
  // Verdict requests are recognised by their responseSchema and answered with JSON.
  if (isSiteSafetyRequest(request)) return { kind: "text", text: siteSafetyReply(request) };
  if (isReplyModerationRequest(request)) return { kind: "text", text: replyModerationReply(request) };
  const question = lastUserTurn(request);
  if (isBlockedPrompt(question.text)) return { kind: "blocked-prompt", reason: "SAFETY" };
  const level = readingLevelFor(ageIn(textOf(request.systemInstruction)));
  return { kind: "text", text: offlineReply({ ...question, level }) };
}

const negligibleRatings = (): SafetyRating[] => HARM_CATEGORIES.map((category) => ({ category, probability: "NEGLIGIBLE" }));

function promptTokens(request: GenerateContentRequest): number {
  return tokensOf(textOf(request.systemInstruction) + request.contents.map((content) => textOf(content)).join("\n"));
}

export interface ResponseIdentity {
  model: string;
  responseId: string;
}

export function newResponseIdentity(model: string): ResponseIdentity {
  return { model, responseId: randomBytes(12).toString("base64url") };
}

/** One GenerateContentResponse: a chunk of the reply (streaming) or all of it. `last` carries finishReason. */
export function responseChunk(
  request: GenerateContentRequest,
  identity: ResponseIdentity,
  answer: Exclude<Answer, { kind: "error" } | { kind: "hang" } | { kind: "speech" }>,
  chunkText: string,
  last: boolean,
  replySoFar: string,
): GenerateContentResponse {
  const prompt = promptTokens(request);
  const base = { modelVersion: identity.model, responseId: identity.responseId };
  if (answer.kind === "blocked-prompt") {
    return {
      promptFeedback: {
        blockReason: answer.reason,
        safetyRatings: HARM_CATEGORIES.map((category) => ({
          category,
          probability: category === "HARM_CATEGORY_DANGEROUS_CONTENT" ? "MEDIUM" : "NEGLIGIBLE",
        })),
      },
      usageMetadata: { promptTokenCount: prompt, totalTokenCount: prompt },
      ...base,
    };
  }
  if (answer.kind === "blocked-reply") {
    const candidate: Candidate = {
      finishReason: "SAFETY",
      index: 0,
      safetyRatings: HARM_CATEGORIES.map((category) => ({
        category,
        probability: category === "HARM_CATEGORY_HARASSMENT" ? "MEDIUM" : "NEGLIGIBLE",
      })),
    };
    return { candidates: [candidate], usageMetadata: { promptTokenCount: prompt, totalTokenCount: prompt }, ...base };
  }
  const candidate: Candidate = {
    content: { role: "model", parts: [{ text: chunkText }] },
    index: 0,
    ...(last ? { finishReason: "STOP", safetyRatings: negligibleRatings() } : {}),
  };
  const replyTokens = tokensOf(replySoFar);
  return {
    candidates: [candidate],
    usageMetadata: {
      promptTokenCount: prompt,
      ...(last ? { candidatesTokenCount: replyTokens } : {}),
      totalTokenCount: prompt + (last ? replyTokens : 0),
    },
    ...base,
  };
}

/** The reply cut into streamed pieces of a few words each (the first piece is never empty). */
export function streamPieces(text: string, wordsPerPiece = 4): string[] {
  const words = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(""));
  }
  return pieces.length > 0 ? pieces : [""];
}
