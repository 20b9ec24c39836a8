import { describe, expect, it } from "vitest";
import { PARENTAL_TEXTS, SetParentalLimitsRequest, TimeZoneName } from "./parental-limits.ts";

function messagesOf(input: unknown): string[] {
  return SetParentalLimitsRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

const valid = { password: "parent-pw", dailyMessageLimit: 20, dailyTimeLimitMinutes: 90, timeZone: "America/New_York" };

describe("SetParentalLimitsRequest", () => {
  it("accepts limits with a parent password, and null for a limit that is off", () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, dailyMessageLimit: null, dailyTimeLimitMinutes: null })).toEqual([]);
  });

  it("needs a parent password that is not blank", () => {
    expect(messagesOf({ ...valid, password: "  " })).toEqual(["Please enter your password"]);
  });

  it("refuses limits outside their range or not whole numbers", () => {
    expect(messagesOf({ ...valid, dailyMessageLimit: 0 })).toEqual([PARENTAL_TEXTS.messageLimitRange]);
    expect(messagesOf({ ...valid, dailyMessageLimit: 2.5 })).toEqual([PARENTAL_TEXTS.messageLimitRange]);
    expect(messagesOf({ ...valid, dailyTimeLimitMinutes: 1441 })).toEqual([PARENTAL_TEXTS.timeLimitRange]);
  });

  it("needs every field: a missing limit is an error, not 'off'", () => {
    const { dailyTimeLimitMinutes: _omitted, ...missing } = valid;
    expect(messagesOf(missing)).toEqual([PARENTAL_TEXTS.timeLimitRange]);
  });
});

describe("TimeZoneName", () => {
  it("accepts IANA names and refuses made-up ones", () => {
    expect(TimeZoneName.safeParse("Asia/Kolkata").success).toBe(true);
    expect(TimeZoneName.safeParse("UTC").success).toBe(true);
    expect(TimeZoneName.safeParse("Mars/Olympus").error?.issues[0]?.message).toBe(PARENTAL_TEXTS.unknownTimeZone);
  });

  it("accepts an alias the implementation's list of canonical zones leaves out", () => {
    expect(Intl.supportedValuesOf("timeZone")).not.toContain("US/Eastern");
    expect(TimeZoneName.safeParse("US/Eastern").success).toBe(true);
    expect(TimeZoneName.safeParse("US/Eastern").success).toBe(true);
    expect(TimeZoneName.safeParse("US/Olympus").success).toBe(false);
  });
});

describe("PARENTAL_TEXTS.usageToday", () => {
  it("counts in words a parent reads", () => {
    expect(PARENTAL_TEXTS.usageToday(1, 1)).toBe("Today: 1 message, 1 minute");
    expect(PARENTAL_TEXTS.usageToday(0, 45)).toBe("Today: 0 messages, 45 minutes");
  });
});
