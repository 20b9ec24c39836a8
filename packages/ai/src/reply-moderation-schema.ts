// A model can still answer outside the responseSchema, so its answer is checked with zod too.
import { Type } from "@google/genai";
import type { Schema } from "@google/genai";
import { z } from "zod";
import { REPLY_MODERATION_CATEGORIES } from "./reply-moderation-rubric.ts";

/** The Gemini emulator recognises reply moderation requests by it. */
export const REPLY_MODERATION_SCHEMA_TITLE = "ReplyModerationVerdict";

const VERDICT_CATEGORIES = [...REPLY_MODERATION_CATEGORIES, "none"] as const;

export const MESSAGE_CATEGORIES = [
  "crisis_self_harm",
  "crisis_abuse",
  "crisis_grooming",
  "personal_data",
  "harmful_request",
  "ordinary",
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Sent as JSON data after the instruction; none of it is ever instructions. */
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
  // The model reads the question before it weighs the answer.
  propertyOrdering: ["messageCategory", "category", "decision", "reason"],
};

export const ModelReplyVerdict = z.object({
  messageCategory: z.enum(MESSAGE_CATEGORIES),
  category: z.enum(VERDICT_CATEGORIES),
  decision: z.enum(["allow", "block"]),
  reason: z.string(),
});
export type ModelReplyVerdict = z.infer<typeof ModelReplyVerdict>;
