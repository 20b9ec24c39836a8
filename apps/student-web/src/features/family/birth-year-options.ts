import { Age, BIRTH_YEAR_MAX_YEARS_AGO, answerAgeOf } from "@kidsafe/contracts";
import type { AgeOption } from "@kidsafe/contracts";

/** Every year a birth year may be, newest first: this year back to BIRTH_YEAR_MAX_YEARS_AGO years ago. */
export function birthYearChoices(now: Date): number[] {
  const thisYear = now.getUTCFullYear();
  return Array.from({ length: BIRTH_YEAR_MAX_YEARS_AGO + 1 }, (_, index) => thisYear - index);
}

/** The settings' age option the answers start at for a child born in `birthYear`. */
export function ageOptionOf(birthYear: number, now: Date): AgeOption {
  return Age.parse(String(answerAgeOf(birthYear, now)));
}
