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

/** What "strictest" means, written apart from STRICT_SAFETY_SETTINGS so that the check can catch a change to it. */
const REQUIRED_CATEGORIES: readonly HarmCategory[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
];

/** Which harm categories a list of settings leaves out or blocks less strictly than the strictest; [] when none. */
export function weakenedSafetySettings(settings: readonly SafetySetting[]): string[] {
  return REQUIRED_CATEGORIES.flatMap((category) => {
    const set = settings.find((setting) => setting.category === category);
    if (!set) return [`${category} is not set`];
    return set.threshold === HarmBlockThreshold.BLOCK_LOW_AND_ABOVE ? [] : [`${category} is ${set.threshold ?? "unset"}`];
  });
}

/**
 * Checked when a server starts: every Gemini call sends STRICT_SAFETY_SETTINGS, and a build where they were weakened
 * must not start serving children.
 */
export function assertStrictSafetySettings(settings: readonly SafetySetting[] = STRICT_SAFETY_SETTINGS): void {
  const problems = weakenedSafetySettings(settings);
  if (problems.length > 0) {
    throw new Error(`Gemini's safety settings must block at BLOCK_LOW_AND_ABOVE in every category: ${problems.join("; ")}.`);
  }
}
