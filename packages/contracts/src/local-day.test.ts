import { describe, expect, it } from "vitest";
import { localDay, minuteOf } from "./local-day.ts";

describe("localDay", () => {
  it("is the calendar day in the child's time zone, not the server's", () => {
    const instant = new Date("2026-03-10T04:30:00Z");
    expect(localDay(instant, "UTC")).toBe("2026-03-10");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-03-09");
    expect(localDay(instant, "Asia/Tokyo")).toBe("2026-03-10");
  });

  it("changes exactly at local midnight", () => {
    expect(localDay(new Date("2026-06-01T03:59:59.999Z"), "America/New_York")).toBe("2026-05-31");
    expect(localDay(new Date("2026-06-01T04:00:00.000Z"), "America/New_York")).toBe("2026-06-01");
  });

  it("is right for every minute asked, in zones whose midnight falls on a quarter hour too", () => {
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC.
    expect(localDay(new Date("2026-06-01T18:14:00Z"), "Asia/Kathmandu")).toBe("2026-06-01");
    expect(localDay(new Date("2026-06-01T18:14:59.999Z"), "Asia/Kathmandu")).toBe("2026-06-01");
    expect(localDay(new Date("2026-06-01T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-06-02");
    expect(localDay(new Date("2026-06-01T18:14:30Z"), "Asia/Kathmandu")).toBe("2026-06-01");
    expect(localDay(new Date("2026-06-01T18:14:30Z"), "UTC")).toBe("2026-06-01");
  });

  it("reads an unknown zone as UTC", () => {
    expect(localDay(new Date("2026-01-01T23:00:00Z"), "Not/AZone")).toBe("2026-01-01");
  });
});

describe("minuteOf", () => {
  it("drops the seconds", () => {
    expect(minuteOf(new Date("2026-01-01T10:15:59.999Z")).toISOString()).toBe("2026-01-01T10:15:00.000Z");
  });
});
