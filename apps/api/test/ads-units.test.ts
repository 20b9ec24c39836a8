import { COUNT_WINDOW_MS, countedWindowOf } from "@kidsafe/db";
import { describe, expect, it } from "vitest";
import { decodeEntry } from "@kidsafe/ads";

describe("the counting window", () => {
  it("starts on whole 10 minutes", () => {
    expect(countedWindowOf(new Date("2026-11-23T09:19:59.999Z")).toISOString()).toBe("2026-11-23T09:10:00.000Z");
    expect(countedWindowOf(new Date("2026-11-23T09:20:00.000Z")).toISOString()).toBe("2026-11-23T09:20:00.000Z");
  });

  it("puts two instants at least a window apart into different windows", () => {
    for (const start of [0, 1, 599_999, 600_000, 1_234_567]) {
      const first = countedWindowOf(new Date(start)).getTime();
      const second = countedWindowOf(new Date(start + COUNT_WINDOW_MS)).getTime();
      expect(second).toBeGreaterThan(first);
    }
  });
});

describe("stream entries", () => {
  it("decodes a served record", () => {
    const at = String(Date.parse("2026-11-23T09:00:00Z"));
    const fields = ["t", "served", "a", "7", "u", "3", "s", "s-1", "p", "search_result", "q", "how do bees fly", "at", at];
    expect(decodeEntry("1-0", fields)).toEqual({
      type: "served",
      served: {
        advertiserId: 7,
        userId: 3,
        sessionId: "s-1",
        placement: "search_result",
        query: "how do bees fly",
        servedAt: new Date("2026-11-23T09:00:00Z"),
      },
    });
  });

  it("decodes a counted recommendation with its type and the entry id as its key", () => {
    const fields = ["t", "recommendation", "a", "7", "u", "3", "s", "s-1", "r", "followup", "q", "ctx", "at", "1000"];
    expect(decodeEntry("5-1", fields)).toEqual({
      type: "event",
      event: {
        eventKey: "5-1",
        advertiserId: 7,
        userId: 3,
        sessionId: "s-1",
        kind: "recommendation",
        recommendationType: "followup",
        query: "ctx",
        occurredAt: new Date(1000),
      },
    });
  });

  it("calls malformed entries invalid instead of guessing", () => {
    const valid = ["t", "view", "a", "7", "u", "3", "s", "s-1", "r", "", "q", "", "at", "1000"];
    const withField = (name: string, value: string) => {
      const copy = [...valid];
      copy[copy.indexOf(name) + 1] = value;
      return copy;
    };
    expect(decodeEntry("1-0", valid).type).toBe("event");
    expect(decodeEntry("1-0", withField("t", "purchase")).type).toBe("invalid");
    expect(decodeEntry("1-0", withField("a", "-1")).type).toBe("invalid");
    expect(decodeEntry("1-0", withField("u", "x")).type).toBe("invalid");
    expect(decodeEntry("1-0", withField("s", "")).type).toBe("invalid");
    expect(decodeEntry("1-0", withField("r", "followup")).type).toBe("invalid");
    expect(decodeEntry("1-0", [...withField("t", "recommendation")]).type).toBe("invalid");
  });
});
