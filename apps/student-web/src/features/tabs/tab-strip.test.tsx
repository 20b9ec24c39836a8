import { STORAGE_KEYS, TAB_TEXTS, TAB_TOOLTIP_HOLD_MS } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeChatServer } from "../chat/testing/fake-chat-server.ts";
import { renderChatScreen, storedTabs, storeTabs, TEST_USER } from "../chat/testing/render-chat.tsx";
import { TAB_COPY } from "./tab-copy.ts";

beforeEach(() => {
  localStorage.clear();
  installFakeChatServer(TEST_USER);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");
const renameInput = () => screen.getByRole("textbox", { name: TAB_COPY.renameInput });

function startRename(title: string) {
  fireEvent.doubleClick(screen.getByRole("tab", { name: title }));
  return renameInput();
}

describe("the tab strip (seed 000 §2)", () => {
  it("adds a 'New Tab' that becomes the active one, with its own empty conversation", async () => {
    storeTabs({ title: "Volcanoes", mode: "ai", sessionId: "s-volcano" });
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: TAB_COPY.addTab }));
    expect(tabNames()).toEqual(["Volcanoes", TAB_TEXTS.newTab]);
    expect(selectedTab()?.textContent).toBe(TAB_TEXTS.newTab);
    expect(await screen.findByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    const [first, second] = storedTabs()?.tabs ?? [];
    expect(second?.sessionId).not.toBe(first?.sessionId);
  });

  it("closes a tab with its ×, but never the only one", async () => {
    storeTabs({ title: "One" }, { title: "Two" });
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: TAB_COPY.closeTab("One") }));
    expect(tabNames()).toEqual(["Two"]);
    expect(selectedTab()?.textContent).toBe("Two");
    expect(screen.queryByRole("button", { name: TAB_COPY.closeTab("Two") })).toBeNull();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Two" }), { key: "Delete" });
    expect(tabNames()).toEqual(["Two"]);
  });

  it("keeps the tablist to tabs only: each close button sits in its own layer, one tab stop for the active tab", async () => {
    storeTabs({ title: "One" }, { title: "Two" }, { title: "Three" });
    await renderChatScreen();
    const tablist = screen.getByRole("tablist", { name: TAB_COPY.stripLabel });
    expect(tablist.querySelectorAll("button:not([role='tab']), input, [tabindex]:not([role='tab'])")).toHaveLength(0);
    const closers = ["One", "Two", "Three"].map((title) => screen.getByRole("button", { name: TAB_COPY.closeTab(title) }));
    expect(closers.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole("tab", { name: "Three" }));
    expect(closers.map((button) => button.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("keeps the tablist to tabs only while a tab is renamed, and gives the focus back to the tab after Enter or Escape", async () => {
    storeTabs({ title: "One" }, { title: "Two" });
    await renderChatScreen();
    const tablist = screen.getByRole("tablist", { name: TAB_COPY.stripLabel });
    const input = startRename("Two");
    expect(document.activeElement).toBe(input);
    expect(tablist.contains(input)).toBe(false);
    expect(tabNames()).toEqual(["One", "Two"]);
    expect(screen.getByRole("button", { name: TAB_COPY.closeTab("Two") })).toBeTruthy();

    fireEvent.change(input, { target: { value: "Second" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Second" })));

    fireEvent.keyDown(screen.getByRole("tab", { name: "Second" }), { key: "F2" });
    expect(document.activeElement).toBe(renameInput());
    fireEvent.keyDown(renameInput(), { key: "Escape" });
    expect(screen.queryByRole("textbox", { name: TAB_COPY.renameInput })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Second" })));
  });

  it("renames on double-click: Enter saves, a blank Enter makes 'Tab'", async () => {
    storeTabs({ title: "Old" });
    await renderChatScreen();
    fireEvent.change(startRename("Old"), { target: { value: "  Space facts " } });
    fireEvent.keyDown(renameInput(), { key: "Enter" });
    expect(tabNames()).toEqual(["Space facts"]);
    expect(storedTabs()?.tabs[0]?.title).toBe("Space facts");

    fireEvent.change(startRename("Space facts"), { target: { value: "   " } });
    fireEvent.keyDown(renameInput(), { key: "Enter" });
    expect(tabNames()).toEqual([TAB_TEXTS.emptyRename]);
  });

  it("cancels a rename on Escape, saves it on blur, and ignores a blank one on blur", async () => {
    storeTabs({ title: "Old" });
    await renderChatScreen();
    fireEvent.change(startRename("Old"), { target: { value: "Never saved" } });
    fireEvent.keyDown(renameInput(), { key: "Escape" });
    expect(tabNames()).toEqual(["Old"]);

    fireEvent.change(startRename("Old"), { target: { value: "" } });
    fireEvent.blur(renameInput());
    expect(tabNames()).toEqual(["Old"]);

    fireEvent.change(startRename("Old"), { target: { value: "Saved on blur" } });
    fireEvent.blur(renameInput());
    expect(tabNames()).toEqual(["Saved on blur"]);
  });

  it("works from the keyboard: arrows move between tabs, F2 renames, Delete closes", async () => {
    storeTabs({ title: "A" }, { title: "B" }, { title: "C" });
    await renderChatScreen();
    fireEvent.keyDown(screen.getByRole("tab", { name: "A" }), { key: "ArrowRight" });
    expect(selectedTab()?.textContent).toBe("B");
    fireEvent.keyDown(screen.getByRole("tab", { name: "B" }), { key: "End" });
    expect(selectedTab()?.textContent).toBe("C");
    fireEvent.keyDown(screen.getByRole("tab", { name: "C" }), { key: "ArrowRight" });
    expect(selectedTab()?.textContent).toBe("A");

    fireEvent.keyDown(screen.getByRole("tab", { name: "A" }), { key: "F2" });
    fireEvent.change(renameInput(), { target: { value: "Alpha" } });
    fireEvent.keyDown(renameInput(), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("tab", { name: "Alpha" }), { key: "Delete" });
    expect(tabNames()).toEqual(["B", "C"]);
    expect(selectedTab()?.textContent).toBe("B");
  });

  it("keeps its tabs, names, types and the active tab across a reload", async () => {
    storeTabs({ title: "Maths" });
    const first = await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: TAB_COPY.addTab }));
    fireEvent.change(startRename(TAB_TEXTS.newTab), { target: { value: "Games" } });
    fireEvent.keyDown(renameInput(), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Game Hub" }));
    await waitFor(() => expect(tabNames()).toEqual(["Maths", "Games (Game Hub)"]));
    first.unmount();

    await renderChatScreen();
    expect(tabNames()).toEqual(["Maths", "Games (Game Hub)"]);
    expect(selectedTab()?.textContent).toBe("Games (Game Hub)");
    expect(localStorage.getItem(STORAGE_KEYS.chatSession(TEST_USER.id))).toContain('"type":"games"');
  });
});

describe("holding a tab", () => {
  it("shows the full title after 2000 ms, not before", async () => {
    const longTitle = "All about the planets of our solar system";
    storeTabs({ title: longTitle });
    await renderChatScreen();
    vi.useFakeTimers();
    const tab = screen.getByRole("tab", { name: longTitle });
    fireEvent.pointerDown(tab);
    act(() => {
      vi.advanceTimersByTime(TAB_TOOLTIP_HOLD_MS - 1);
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("tooltip").textContent).toBe(longTitle);
    expect(tab.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
  });

  it("shows nothing when the pointer lifts early", async () => {
    storeTabs({ title: "Short hold" });
    await renderChatScreen();
    vi.useFakeTimers();
    const tab = screen.getByRole("tab", { name: "Short hold" });
    fireEvent.pointerDown(tab);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.pointerUp(tab);
    act(() => {
      vi.advanceTimersByTime(TAB_TOOLTIP_HOLD_MS);
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

function swipe(element: Element, deltaX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + deltaX, clientY: 305 }] });
}

describe("phone mode (seed 000 §2)", () => {
  it("opens a tab on a swipe left and closes the current one on a swipe right, past 50 px", async () => {
    localStorage.setItem(STORAGE_KEYS.phoneMode(TEST_USER.id), "true");
    window.dispatchEvent(new StorageEvent("storage"));
    storeTabs({ title: "Only" });
    await renderChatScreen();
    const main = screen.getByRole("main");
    expect(document.querySelector(".tab-strip--phone")).not.toBeNull();

    swipe(main, -50);
    expect(tabNames()).toEqual(["Only"]);
    swipe(main, -51);
    expect(tabNames()).toEqual(["Only", TAB_TEXTS.newTab]);
    swipe(main, 51);
    await waitFor(() => expect(tabNames()).toEqual(["Only"]));
    swipe(main, 120);
    expect(tabNames()).toEqual(["Only"]);
  });

  it("ignores swipes outside phone mode", async () => {
    localStorage.setItem(STORAGE_KEYS.phoneMode(TEST_USER.id), "false");
    window.dispatchEvent(new StorageEvent("storage"));
    storeTabs({ title: "Only" });
    await renderChatScreen();
    swipe(screen.getByRole("main"), -120);
    expect(tabNames()).toEqual(["Only"]);
  });
});
