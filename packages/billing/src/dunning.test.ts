import { describe, expect, it } from "vitest";
import { GRACE_PERIOD_DAYS, graceEndsAt, nextAttemptAfter } from "./dunning.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const firstFailure = new Date("2026-11-02T09:00:00Z");
const daysAfter = (date: Date | null) => (date ? (date.getTime() - firstFailure.getTime()) / DAY_MS : null);

describe("the dunning schedule", () => {
  it("tries the card again 1, 3 and 5 days after the first failure, then no more", () => {
    expect([1, 2, 3, 4].map((attempt) => daysAfter(nextAttemptAfter(attempt, firstFailure)))).toEqual([1, 3, 5, null]);
  });

  it("ends the account a week after the first failure, after the last retry", () => {
    expect(daysAfter(graceEndsAt(firstFailure))).toBe(GRACE_PERIOD_DAYS);
    expect(graceEndsAt(firstFailure).getTime()).toBeGreaterThan(nextAttemptAfter(3, firstFailure)!.getTime());
  });
});
