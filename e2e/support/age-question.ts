// The neutral age question every student answers once after signing up through the page.
import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** Teens (13 and over) are heard without a parent's consent; a 15-year-old keeps the older specs' flows as they were. */
export const TEEN_AGE = 15;

/** Answers the age question with the birth year of a child of `age`, as a child would. */
export async function answerAgeQuestion(page: Page, age: number): Promise<void> {
  const year = page.getByRole("combobox", { name: FAMILY_TEXTS.birthYearQuestion });
  await expect(year).toBeVisible();
  // Nothing is chosen until the child chooses.
  await expect(year).toHaveValue("");
  await year.selectOption(String(new Date().getUTCFullYear() - age));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(year).toBeHidden();
}
