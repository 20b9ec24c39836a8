import { describe, expect, it } from "vitest";
import { ChatHistory, ChatRequest, ChatResponse, ChatTooManyRequestsResponse } from "./chat.ts";
import { SessionId, newSessionId } from "./common.ts";
import { ATTACHMENT_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH } from "./constants/limits.ts";
import { CHAT_TEXTS, UPLOAD_TEXTS } from "./constants/texts-student.ts";

const image = (name: string) => ({ name, type: "image/png", size: 1024, data: "iVBORw0KGgo=" });

function messagesOf(input: unknown): string[] {
  return ChatRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("ChatRequest", () => {
  it("accepts 4000 characters and rejects 4001 with the limit message", () => {
    expect(messagesOf({ sessionId: "s1", message: "a".repeat(CHAT_MESSAGE_MAX_LENGTH) })).toEqual([]);
    expect(messagesOf({ sessionId: "s1", message: "a".repeat(4001) })).toEqual([CHAT_TEXTS.tooLong]);
  });

  it("accepts 5 images and rejects 6 with 'You can only upload up to 5 files in a message'", () => {
    const files = ["1", "2", "3", "4", "5", "6"].map((n) => image(`${n}.png`));
    expect(messagesOf({ sessionId: "s1", files: files.slice(0, 5) })).toEqual([]);
    expect(messagesOf({ sessionId: "s1", files })).toEqual(["You can only upload up to 5 files in a message"]);
  });

  it("names the file that is larger than 5MB", () => {
    const big = { ...image("dino.png"), size: ATTACHMENT_MAX_BYTES + 1 };
    expect(messagesOf({ sessionId: "s1", files: [big] })).toEqual(["dino.png is larger than 5MB"]);
  });

  it("rejects a file that is not an image", () => {
    const pdf = { ...image("homework.pdf"), type: "application/pdf" };
    expect(messagesOf({ sessionId: "s1", files: [pdf] })).toEqual([UPLOAD_TEXTS.invalidTypeDescription("homework.pdf")]);
  });

  it("rejects file data that is not base64", () => {
    expect(messagesOf({ sessionId: "s1", files: [{ ...image("a.png"), data: "not base64!" }] })).toEqual(["File data must be base64"]);
  });

  it("needs text or an image", () => {
    expect(messagesOf({ sessionId: "s1", message: "   " })).toEqual([CHAT_TEXTS.emptyMessage]);
    expect(messagesOf({ sessionId: "s1", message: "", files: [image("a.png")] })).toEqual([]);
  });

  it("fills the seed's defaults for what the client leaves out", () => {
    expect(ChatRequest.parse({ sessionId: "s1", message: "hi" })).toEqual({
      sessionId: "s1",
      message: "hi",
      isVoiceMode: false,
      isResearchPreview: false,
      age: "smart_adapt",
      subject: "default",
      files: [],
    });
  });

  it("accepts a follow-up with the previous search's overview", () => {
    const followUp = { sessionId: "s1", message: "tell me more", previousSearchContext: { query: "lava", aiOverview: "Hot." } };
    expect(messagesOf(followUp)).toEqual([]);
  });

  it("rejects an age outside smart_adapt and 1 to 18", () => {
    expect(ChatRequest.safeParse({ sessionId: "s1", message: "hi", age: "19" }).success).toBe(false);
  });
});

describe("chat answers", () => {
  it("reads a reply with a recommendation", () => {
    const reply = { response: "Try this!", sessionId: "s1", recommendation: { advertiserId: 2, context: "maths" } };
    expect(ChatResponse.parse(reply)).toEqual(reply);
  });

  it("reads a history of messages with ISO timestamps", () => {
    const message = {
      id: 1,
      content: "hi",
      sender: "user",
      createdAt: "2025-01-02T03:04:05.000Z",
      sessionId: "s1",
      userId: 7,
      attachments: [],
    };
    expect(ChatHistory.safeParse({ sessionId: "s1", messages: [message] }).success).toBe(true);
    expect(ChatHistory.safeParse({ sessionId: "s1", messages: [{ ...message, sender: "bot" }] }).success).toBe(false);
  });

  it("reads the 429 of a full chat with its limitReached flag, and the cooldown's without", () => {
    const full = { statusCode: 429, error: "Too Many Requests", message: CHAT_TEXTS.limitReachedInline, limitReached: true };
    expect(ChatTooManyRequestsResponse.parse(full)).toEqual(full);
    expect(ChatTooManyRequestsResponse.parse({ ...full, limitReached: undefined }).limitReached).toBeUndefined();
    expect(CHAT_TEXTS.limitReachedInline).toContain(CHAT_TEXTS.limitReachedServerMessage);
  });

  it("makes session ids that the schemas accept", () => {
    expect(SessionId.safeParse(newSessionId()).success).toBe(true);
    expect(newSessionId(1700000000000, () => 0.5)).toMatch(/^1700000000000-[a-z0-9]{8}$/);
  });
});
