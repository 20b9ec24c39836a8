import { describe, expect, it } from "vitest";
import { CHAT_TEXTS, IMPRESSION_RATE_CENTS, RECOMMENDATION_CENTS, UPFRONT_FEE_CENTS, formatCents, normalizeReportStatus } from "./index.ts";

describe("constants", () => {
  it("prices in cents: $100 upfront, $0.10 per impression, $1.00 per recommendation", () => {
    expect(formatCents(UPFRONT_FEE_CENTS)).toBe("$100.00");
    expect(formatCents(IMPRESSION_RATE_CENTS)).toBe("$0.10");
    expect(formatCents(RECOMMENDATION_CENTS)).toBe("$1.00");
  });

  it("writes the chat limit texts with the limit", () => {
    expect(CHAT_TEXTS.messageCounter(40)).toBe("40/50 messages");
    expect(CHAT_TEXTS.limitReachedInline).toBe("Chat limit reached (50/50 messages). Please clear the chat to continue.");
  });

  it("reads any report status but resolved and reviewed as pending", () => {
    expect(["resolved", "reviewed", "open", null].map(normalizeReportStatus)).toEqual(["resolved", "reviewed", "pending", "pending"]);
  });
});
