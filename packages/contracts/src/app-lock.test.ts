import { describe, expect, it } from "vitest";
import { isMessageLimitReached, isTimeLimitReached } from "./app-lock.ts";

describe("the daily limits", () => {
  it("are reached at the limit, not before", () => {
    expect(isMessageLimitReached({ dailyMessageLimit: 3 }, { messages: 2 })).toBe(false);
    expect(isMessageLimitReached({ dailyMessageLimit: 3 }, { messages: 3 })).toBe(true);
    expect(isTimeLimitReached({ dailyTimeLimitMinutes: 30 }, { activeMinutes: 29 })).toBe(false);
    expect(isTimeLimitReached({ dailyTimeLimitMinutes: 30 }, { activeMinutes: 30 })).toBe(true);
  });

  it("are never reached without a limit", () => {
    expect(isMessageLimitReached({ dailyMessageLimit: null }, { messages: 10_000 })).toBe(false);
    expect(isTimeLimitReached({ dailyTimeLimitMinutes: null }, { activeMinutes: 10_000 })).toBe(false);
  });

  it("a limit of zero holds from the first use", () => {
    expect(isMessageLimitReached({ dailyMessageLimit: 0 }, { messages: 0 })).toBe(true);
    expect(isTimeLimitReached({ dailyTimeLimitMinutes: 0 }, { activeMinutes: 0 })).toBe(true);
  });
});
