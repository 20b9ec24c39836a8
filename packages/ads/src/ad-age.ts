import { ADS_MIN_CHILD_AGE, youngestAgeOf } from "@kidsafe/contracts";
import type { AgeOption } from "@kidsafe/contracts";

export interface AdAgeRange {
  from: number;
  to: number;
}

/**
 * With 'smart_adapt' the child may be either age the birth year allows, so both must fit an app's range. null (no ad):
 * no known age, or possibly under ADS_MIN_CHILD_AGE.
 */
export function adAgeOf(option: AgeOption, birthYear: number | null, now: Date): AdAgeRange | null {
  const byBirthYear = birthYear === null ? null : { from: youngestAgeOf(birthYear, now), to: youngestAgeOf(birthYear, now) + 1 };
  if (byBirthYear !== null && byBirthYear.from < ADS_MIN_CHILD_AGE) return null;
  const age = option === "smart_adapt" ? byBirthYear : { from: Number(option), to: Number(option) };
  return age !== null && age.from >= ADS_MIN_CHILD_AGE ? age : null;
}

export const fitsAges = (app: { minAge: number; maxAge: number }, age: AdAgeRange): boolean => app.minAge <= age.from && age.to <= app.maxAge;

export const adAgeKey = (age: AdAgeRange): string => `${age.from}-${age.to}`;
