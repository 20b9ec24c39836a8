import type { ReadingLevel } from "./knowledge.ts";

const AGE_PATTERN = /\b(\d{1,2})[- ]years?[- ]old\b/i;

export function ageIn(systemInstruction: string): number | undefined {
  const match = AGE_PATTERN.exec(systemInstruction);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export function readingLevelFor(age: number | undefined): ReadingLevel {
  if (age === undefined) return "middle";
  if (age <= 7) return "young";
  if (age <= 12) return "middle";
  return "teen";
}
