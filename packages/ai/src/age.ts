import type { AgeOption } from "@kidsafe/contracts";

/** Null for "smart adapt": the age is not known. */
export function ageNumberOf(age: AgeOption): number | null {
  const value = Number(age);
  return Number.isInteger(value) ? value : null;
}
