import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./message-time.ts";

describe("formatMessageTime (seed 000 §2: hour and minute)", () => {
  it("shows hours and minutes only", () => {
    const iso = new Date(2025, 0, 2, 9, 5, 42).toISOString();
    expect(formatMessageTime(iso, "en-GB")).toBe("09:05");
    expect(formatMessageTime(iso, "en-US")).toMatch(/^09:05\s?AM$/);
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatMessageTime("not a date")).toBe("");
  });
});
