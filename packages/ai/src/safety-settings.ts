import { HarmBlockThreshold, HarmCategory } from "@google/genai";
import type { SafetySetting } from "@google/genai";

/** The image categories exist only on Vertex AI; child-safety harms are always blocked by the API itself. */
export const STRICT_SAFETY_SETTINGS: readonly SafetySetting[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE }));

/** Written apart from STRICT_SAFETY_SETTINGS so the check catches a change to it. */
const REQUIRED_CATEGORIES: readonly HarmCategory[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
];

export function weakenedSafetySettings(settings: readonly SafetySetting[]): string[] {
  return REQUIRED_CATEGORIES.flatMap((category) => {
    const set = settings.find((setting) => setting.category === category);
    if (!set) return [`${category} is not set`];
    return set.threshold === HarmBlockThreshold.BLOCK_LOW_AND_ABOVE ? [] : [`${category} is ${set.threshold ?? "unset"}`];
  });
}

/** A build whose settings were weakened must not start serving children. */
export function assertStrictSafetySettings(settings: readonly SafetySetting[] = STRICT_SAFETY_SETTINGS): void {
  const problems = weakenedSafetySettings(settings);
  if (problems.length > 0) {
    throw new Error(`Gemini's safety settings must block at BLOCK_LOW_AND_ABOVE in every category: ${problems.join("; ")}.`);
  }
}
