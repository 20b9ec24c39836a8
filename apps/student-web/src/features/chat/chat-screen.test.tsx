import {
  ATTACHMENT_MAX_BYTES,
  CHAT_SEND_COOLDOWN_MS,
  CHAT_TEXTS,
  OVERLAY_TEXTS,
  RESET_CHAT_TOAST_AT_MS,
  UPLOAD_TEXTS,
} from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_NOTICE_COPY } from "./ai-offline-notice.tsx";
import { CHAT_COPY } from "./chat-copy.ts";
import { NOT_SENT_LABEL } from "./message-bubble.tsx";
import { installFakeChatServer } from "./testing/fake-chat-server.ts";
import type { FakeChatServer } from "./testing/fake-chat-server.ts";
import { messageInput, queryToast, renderChatScreen, storedTabs, storeTabs, TEST_USER } from "./testing/render-chat.tsx";

let server: FakeChatServer;

beforeEach(() => {
  localStorage.clear();
  server = installFakeChatServer(TEST_USER);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

function typeAndPressEnter(textbox: HTMLElement, text: string) {
  fireEvent.change(textbox, { target: { value: text } });
  fireEvent.keyDown(textbox, { key: "Enter" });
}

const userBubbles = () => screen.queryAllByRole("article", { name: CHAT_COPY.youSaid });
const aiBubbles = () => screen.queryAllByRole("article", { name: CHAT_COPY.aiSaid });

async function findToast(title: string) {
  return waitFor(() => {
    const toast = queryToast(title);
    expect(toast).not.toBeNull();
    return toast?.closest("li") ?? null;
  });
}

describe("asking in the text chat", () => {
  it("shows the question at once with the typing dots, then the reply, highlighted", async () => {
    await renderChatScreen();
    expect(screen.getByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    const box = screen.getByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel });
    expect(box.getAttribute("placeholder")).toBe(CHAT_TEXTS.welcomePlaceholder);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: CHAT_COPY.welcomeSubmit }).disabled).toBe(true);
    // The welcome box searches (features/search tests it); 'Text chat' opens the conversation.
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.textChatOption }));

    const release = server.holdNextSend();
    typeAndPressEnter(messageInput(), "Why is the sky blue?");

    expect((await screen.findByRole("article", { name: CHAT_COPY.youSaid })).textContent).toContain("Why is the sky blue?");
    expect(screen.getByRole("status", { name: CHAT_COPY.typing })).toBeTruthy();
    release();

    const reply = await screen.findByText('Offline AI: you asked "Why is the sky blue?"');
    expect(reply.closest("li")?.getAttribute("data-highlighted")).toBe("true");
    expect(screen.queryByRole("status", { name: CHAT_COPY.typing })).toBeNull();
    expect(userBubbles()).toHaveLength(1);

    const tab = storedTabs()?.tabs[0];
    expect(server.sent).toEqual([
      {
        message: "Why is the sky blue?",
        sessionId: tab?.sessionId,
        isVoiceMode: false,
        isResearchPreview: false,
        age: "smart_adapt",
        subject: "default",
        files: [],
      },
    ]);
    // The new tab takes its first question as its name.
    expect(tab).toMatchObject({ mode: "ai", title: "Why is the sky blue?" });
    expect(screen.getByRole("textbox", { name: CHAT_COPY.messageInputLabel })).toBeTruthy();
    // The new conversation's history is read once it has one: after the send.
    expect(server.calls().filter((call) => call === `GET /api/chat/${tab?.sessionId}`).length).toBeGreaterThanOrEqual(1);
  });

  it("sends the child's age and subject from the browser", async () => {
    localStorage.setItem(`local_age_${TEST_USER.id}`, "8");
    localStorage.setItem(`local_subject_${TEST_USER.id}`, "science");
    // As if the settings were changed in another browser tab: the preferences hook reads them again.
    window.dispatchEvent(new StorageEvent("storage"));
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.textChatOption }));
    // Above an empty text chat, a quick prompt goes to the chat.
    fireEvent.click(screen.getByRole("button", { name: "How do volcanoes work?" }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ message: "How do volcanoes work?", age: "8", subject: "science" });
  });

  it("keeps Shift+Enter for a new line", async () => {
    await renderChatScreen();
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: CHAT_COPY.welcomeBoxLabel });
    fireEvent.change(box, { target: { value: "line one" } });
    const callsBefore = server.calls();
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    // Nothing is submitted: the welcome box stays with its text and no request goes out.
    expect(screen.getByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel })).toBe(box);
    expect(box.value).toBe("line one");
    expect(server.calls()).toEqual(callsBefore);
  });

  it("reloads a conversation from the server when the page opens again", async () => {
    const [tab] = storeTabs({ mode: "ai", sessionId: "s-reload" });
    server.seed("s-reload", 4);
    await renderChatScreen();
    expect(await screen.findByText("seeded 4")).toBeTruthy();
    expect(userBubbles()).toHaveLength(2);
    expect(aiBubbles()).toHaveLength(2);
    expect(tab?.sessionId).toBe("s-reload");
    expect(screen.getByText("4/50 messages")).toBeTruthy();
  });
});

