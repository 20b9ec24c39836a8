import { describe, expect, it } from "vitest";
import { adAgeOf, fitsAges } from "./ad-age.ts";

const NOW = new Date("2026-11-29T12:00:00Z");
const EIGHT_TO_TWELVE = { minAge: 8, maxAge: 12 };

describe("adAgeOf", () => {
  it("takes the settings' age when the account has no birth year", () => {
    expect(adAgeOf("9", null, NOW)).toEqual({ from: 9, to: 9 });
  });

  it("gives no ads to a child of no known age (smart_adapt, no birth year) or under 5", () => {
    expect(adAgeOf("smart_adapt", null, NOW)).toBeNull();
    expect(adAgeOf("4", null, NOW)).toBeNull();
    expect(adAgeOf("1", null, NOW)).toBeNull();
  });

  it("takes the birth year for smart_adapt: both ages the year allows", () => {
    expect(adAgeOf("smart_adapt", 2016, NOW)).toEqual({ from: 9, to: 10 });
    expect(adAgeOf("15", 2016, NOW)).toEqual({ from: 15, to: 15 });
  });

  it("gives no ads to a child the birth year says may be under 5, whatever the settings say", () => {
    // Born in 2021: 4 or 5 now.
    expect(adAgeOf("10", 2021, NOW)).toBeNull();
    expect(adAgeOf("smart_adapt", 2021, NOW)).toBeNull();
  });
});

describe("fitsAges", () => {
  it("keeps an app for 8-12 from a 7- and a 13-year-old", () => {
    expect(fitsAges(EIGHT_TO_TWELVE, { from: 7, to: 7 })).toBe(false);
    expect(fitsAges(EIGHT_TO_TWELVE, { from: 13, to: 13 })).toBe(false);
    expect(fitsAges(EIGHT_TO_TWELVE, { from: 8, to: 8 })).toBe(true);
    expect(fitsAges(EIGHT_TO_TWELVE, { from: 12, to: 12 })).toBe(true);
  });

  it("needs every age a birth year allows inside the range", () => {
    // Born 2018: 7 or 8 in November 2026.
    expect(fitsAges(EIGHT_TO_TWELVE, adAgeOf("smart_adapt", 2018, NOW)!)).toBe(false);
    expect(fitsAges(EIGHT_TO_TWELVE, adAgeOf("smart_adapt", 2017, NOW)!)).toBe(true);
  });
});
