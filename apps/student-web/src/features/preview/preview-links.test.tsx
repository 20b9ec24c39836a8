import { GENERAL_TEXTS, previewCalls } from "@kidsafe/contracts";
import type { LinkPreview } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_COPY } from "../chat/chat-copy.ts";
import { installFakeChatServer } from "../chat/testing/fake-chat-server.ts";
import { messageInput, renderChatScreen, storeTabs, TEST_USER } from "../chat/testing/render-chat.tsx";

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent("storage"));
  installFakeChatServer(TEST_USER);
  apiServer.use(
    onCall(previewCalls.getPreview, ({ query }) =>
      json(200, { title: "Animal Facts", description: "", image: null, url: query.url, embeddable: true } satisfies LinkPreview),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("links in AI replies (seed 000 §2)", () => {
  it("open in the website preview overlay, and 'Back to Chat' closes it", async () => {
    storeTabs({ mode: "ai" });
    await renderChatScreen();
    // The fake API's reply repeats the question, so the reply names the link.
    fireEvent.change(messageInput(), { target: { value: "is https://animal-facts.example/ good?" } });
    fireEvent.keyDown(messageInput(), { key: "Enter" });
    const reply = await screen.findByRole("article", { name: CHAT_COPY.aiSaid });
    const link = await within(reply).findByRole("link", { name: "https://animal-facts.example/" });
    fireEvent.click(link);
    const overlay = await screen.findByRole("dialog", { name: "Animal Facts" });
    expect(screen.getByTitle<HTMLIFrameElement>("Website preview: Animal Facts").getAttribute("src")).toBe("https://animal-facts.example/");
    fireEvent.click(within(overlay).getByRole("button", { name: GENERAL_TEXTS.backToChat }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
