import type { Message } from "@kidsafe/contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "./chat-copy.ts";
import { CAMERA_SHARED_LABEL, INTERRUPTED_LABEL } from "./message-bubble.tsx";
import { MessageList } from "./message-list.tsx";

// jsdom lays nothing out: the conversation's height is what the test says it is.
let contentHeight = 0;
const VIEW_HEIGHT = 400;
const descriptors = {
  scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight"),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
};

beforeEach(() => {
  contentHeight = 0;
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => contentHeight });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => VIEW_HEIGHT });
});

afterEach(() => {
  for (const [name, descriptor] of Object.entries(descriptors)) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

function message(id: number, sender: Message["sender"], extra: Partial<Message> = {}): Message {
  return {
    id,
    content: `message ${String(id)}`,
    sender,
    createdAt: "2026-11-29T10:00:00.000Z",
    sessionId: "s",
    userId: 1,
    attachments: [],
    ...extra,
  };
}

const photoReply = (id: number) =>
  message(id, "user", { attachments: [{ id: 1, fileName: "photo-1.jpg", fileType: "image/jpeg", fileSize: 10, width: null, height: null }] });

const conversation = () => screen.getByRole("log", { name: CHAT_COPY.conversationLabel });

function renderList(messages: readonly Message[]) {
  const props = { typing: false, highlightedId: null, notSentId: null };
  const view = render(<MessageList messages={messages} {...props} />);
  return { rerender: (next: readonly Message[]) => view.rerender(<MessageList messages={next} {...props} />) };
}

/** The child scrolls up with the mouse wheel to `top`. */
function scrollUpTo(top: number) {
  fireEvent.wheel(conversation());
  conversation().scrollTop = top;
  fireEvent.scroll(conversation());
}

describe("MessageList", () => {
  it("shows the newest message once the history arrives after a reload", () => {
    const list = renderList([]);
    contentHeight = 2000;
    list.rerender([message(1, "user"), message(2, "ai")]);
    expect(conversation().scrollTop).toBe(2000);
  });

  it("follows the conversation down when a photo loads after the history was shown", () => {
    contentHeight = 1000;
    renderList([photoReply(1), message(2, "ai")]);
    expect(conversation().scrollTop).toBe(1000);
    contentHeight = 1600;
    fireEvent.load(screen.getByRole("img", { name: "photo-1.jpg" }));
    expect(conversation().scrollTop).toBe(1600);
  });

  it("leaves a child who scrolled up to read where they are when a photo loads, until a new message comes", () => {
    contentHeight = 1000;
    const list = renderList([photoReply(1), message(2, "ai")]);
    scrollUpTo(100);
    contentHeight = 1600;
    fireEvent.load(screen.getByRole("img", { name: "photo-1.jpg" }));
    expect(conversation().scrollTop).toBe(100);

    contentHeight = 1800;
    list.rerender([photoReply(1), message(2, "ai"), message(3, "user")]);
    expect(conversation().scrollTop).toBe(1800);
  });

  it("keeps following when the browser scrolls the list after a photo grew it, before the growth is handled", () => {
    contentHeight = 1000;
    renderList([photoReply(1), message(2, "ai")]);
    fireEvent.scroll(conversation());
    // The browser's own scroll (a smooth scroll under way, scroll anchoring) reports the new height first.
    contentHeight = 1600;
    fireEvent.scroll(conversation());
    fireEvent.load(screen.getByRole("img", { name: "photo-1.jpg" }));
    expect(conversation().scrollTop).toBe(1600);
  });

  it("keeps following a child who scrolled up and back down to the newest message when a photo grows the list", () => {
    contentHeight = 1000;
    renderList([photoReply(1), message(2, "ai")]);
    scrollUpTo(100);
    scrollUpTo(1000 - VIEW_HEIGHT);
    contentHeight = 1600;
    fireEvent.scroll(conversation());
    fireEvent.load(screen.getByRole("img", { name: "photo-1.jpg" }));
    expect(conversation().scrollTop).toBe(1600);
  });

  it("shows a camera line, not a child's bubble, and marks an answer cut short", () => {
    renderList([
      message(1, "user", { kind: "camera", content: "Please describe what you can see on my camera." }),
      message(2, "ai", { content: "Puberty is when your", interrupted: true }),
    ]);
    expect(screen.getByText(CAMERA_SHARED_LABEL)).toBeTruthy();
    expect(screen.queryByText("Please describe what you can see on my camera.")).toBeNull();
    expect(screen.queryAllByRole("article", { name: CHAT_COPY.youSaid })).toHaveLength(0);
    const answer = screen.getByRole("article", { name: CHAT_COPY.aiSaid });
    expect(answer.textContent).toContain(`Puberty is when your ${INTERRUPTED_LABEL}`);
  });
});
