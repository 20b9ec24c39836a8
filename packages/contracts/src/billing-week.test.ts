import { describe, expect, it } from "vitest";
import { billingWeekOf } from "./billing-week.ts";

describe("billingWeekOf", () => {
  it("answers the Monday (UTC) of the week", () => {
    expect(billingWeekOf(new Date("2026-11-23T00:00:00.000Z"))).toBe("2026-11-23"); // Monday
    expect(billingWeekOf(new Date("2026-11-29T23:59:59.999Z"))).toBe("2026-11-23"); // Sunday
    expect(billingWeekOf(new Date("2026-11-30T00:00:00.000Z"))).toBe("2026-11-30");
    expect(billingWeekOf(new Date("2027-01-01T12:00:00.000Z"))).toBe("2026-12-28"); // across the year
  });
});
