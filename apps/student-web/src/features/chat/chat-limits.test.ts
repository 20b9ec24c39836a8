import { CHAT_SEND_COOLDOWN_MS, CHAT_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { canSubmit, characterCount, messageLimitStatus, sendBlockReason } from "./chat-limits.ts";

describe("characterCount (seed 000 §5: n/4000, red over the limit)", () => {
  it("counts up to 4000 without flagging", () => {
    expect(characterCount("")).toEqual({ label: "0/4000", overLimit: false });
    expect(characterCount("a".repeat(4000))).toEqual({ label: "4000/4000", overLimit: false });
  });

  it("flags 4001 characters", () => {
    expect(characterCount("a".repeat(4001))).toEqual({ label: "4001/4000", overLimit: true });
  });
});

describe("messageLimitStatus (seed 000 §5: 50 messages, warning from 40)", () => {
  it("shows only the count below 40", () => {
    expect(messageLimitStatus(0)).toEqual({ label: "0/50 messages", level: "ok", notice: null });
    expect(messageLimitStatus(39)).toEqual({ label: "39/50 messages", level: "ok", notice: null });
  });

  it("says 'Approaching limit!' from 40 to 49", () => {
    expect(messageLimitStatus(40)).toEqual({ label: "40/50 messages", level: "warning", notice: "Approaching limit!" });
    expect(messageLimitStatus(49).level).toBe("warning");
  });

  it("shows the limit text at 50", () => {
    expect(messageLimitStatus(50)).toEqual({ label: "50/50 messages", level: "full", notice: CHAT_TEXTS.limitReachedInline });
  });
});

describe("canSubmit (seed 000 §5: text or an image, at most 4000 characters, nothing pending)", () => {
  it("needs text that is not blank, or an image", () => {
    expect(canSubmit({ text: "", fileCount: 0, pending: false })).toBe(false);
    expect(canSubmit({ text: "  \n ", fileCount: 0, pending: false })).toBe(false);
    expect(canSubmit({ text: "hi", fileCount: 0, pending: false })).toBe(true);
    expect(canSubmit({ text: "", fileCount: 1, pending: false })).toBe(true);
  });

  it("refuses over 4000 characters and while a reply is pending", () => {
    expect(canSubmit({ text: "a".repeat(4001), fileCount: 0, pending: false })).toBe(false);
    expect(canSubmit({ text: "hi", fileCount: 0, pending: true })).toBe(false);
  });
});

describe("sendBlockReason (seed 000 §4: pending or within the 2000 ms cooldown)", () => {
  it("lets the first message go", () => {
    expect(sendBlockReason({ pending: false, lastSentAt: null }, 1000)).toBeNull();
  });

  it("blocks while the previous message is pending", () => {
    expect(sendBlockReason({ pending: true, lastSentAt: 0 }, 60_000)).toBe("pending");
  });

  it("blocks until 2000 ms after the last message", () => {
    expect(sendBlockReason({ pending: false, lastSentAt: 10_000 }, 10_000 + CHAT_SEND_COOLDOWN_MS - 1)).toBe("cooldown");
    expect(sendBlockReason({ pending: false, lastSentAt: 10_000 }, 10_000 + CHAT_SEND_COOLDOWN_MS)).toBeNull();
  });
});
