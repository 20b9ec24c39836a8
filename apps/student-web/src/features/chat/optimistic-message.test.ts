import type { Message } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { optimisticMessage, visibleMessages } from "./optimistic-message.ts";
import type { PendingSend } from "./optimistic-message.ts";

const stored = (id: number, sender: Message["sender"] = "user"): Message => ({
  id,
  content: `m${id}`,
  sender,
  createdAt: "2025-01-01T10:00:00.000Z",
  sessionId: "s1",
  userId: 1,
  attachments: [],
});

function pendingOn(sessionId: string, baseCount: number): PendingSend {
  const message = optimisticMessage({
    sessionId,
    userId: 1,
    text: "Why is the sky blue?",
    uploads: [{ id: "u", name: "sky.png", type: "image/png", size: 3, data: "AAAA" }],
    now: new Date("2025-01-01T10:01:00.000Z"),
  });
  return { sessionId, message, baseCount, status: "sending" };
}

describe("the optimistic message (seed 000 §4)", () => {
  it("is the child's text and images, with a local negative id", () => {
    const { message } = pendingOn("s1", 0);
    expect(message).toMatchObject({ sender: "user", content: "Why is the sky blue?", sessionId: "s1" });
    expect(message.id).toBeLessThan(0);
    // The picture shows from the browser's own copy until the history names the server's.
    expect(message.attachments).toEqual([
      { id: -1, fileName: "sky.png", fileType: "image/png", fileSize: 3, width: null, height: null, localSource: "data:image/png;base64,AAAA" },
    ]);
  });

  it("shows after the history while the history has not grown", () => {
    const history = [stored(1), stored(2, "ai")];
    const pending = pendingOn("s1", 2);
    expect(visibleMessages(history, "s1", pending).map((message) => message.id)).toEqual([1, 2, pending.message.id]);
  });

  it("hides itself once the history holds the message", () => {
    const history = [stored(1), stored(2, "ai"), stored(3), stored(4, "ai")];
    expect(visibleMessages(history, "s1", pendingOn("s1", 2))).toBe(history);
  });

  it("shows only in its own conversation", () => {
    const history = [stored(1)];
    expect(visibleMessages(history, "other", pendingOn("s1", 0))).toBe(history);
    expect(visibleMessages(history, "s1", null)).toBe(history);
  });
});
