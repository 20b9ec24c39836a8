/**
 * 13 or over on every test clock (fixed clocks go back to November 2023), so the under-13 consent gate never asks;
 * tests of the gate sign up younger children on purpose.
 */
export const TEEN_BIRTH_YEAR = 2008;

/** Under 13, so heard only with a linked parent's consent. */
export const CHILD_BIRTH_YEAR = new Date().getUTCFullYear() - 10;