describe("reading a tab's conversation", () => {
  const historyReads = (sessionId: string | undefined) => server.requestsTo(`GET /api/chat/${sessionId}`);

  it("does not ask the server for a conversation this page started: the welcome shows in the first render", async () => {
    await renderChatScreen();
    expect(screen.getByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a tab" }));
    await waitFor(() => expect(storedTabs()?.tabs).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Hello ada!" })).toBeTruthy();

    const sessions = storedTabs()?.tabs.map((tab) => tab.sessionId) ?? [];
    expect(new Set(sessions).size).toBe(2);
    for (const sessionId of sessions) expect(historyReads(sessionId)).toBe(0);
  });

  it("reads the conversation of a tab a previous visit left", async () => {
    const [tab] = storeTabs({ mode: "ai", sessionId: "s-stored" });
    server.seed("s-stored", 1);
    await renderChatScreen();
    await screen.findByText("seeded 1");
    expect(historyReads(tab?.sessionId)).toBe(1);
  });
});

describe("send gating (seed 000 §4)", () => {
  it("holds a message back silently while the previous one is pending and within 2000 ms after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-01T10:00:00Z") });
    storeTabs({ mode: "ai", sessionId: "s-gate" });
    await renderChatScreen();

    const release = server.holdNextSend();
    typeAndPressEnter(messageInput(), "first");
    await screen.findByRole("status", { name: CHAT_COPY.typing });
    typeAndPressEnter(messageInput(), "while pending");
    expect(server.requestsTo("POST /api/chat")).toBe(1);
    expect(messageInput().value).toBe("while pending");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: CHAT_COPY.send }).disabled).toBe(true);
    release();
    await screen.findByText('Offline AI: you asked "first"');

    vi.setSystemTime(Date.now() + CHAT_SEND_COOLDOWN_MS - 100);
    fireEvent.keyDown(messageInput(), { key: "Enter" });
    expect(server.requestsTo("POST /api/chat")).toBe(1);
    expect(queryToast(CHAT_TEXTS.limitReachedTitle)).toBeNull();
    expect(messageInput().value).toBe("while pending");

    vi.setSystemTime(Date.now() + 100);
    fireEvent.keyDown(messageInput(), { key: "Enter" });
    await screen.findByText('Offline AI: you asked "while pending"');
    expect(server.sent.map((body) => body.message)).toEqual(["first", "while pending"]);
    expect(messageInput().value).toBe("");
  });
});

