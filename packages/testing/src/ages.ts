/**
 * A birth year that makes a student 13 or over on every clock the tests run on (fixed clocks go back to November
 * 2023) and for a century of real years: tests that chat, search, track, preview, upload or call voice sign up such a
 * student, whom the under-13 collection gate never asks for a parent's consent. Tests of the gate sign up younger
 * children on purpose.
 */
export const TEEN_BIRTH_YEAR = 2008;

/** A birth year that makes a student 9 or 10 today: under 13, so heard only with a linked parent's consent. */
export const CHILD_BIRTH_YEAR = new Date().getUTCFullYear() - 10;
