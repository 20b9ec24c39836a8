// A model can still answer outside the responseSchema, so its answer is checked with zod too.
import { Type } from "@google/genai";
import type { Schema } from "@google/genai";
import { z } from "zod";
import { SITE_SAFETY_CATEGORIES } from "./site-safety-rubric.ts";

/** The Gemini emulator recognises the site check's requests by it. */
export const SITE_SAFETY_SCHEMA_TITLE = "SiteSafetyVerdict";

export const SITE_SAFETY_RESPONSE_SCHEMA: Schema = {
  title: SITE_SAFETY_SCHEMA_TITLE,
  type: Type.OBJECT,
  properties: {
    failedCategories: {
      type: Type.ARRAY,
      description: "Every category the website fails; empty when it fails none.",
      items: { type: Type.STRING, format: "enum", enum: [...SITE_SAFETY_CATEGORIES] },
    },
    isSafe: { type: Type.BOOLEAN, description: "true only when no category fails." },
    reason: { type: Type.STRING, description: "One short sentence for the website's owner: the verdict and its main reason." },
    details: { type: Type.STRING, description: "Two to four sentences: what was found and on which page." },
    aiDescription: { type: Type.STRING, description: "1-2 factual sentences for parents and children, no marketing." },
  },
  required: ["failedCategories", "isSafe", "reason", "details", "aiDescription"],
  // The model weighs the categories before it writes the verdict.
  propertyOrdering: ["failedCategories", "isSafe", "reason", "details", "aiDescription"],
};

export const ModelSiteVerdict = z.object({
  failedCategories: z.array(z.enum(SITE_SAFETY_CATEGORIES)),
  isSafe: z.boolean(),
  reason: z.string(),
  details: z.string(),
  aiDescription: z.string(),
});
export type ModelSiteVerdict = z.infer<typeof ModelSiteVerdict>;
