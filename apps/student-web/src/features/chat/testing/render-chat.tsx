import type { User } from "@kidsafe/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { loadTabs, saveTabs } from "../../tabs/tab-storage.ts";
import { createTab } from "../../tabs/tab-state.ts";
import type { ChatTab } from "../../tabs/tab-state.ts";
import { CHAT_COPY } from "../chat-copy.ts";
import { renderApp } from "../../../../test/render-app.tsx";

// jsdom has no ResizeObserver; Radix's Switch measures its thumb with one. Nothing here depends on sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export const TEST_USER: User = { id: 7, username: "ada" };

/** The whole app at `/` (the chat screen), signed in through the fake API; resolves once the tab shows. */
export async function renderChatScreen(path = "/") {
  const view = renderApp(path);
  await screen.findByRole("tablist", { name: "Tabs" });
  await waitFor(() => expect(screen.queryByRole("status", { name: CHAT_COPY.loadingConversation })).toBeNull());
  return view;
}

/** Stores tabs as a previous visit would have left them. */
export function storeTabs(...tabs: Partial<ChatTab>[]): ChatTab[] {
  const created = tabs.map((tab) => createTab(tab));
  const first = created[0];
  if (first === undefined) throw new Error("storeTabs needs a tab");
  saveTabs(TEST_USER.id, { tabs: created, activeTabId: first.id });
  return created;
}

export function storedTabs() {
  return loadTabs(TEST_USER.id);
}

export function toastArea() {
  return screen.getByRole("region", { name: /notifications/i });
}

/** The toast with this title, or null. */
export function queryToast(title: string) {
  return within(toastArea()).queryByText(title);
}

export function messageInput() {
  return screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
}
