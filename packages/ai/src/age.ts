import type { AgeOption } from "@kidsafe/contracts";

/** A child's age as a number (1-18), or null for "smart adapt" (the age is not known). */
export function ageNumberOf(age: AgeOption): number | null {
  const value = Number(age);
  return Number.isInteger(value) ? value : null;
}