describe("the limits of the input bar (seed 000 §5)", () => {
  it("counts characters, turns red over 4000 and disables send", async () => {
    storeTabs({ mode: "ai" });
    await renderChatScreen();
    fireEvent.change(messageInput(), { target: { value: "a".repeat(4000) } });
    expect(screen.getByText("4000/4000").getAttribute("data-over-limit")).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: CHAT_COPY.send }).disabled).toBe(false);

    fireEvent.change(messageInput(), { target: { value: "a".repeat(4001) } });
    expect(screen.getByText("4001/4000").getAttribute("data-over-limit")).toBe("true");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: CHAT_COPY.send }).disabled).toBe(true);
    fireEvent.keyDown(messageInput(), { key: "Enter" });
    expect(server.requestsTo("POST /api/chat")).toBe(0);
  });

  it("says 'Approaching limit!' from 40 messages", async () => {
    storeTabs({ mode: "ai", sessionId: "s-40" });
    server.seed("s-40", 40);
    await renderChatScreen();
    expect(await screen.findByText("40/50 messages")).toBeTruthy();
    expect(screen.getByText(CHAT_TEXTS.approachingLimit)).toBeTruthy();
  });

  it("does not count a follow-up's opening overview, as the server does not", async () => {
    storeTabs({ mode: "ai", sessionId: "s-follow-up" });
    server.seed("s-follow-up", 42);
    // The seeded conversation starts with a user message; a follow-up starts with the search's overview.
    const [first, ...rest] = server.conversations.get("s-follow-up")!;
    server.conversations.set("s-follow-up", [{ ...first!, sender: "ai", content: "The overview" }, ...rest]);
    await renderChatScreen();
    expect(await screen.findByText("41/50 messages")).toBeTruthy();
  });

  it("at 50 shows the limit; a 51st is taken back with 'Chat Limit Reached' and its words return to the box", async () => {
    storeTabs({ mode: "ai", sessionId: "s-full", title: "Full chat" });
    server.seed("s-full", 50);
    await renderChatScreen();
    expect(await screen.findByText("50/50 messages")).toBeTruthy();
    expect(screen.getByText(CHAT_TEXTS.limitReachedInline)).toBeTruthy();

    const release = server.holdNextSend();
    typeAndPressEnter(messageInput(), "one more please");
    await waitFor(() => expect(userBubbles().some((bubble) => bubble.textContent.includes("one more please"))).toBe(true));
    release();

    const toast = await findToast(CHAT_TEXTS.limitReachedTitle);
    expect(toast?.textContent).toContain(CHAT_TEXTS.limitReachedDescription);
    await waitFor(() => expect(userBubbles().some((bubble) => bubble.textContent.includes("one more please"))).toBe(false));
    await waitFor(() => expect(messageInput().value).toBe("one more please"));
    expect(userBubbles()).toHaveLength(25);
  });
});

describe("chat errors (seed 000 §8)", () => {
  beforeEach(() => {
    storeTabs({ mode: "ai", sessionId: "s-errors" });
  });

  it("says 'App Locked' for the time limit (423)", async () => {
    server.failNextSend(423, "Time limit reached");
    await renderChatScreen();
    typeAndPressEnter(messageInput(), "hello");
    const toast = await findToast(CHAT_TEXTS.appLockedTitle);
    expect(toast?.textContent).toContain(CHAT_TEXTS.timeLimitDescription);
  });

  it("says 'App Locked' until tomorrow when the reply is locked", async () => {
    server.lockNextSend();
    await renderChatScreen();
    typeAndPressEnter(messageInput(), "hello");
    const toast = await findToast(CHAT_TEXTS.appLockedTitle);
    expect(toast?.textContent).toContain(CHAT_TEXTS.dailyLimitDescription);
  });

  it("says 'Error' with the server's message and marks the message as not sent", async () => {
    server.failNextSend(502, "The AI did not answer in time. Please try again.");
    await renderChatScreen();
    typeAndPressEnter(messageInput(), "hello");
    const toast = await findToast("Error");
    expect(toast?.textContent).toContain("The AI did not answer in time. Please try again.");
    expect(toast?.textContent).not.toMatch(/\d{3}:/);
    const bubble = await screen.findByRole("article", { name: CHAT_COPY.youSaid });
    expect(within(bubble).getByText(NOT_SENT_LABEL)).toBeTruthy();
    // The words come back to the box, so sending again is one Enter.
    await waitFor(() => expect(messageInput().value).toBe("hello"));
  });
});

function imageFile(name: string, size = 4, type = "image/png") {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
  if (size !== 4) Object.defineProperty(file, "size", { value: size });
  return file;
}

function pickFiles(files: File[]) {
  fireEvent.change(screen.getByTestId("chat-file-input"), { target: { files } });
}

