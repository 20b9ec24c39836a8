// The emulator reads the child's age the way a model would: from the system instruction's own words.
import type { ReadingLevel } from "./knowledge.ts";

const AGE_PATTERN = /\b(\d{1,2})[- ]years?[- ]old\b/i;

/** The age stated in the system instruction ("... is 7 years old"), if any. */
export function ageIn(systemInstruction: string): number | undefined {
  const match = AGE_PATTERN.exec(systemInstruction);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Unknown age (the 'smart_adapt' setting) reads at the middle level. */
export function readingLevelFor(age: number | undefined): ReadingLevel {
  if (age === undefined) return "middle";
  if (age <= 7) return "young";
  if (age <= 12) return "middle";
  return "teen";
}
