// The reply verdict's shape twice over: the responseSchema Gemini is asked to answer in (structured output), and the
// zod schema its answer is checked against, since a model can still answer something else.
import { Type } from "@google/genai";
import type { Schema } from "@google/genai";
import { z } from "zod";
import { REPLY_MODERATION_CATEGORIES } from "./reply-moderation-rubric.ts";

/** The schema's title; the Gemini emulator recognises reply moderation requests by it. */
export const REPLY_MODERATION_SCHEMA_TITLE = "ReplyModerationVerdict";

const VERDICT_CATEGORIES = [...REPLY_MODERATION_CATEGORIES, "none"] as const;

export const REPLY_MODERATION_RESPONSE_SCHEMA: Schema = {
  title: REPLY_MODERATION_SCHEMA_TITLE,
  type: Type.OBJECT,
  properties: {
    category: {
      type: Type.STRING,
      format: "enum",
      enum: [...VERDICT_CATEGORIES],
      description: "The worst category the answer fails, or 'none'.",
    },
    decision: { type: Type.STRING, format: "enum", enum: ["allow", "block"], description: "'block' when any category fails." },
    reason: { type: Type.STRING, description: "One short sentence for the review log." },
  },
  required: ["category", "decision", "reason"],
  // The category comes first, so the model weighs it before it decides.
  propertyOrdering: ["category", "decision", "reason"],
};

export const ModelReplyVerdict = z.object({
  category: z.enum(VERDICT_CATEGORIES),
  decision: z.enum(["allow", "block"]),
  reason: z.string(),
});
export type ModelReplyVerdict = z.infer<typeof ModelReplyVerdict>;
