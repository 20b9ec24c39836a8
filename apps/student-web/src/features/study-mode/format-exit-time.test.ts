import { describe, expect, it } from "vitest";
import { formatExitTime } from "./format-exit-time.ts";

describe("formatExitTime", () => {
  it("shows the exit in the given locale and time zone", () => {
    const london = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
    expect(formatExitTime("2026-05-04T17:05:00.000Z", london)).toBe("4 May 2026, 18:05");
  });
});
