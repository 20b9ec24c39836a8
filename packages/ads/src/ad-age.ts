import { ADS_MIN_CHILD_AGE, youngestAgeOf } from "@kidsafe/contracts";
import type { AgeOption } from "@kidsafe/contracts";

/** The ages a child may be, as far as ads go: one age from the settings, or the two a birth year allows. */
export interface AdAgeRange {
  from: number;
  to: number;
}

/**
 * The age ads are chosen for (docs/decisions.md "Ads and age"): the age chosen in the settings (what the answers are
 * written for); with 'smart_adapt', the account's birth year when it is known (the child may be either age that year
 * allows: both must be inside an app's range). null, no ad at all: a child of no known age ('smart_adapt' with no
 * birth year), or one who may be under ADS_MIN_CHILD_AGE by the settings or by the birth year.
 */
export function adAgeOf(option: AgeOption, birthYear: number | null, now: Date): AdAgeRange | null {
  const byBirthYear = birthYear === null ? null : { from: youngestAgeOf(birthYear, now), to: youngestAgeOf(birthYear, now) + 1 };
  if (byBirthYear !== null && byBirthYear.from < ADS_MIN_CHILD_AGE) return null;
  const age = option === "smart_adapt" ? byBirthYear : { from: Number(option), to: Number(option) };
  return age !== null && age.from >= ADS_MIN_CHILD_AGE ? age : null;
}

/** Whether an app made for these ages may be offered to this child: every age the child may be is inside. */
export const fitsAges = (app: { minAge: number; maxAge: number }, age: AdAgeRange): boolean => app.minAge <= age.from && age.to <= app.maxAge;

/** A cache key of the age. */
export const adAgeKey = (age: AdAgeRange): string => `${age.from}-${age.to}`;
