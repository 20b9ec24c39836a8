import { PARENTAL_LIMIT_BOUNDS, PARENTAL_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { dailyLimitInputsOf, limitToInput, parseDailyLimits, parseLimitInput } from "./limit-input.ts";

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

describe("parseDailyLimits", () => {
  it("gives both limits when both fields are right, blank meaning off", () => {
    expect(parseDailyLimits({ messages: " 20 ", minutes: "" })).toEqual({ limits: { dailyMessageLimit: 20, dailyTimeLimitMinutes: null } });
  });

  it("gives the error of each wrong field and sends nothing", () => {
    expect(parseDailyLimits({ messages: "ten", minutes: "30" })).toEqual({ errors: { messages: PARENTAL_TEXTS.messageLimitRange } });
    expect(parseDailyLimits({ messages: "-1", minutes: "99999" })).toEqual({
      errors: { messages: PARENTAL_TEXTS.messageLimitRange, minutes: PARENTAL_TEXTS.timeLimitRange },
    });
  });

  it("reads back what dailyLimitInputsOf writes", () => {
    const limits = { dailyMessageLimit: 15, dailyTimeLimitMinutes: null };
    expect(dailyLimitInputsOf(limits)).toEqual({ messages: "15", minutes: "" });
    expect(parseDailyLimits(dailyLimitInputsOf(limits))).toEqual({ limits });
  });
});