describe("image attachments (seed 000 §5, §8)", () => {
  beforeEach(() => {
    storeTabs({ mode: "ai", sessionId: "s-files" });
  });

  it("refuses six files, a file over 5MB and a file that is not an image", async () => {
    await renderChatScreen();
    pickFiles([1, 2, 3, 4, 5, 6].map((n) => imageFile(`${n}.png`)));
    expect((await findToast(UPLOAD_TEXTS.tooManyFilesTitle))?.textContent).toContain(UPLOAD_TEXTS.tooManyFilesDescription);

    pickFiles([imageFile("huge.png", ATTACHMENT_MAX_BYTES + 1)]);
    expect((await findToast(UPLOAD_TEXTS.fileTooLargeTitle))?.textContent).toContain("huge.png is larger than 5MB");

    pickFiles([imageFile("homework.pdf", 4, "application/pdf")]);
    expect((await findToast(UPLOAD_TEXTS.invalidTypeTitle))?.textContent).toContain(
      "homework.pdf is not an image. Only images are supported currently.",
    );
    expect(screen.queryByRole("list", { name: CHAT_COPY.pendingUploadsLabel })).toBeNull();
  });

  it("says 'Upload failed' when a file cannot be read", async () => {
    await renderChatScreen();
    pickFiles([new File([], "empty.png", { type: "image/png" })]);
    expect(await findToast(UPLOAD_TEXTS.uploadFailedTitle)).toBeTruthy();
  });

  it("uploads an image, sends it without text, and shows it from the browser's copy until the history has it", async () => {
    await renderChatScreen();
    pickFiles([imageFile("cat.png")]);
    expect(await findToast(UPLOAD_TEXTS.uploadedTitle)).toBeTruthy();
    const pending = screen.getByRole("list", { name: CHAT_COPY.pendingUploadsLabel });
    expect(within(pending).getByRole("img", { name: "cat.png" })).toBeTruthy();

    const release = server.holdNextSend();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.send }));
    const sending = await screen.findByRole("article", { name: CHAT_COPY.youSaid });
    expect(within(sending).getByRole("img", { name: "cat.png" }).getAttribute("src")).toBe("data:image/png;base64,iVBORw==");
    release();

    await waitFor(() => expect(aiBubbles()).toHaveLength(1));
    expect(server.sent[0]?.files).toEqual([{ name: "cat.png", type: "image/png", size: 4, data: "iVBORw==" }]);
    const [stored] = server.conversations.get("s-files")?.[0]?.attachments ?? [];
    const bubble = screen.getByRole("article", { name: CHAT_COPY.youSaid });
    const thumbnail = within(bubble).getByRole("img", { name: "cat.png" });
    expect(thumbnail.getAttribute("src")).toBe(`/api/attachments/${String(stored?.id)}?size=thumbnail`);
    // Sized as the server's thumbnail of a 640 x 480 photo, so the conversation does not jump as it loads.
    expect([thumbnail.getAttribute("width"), thumbnail.getAttribute("height")]).toEqual(["320", "240"]);
    expect(screen.queryByRole("list", { name: CHAT_COPY.pendingUploadsLabel })).toBeNull();
  });

  it("opens the whole picture over the screen from its thumbnail, with its name", async () => {
    await renderChatScreen();
    pickFiles([imageFile("cat.png")]);
    await findToast(UPLOAD_TEXTS.uploadedTitle);
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.send }));
    await waitFor(() => expect(aiBubbles()).toHaveLength(1));
    const [stored] = server.conversations.get("s-files")?.[0]?.attachments ?? [];

    const link = within(screen.getByRole("article", { name: CHAT_COPY.youSaid })).getByRole("link", { name: CHAT_COPY.openPhoto("cat.png") });
    expect(link.getAttribute("href")).toBe(`/api/attachments/${String(stored?.id)}`);
    fireEvent.click(link);
    const viewer = await screen.findByRole("dialog", { name: "cat.png" });
    expect(within(viewer).getByRole("img", { name: "cat.png" }).getAttribute("src")).toBe(`/api/attachments/${String(stored?.id)}`);
    fireEvent.click(within(viewer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lets a picked image be removed before sending", async () => {
    await renderChatScreen();
    pickFiles([imageFile("cat.png"), imageFile("dog.png")]);
    await findToast(UPLOAD_TEXTS.uploadedTitle);
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.removeAttachment("cat.png") }));
    const pending = screen.getByRole("list", { name: CHAT_COPY.pendingUploadsLabel });
    expect(
      within(pending)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["dog.png"]);
  });
});

