import { HarmBlockThreshold, HarmCategory } from "@google/genai";
import type { SafetySetting } from "@google/genai";

/**
 * The strictest adjustable filter on each of the Gemini API's four harm categories: block content with even a
 * low probability of harm. (The image categories exist only on Vertex AI, and child-safety harms are always
 * blocked by the API itself.) Our own reply check (reply-safety.ts) comes on top of these.
 */
export const STRICT_SAFETY_SETTINGS: readonly SafetySetting[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE }));
