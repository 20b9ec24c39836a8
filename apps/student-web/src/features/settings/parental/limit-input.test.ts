import { PARENTAL_LIMIT_BOUNDS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { limitToInput, parseLimitInput } from "./limit-input.ts";

const bounds = PARENTAL_LIMIT_BOUNDS.dailyMinutes;

describe("parseLimitInput", () => {
  it("reads blank as off", () => {
    expect(parseLimitInput("  ", bounds, "range")).toEqual({ value: null });
  });

  it("reads whole numbers within the bounds", () => {
    expect(parseLimitInput(" 90 ", bounds, "range")).toEqual({ value: 90 });
    expect(parseLimitInput(String(bounds.max), bounds, "range")).toEqual({ value: bounds.max });
  });

  it("refuses anything else with the range message", () => {
    for (const text of ["0", "1441", "2.5", "-3", "ten", "1e3"]) {
      expect(parseLimitInput(text, bounds, "range")).toEqual({ error: "range" });
    }
  });

  it("shows off as an empty field", () => {
    expect(limitToInput(null)).toBe("");
    expect(limitToInput(30)).toBe("30");
  });
});
