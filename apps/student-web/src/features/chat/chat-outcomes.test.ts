import { CHAT_TEXTS, FAMILY_INSIGHT_TEXTS } from "@kidsafe/contracts";
import { ApiError, NetworkError } from "@kidsafe/ui";
import { describe, expect, it } from "vitest";
import { isChatLimitError, outcomeOfFailure, outcomeOfReply } from "./chat-outcomes.ts";

const reply = { response: "Hi!", sessionId: "s1" };

describe("outcomeOfReply (seed 000 §8)", () => {
  it("is a plain reply without a toast", () => {
    expect(outcomeOfReply(reply)).toEqual({ outcome: "replied", toast: null });
  });

  it("locks the app for the day when the reply says locked", () => {
    expect(outcomeOfReply({ ...reply, locked: true })).toEqual({
      outcome: "locked-daily",
      toast: { title: "App Locked", description: "Daily message limit reached! App is locked until tomorrow.", variant: "destructive" },
    });
  });

  it("treats a limitReached flag as the chat limit", () => {
    expect(outcomeOfReply({ ...reply, limitReached: true })).toMatchObject({
      outcome: "limit",
      toast: { title: "Chat Limit Reached", description: CHAT_TEXTS.limitReachedDescription },
    });
  });
});

describe("outcomeOfFailure (seed 000 §8)", () => {
  it("recognises the chat limit by its message", () => {
    const error = new ApiError(429, CHAT_TEXTS.limitReachedServerMessage);
    expect(isChatLimitError(error)).toBe(true);
    expect(outcomeOfFailure(error)).toMatchObject({ outcome: "limit", toast: { title: "Chat Limit Reached" } });
    expect(CHAT_TEXTS.limitReachedDescription).toBe(
      "You've reached the 50 message limit for this chat. Please clear the chat to start a new conversation.",
    );
  });

  it("does not take another 429 (a rate limit) for the chat limit", () => {
    const error = new ApiError(429, "Please wait a moment before sending another message.");
    expect(outcomeOfFailure(error)).toEqual({
      outcome: "failed",
      toast: { title: "Error", description: "Please wait a moment before sending another message.", variant: "destructive" },
    });
  });

  it("says 'App Locked' for 423 (the time limit)", () => {
    expect(outcomeOfFailure(new ApiError(423, "Time is up for today"))).toEqual({
      outcome: "locked-time",
      toast: { title: "App Locked", description: "Time limit reached. Visit Parental Controls to unlock.", variant: "destructive" },
    });
  });

  it("says 'App Locked' with the quiet-hours text during quiet hours", () => {
    expect(outcomeOfFailure(new ApiError(423, FAMILY_INSIGHT_TEXTS.quietHoursLocked)).toast).toEqual({
      title: "App Locked",
      description: FAMILY_INSIGHT_TEXTS.quietHoursLocked,
      variant: "destructive",
    });
  });

  it("shows 'Error' with the server's message for anything else", () => {
    expect(outcomeOfFailure(new ApiError(502, "The AI did not answer in time. Please try again."))).toEqual({
      outcome: "failed",
      toast: { title: "Error", description: "The AI did not answer in time. Please try again.", variant: "destructive" },
    });
    expect(outcomeOfFailure(new NetworkError(new TypeError("fetch failed"))).toast?.description).toMatch(/could not reach/i);
  });
});
