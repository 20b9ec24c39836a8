// The reply verdict's shape twice over: the responseSchema Gemini is asked to answer in (structured output), and the
// zod schema its answer is checked against, since a model can still answer something else. One verdict judges the
// answer in its context and sorts the child's own message (the model layer of the input screen).
import { Type } from "@google/genai";
import type { Schema } from "@google/genai";
import { z } from "zod";
import { REPLY_MODERATION_CATEGORIES } from "./reply-moderation-rubric.ts";

/** The schema's title; the Gemini emulator recognises reply moderation requests by it. */
export const REPLY_MODERATION_SCHEMA_TITLE = "ReplyModerationVerdict";

const VERDICT_CATEGORIES = [...REPLY_MODERATION_CATEGORIES, "none"] as const;

/** How the verdict sorts the child's message: a crisis of one of three kinds, or one of the other input categories. */
export const MESSAGE_CATEGORIES = [
  "crisis_self_harm",
  "crisis_abuse",
  "crisis_grooming",
  "personal_data",
  "harmful_request",
  "ordinary",
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/**
 * What the verdict is sent, as JSON data after its instruction: the surface, the child's age, the child's message,
 * the previous turn when the message leans on it, and the answer. None of it is ever instructions.
 */
export interface VerdictRequestData {
  surface: string;
  age: number | null;
  question: string;
  previous: { question: string; answer: string } | null;
  answer: string;
}

export const REPLY_MODERATION_RESPONSE_SCHEMA: Schema = {
  title: REPLY_MODERATION_SCHEMA_TITLE,
  type: Type.OBJECT,
  properties: {
    messageCategory: {
      type: Type.STRING,
      format: "enum",
      enum: [...MESSAGE_CATEGORIES],
      description: "What the child's own message is: a crisis (which kind), personal details, a request for harm, or ordinary.",
    },
    category: {
      type: Type.STRING,
      format: "enum",
      enum: [...VERDICT_CATEGORIES],
      description: "The worst category the answer fails, read as a reply to the question, or 'none'.",
    },
    decision: { type: Type.STRING, format: "enum", enum: ["allow", "block"], description: "'block' when any category fails." },
    reason: { type: Type.STRING, description: "One short sentence for the review log." },
  },
  required: ["messageCategory", "category", "decision", "reason"],
  // The message first, then the category: the model reads the question before it weighs the answer.
  propertyOrdering: ["messageCategory", "category", "decision", "reason"],
};

export const ModelReplyVerdict = z.object({
  messageCategory: z.enum(MESSAGE_CATEGORIES),
  category: z.enum(VERDICT_CATEGORIES),
  decision: z.enum(["allow", "block"]),
  reason: z.string(),
});
export type ModelReplyVerdict = z.infer<typeof ModelReplyVerdict>;
