import { describe, expect, it } from "vitest";
import {
  AGE_OPTIONS,
  CHAT_TEXTS,
  IMPRESSION_RATE_CENTS,
  RECOMMENDATION_CENTS,
  SUBJECT_LABELS,
  SUBJECT_OPTIONS,
  UPFRONT_FEE_CENTS,
  VOICE_OPTIONS,
  formatCents,
  normalizeReportStatus,
} from "./index.ts";

describe("constants", () => {
  it("offers smart_adapt and the ages 1 to 18", () => {
    expect(AGE_OPTIONS).toEqual(["smart_adapt", ...Array.from({ length: 18 }, (_, i) => String(i + 1))]);
  });

  it("offers the 17 subjects, each with a label", () => {
    expect(SUBJECT_OPTIONS).toHaveLength(17);
    expect(Object.keys(SUBJECT_LABELS).sort()).toEqual([...SUBJECT_OPTIONS].sort());
  });

  it("offers the three voices with their descriptions", () => {
    expect(VOICE_OPTIONS.map((voice) => `${voice.value} (${voice.label})`)).toEqual([
      "Puck (Friendly & Energetic)",
      "Charon (Calm & Professional)",
      "Kore (Warm & Nurturing)",
    ]);
  });

  it("prices in cents: $100 upfront, $0.10 per impression, $1.00 per recommendation", () => {
    expect([UPFRONT_FEE_CENTS, IMPRESSION_RATE_CENTS, RECOMMENDATION_CENTS]).toEqual([10_000, 10, 100]);
    expect(formatCents(UPFRONT_FEE_CENTS)).toBe("$100.00");
    expect(formatCents(IMPRESSION_RATE_CENTS)).toBe("$0.10");
  });

  it("writes the chat limit texts with the limit", () => {
    expect(CHAT_TEXTS.messageCounter(40)).toBe("40/50 messages");
    expect(CHAT_TEXTS.limitReachedInline).toBe("Chat limit reached (50/50 messages). Please clear the chat to continue.");
  });

  it("reads any report status but resolved and reviewed as pending", () => {
    expect(["resolved", "reviewed", "open", null].map(normalizeReportStatus)).toEqual([
      "resolved",
      "reviewed",
      "pending",
      "pending",
    ]);
  });
});