describe("copying a message", () => {
  it("copies the text and says so, or says it failed", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    storeTabs({ mode: "ai", sessionId: "s-copy" });
    server.seed("s-copy", 2);
    await renderChatScreen();
    const [firstCopy] = await screen.findAllByRole("button", { name: CHAT_COPY.copyMessage });
    fireEvent.click(firstCopy!);
    expect(await findToast(CHAT_TEXTS.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("seeded 1");

    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(firstCopy!);
    expect(await findToast(CHAT_TEXTS.copyFailed)).toBeTruthy();
  });
});

describe("Reset Chat (seed 000 §2, §4)", () => {
  it("clears on the second tap, then toasts 1500 ms after it", async () => {
    storeTabs({ mode: "ai", sessionId: "s-reset" });
    server.seed("s-reset", 2);
    await renderChatScreen();
    await screen.findByText("seeded 2");

    fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.resetChat }));
    expect(server.calls()).not.toContain("DELETE /api/chat/s-reset");
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.resetChatConfirm }));
    expect(server.calls()).toContain("DELETE /api/chat/s-reset");

    await act(() => vi.advanceTimersByTimeAsync(RESET_CHAT_TOAST_AT_MS - 1));
    expect(queryToast(CHAT_COPY.resetDoneTitle)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queryToast(CHAT_COPY.resetDoneTitle)).not.toBeNull();
    vi.useRealTimers();
    expect(screen.queryByText("seeded 2")).toBeNull();
    expect(screen.getByText("0/50 messages")).toBeTruthy();
  });

  it("says 'Failed to clear chat' and keeps the conversation when the call fails", async () => {
    storeTabs({ mode: "ai", sessionId: "s-reset-fail" });
    server.seed("s-reset-fail", 2);
    server.failNextClear();
    await renderChatScreen();
    await screen.findByText("seeded 2");
    fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.resetChat }));
    fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.resetChatConfirm }));
    await waitFor(() => expect(queryToast(CHAT_TEXTS.clearFailed)).not.toBeNull(), { timeout: 4000 });
    expect(screen.getByText("seeded 2")).toBeTruthy();
  });
});

describe("switching modes (seed 000 §4)", () => {
  it("asks first; Cancel keeps the conversation, 'Yes, Switch' clears it and shows the welcome box", async () => {
    storeTabs({ mode: "ai", sessionId: "s-switch" });
    server.seed("s-switch", 2);
    await renderChatScreen();
    await screen.findByText("seeded 2");

    fireEvent.click(screen.getByRole("switch", { name: CHAT_TEXTS.switchLabel }));
    const dialog = await screen.findByRole("dialog", { name: CHAT_TEXTS.switchModeTitle });
    expect(within(dialog).getByText(CHAT_TEXTS.switchModeDescription)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("seeded 2")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: CHAT_TEXTS.switchLabel }));
    fireEvent.click(await screen.findByRole("button", { name: CHAT_TEXTS.switchModeConfirm }));
    expect(await screen.findByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: CHAT_COPY.messageInputLabel })).toBeNull();
    const tab = storedTabs()?.tabs[0];
    expect(tab?.mode).toBe("search");
    expect(tab?.sessionId).not.toBe("s-switch");
    await waitFor(() => expect(server.calls()).toContain("DELETE /api/chat/s-switch"));
  });

  it("opens the text chat from the welcome screen without a dialog", async () => {
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.textChatOption }));
    expect(messageInput().getAttribute("placeholder")).toBe(CHAT_TEXTS.inputPlaceholder);
    expect(screen.getByRole("button", { name: CHAT_COPY.attachImages })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the bottom bar", () => {
  it("turns the tab into the Game Hub and back", async () => {
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.gameHub }));
    // The games helper's transition overlay plays first, then the tab turns.
    expect(await screen.findByText(OVERLAY_TEXTS.games, { selector: ".transition-overlay-title" })).toBeTruthy();
    expect(await screen.findByRole("tab", { name: /\(Game Hub\)/ })).toBeTruthy();
    expect(storedTabs()?.tabs[0]?.type).toBe("games");
    fireEvent.click(await screen.findByRole("button", { name: "Back to Chat" }));
    expect(await screen.findByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    expect(storedTabs()?.tabs[0]?.type).toBe("chat");
  });

  it("hides the Game Hub and Drawing Hub buttons in study mode", async () => {
    server.studyMode.enabled = true;
    await renderChatScreen();
    await waitFor(() => expect(server.calls()).toContain("GET /api/study-mode"));
    await waitFor(() => expect(screen.queryByRole("button", { name: CHAT_COPY.gameHub })).toBeNull());
    expect(screen.queryByRole("button", { name: CHAT_COPY.drawingHub })).toBeNull();
    expect(screen.getByRole("button", { name: CHAT_TEXTS.resetChat })).toBeTruthy();
  });

  it("says in one short line when the AI is offline, with the full sentence one tap away", async () => {
    await renderChatScreen();
    expect(await screen.findByText(OFFLINE_NOTICE_COPY.short)).toBeTruthy();
    const details = screen.getByText(CHAT_COPY.aiOffline);
    expect(details.hidden).toBe(true);
    const more = screen.getByRole("button", { name: OFFLINE_NOTICE_COPY.showDetails });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(details.hidden).toBe(false);
    expect(more.getAttribute("aria-expanded")).toBe("true");
  });
});

// act() keeps React quiet about updates that land after a test's last await.
afterEach(async () => {
  await act(() => Promise.resolve());
});
