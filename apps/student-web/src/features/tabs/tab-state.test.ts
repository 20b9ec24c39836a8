import { TAB_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import {
  activeTabOf,
  autoTitleFor,
  createTab,
  initialTabsState,
  NEW_TAB_MODE,
  renamedTitle,
  TAB_TITLE_MAX_LENGTH,
  tabsReducer,
} from "./tab-state.ts";
import type { TabsState } from "./tab-state.ts";
import { parseStoredTabs, serializeTabs } from "./tab-storage.ts";

function threeTabs(activeIndex = 0): TabsState {
  const tabs = [createTab({ id: "a" }), createTab({ id: "b" }), createTab({ id: "c" })];
  return { tabs, activeTabId: tabs[activeIndex]?.id ?? "a" };
}

const ids = (state: TabsState) => state.tabs.map((tab) => tab.id);

describe("a new tab (seed 000 §2, §3)", () => {
  it("is a chat tab titled 'New Tab' with its own session id, on the welcome screen's search mode", () => {
    const first = createTab();
    const second = createTab();
    expect(first).toMatchObject({ title: TAB_TEXTS.newTab, type: "chat", mode: NEW_TAB_MODE });
    expect(first.sessionId).toMatch(/^\d{13}-[a-z0-9]{8}$/);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.id).not.toBe(first.id);
  });

  it("is added at the end and becomes the active tab", () => {
    const state = tabsReducer(initialTabsState(createTab({ id: "a" })), { type: "add", tab: createTab({ id: "b" }) });
    expect(ids(state)).toEqual(["a", "b"]);
    expect(state.activeTabId).toBe("b");
  });
});

describe("closing a tab", () => {
  it("is refused for the only tab", () => {
    const state = initialTabsState(createTab({ id: "only" }));
    expect(tabsReducer(state, { type: "close", tabId: "only" })).toBe(state);
  });

  it("activates the right neighbour of the active tab, or the left one at the end", () => {
    const middleClosed = tabsReducer(threeTabs(1), { type: "close", tabId: "b" });
    expect(ids(middleClosed)).toEqual(["a", "c"]);
    expect(middleClosed.activeTabId).toBe("c");

    const lastClosed = tabsReducer(threeTabs(2), { type: "close", tabId: "c" });
    expect(lastClosed.activeTabId).toBe("b");
  });

  it("keeps the active tab when another one closes", () => {
    const state = tabsReducer(threeTabs(0), { type: "close", tabId: "c" });
    expect(ids(state)).toEqual(["a", "b"]);
    expect(state.activeTabId).toBe("a");
  });

  it("ignores an unknown tab", () => {
    const state = threeTabs();
    expect(tabsReducer(state, { type: "close", tabId: "nope" })).toBe(state);
  });
});

describe("selecting, renaming, and changing a tab", () => {
  it("selects only tabs that exist", () => {
    expect(tabsReducer(threeTabs(), { type: "select", tabId: "c" }).activeTabId).toBe("c");
    expect(tabsReducer(threeTabs(), { type: "select", tabId: "zzz" }).activeTabId).toBe("a");
  });

  it("renames one tab and cuts a very long name", () => {
    const renamed = tabsReducer(threeTabs(), { type: "rename", tabId: "b", title: "Maths" });
    expect(renamed.tabs.map((tab) => tab.title)).toEqual([TAB_TEXTS.newTab, "Maths", TAB_TEXTS.newTab]);
    const long = tabsReducer(threeTabs(), { type: "rename", tabId: "a", title: "x".repeat(200) });
    expect(long.tabs[0]?.title).toHaveLength(TAB_TITLE_MAX_LENGTH);
  });

  it("turns a tab into a games or paint tab and back, keeping its conversation", () => {
    const state = threeTabs();
    const games = tabsReducer(state, { type: "setType", tabId: "a", tabType: "games" });
    expect(games.tabs[0]).toMatchObject({ type: "games", sessionId: state.tabs[0]?.sessionId });
    expect(tabsReducer(games, { type: "setType", tabId: "a", tabType: "chat" }).tabs[0]?.type).toBe("chat");
  });

  it("gives a tab a new conversation in another mode", () => {
    const state = tabsReducer(threeTabs(), { type: "setMode", tabId: "a", mode: "ai" });
    const fresh = tabsReducer(state, { type: "newSession", tabId: "a", sessionId: "s-new", mode: "search" });
    expect(fresh.tabs[0]).toMatchObject({ sessionId: "s-new", mode: "search" });
  });

  it("returns the same state when nothing changes, so nothing is saved again", () => {
    const state = threeTabs();
    expect(tabsReducer(state, { type: "setMode", tabId: "a", mode: NEW_TAB_MODE })).toBe(state);
    expect(tabsReducer(state, { type: "rename", tabId: "a", title: TAB_TEXTS.newTab })).toBe(state);
  });

  it("finds the active tab", () => {
    expect(activeTabOf(threeTabs(2)).id).toBe("c");
  });
});

describe("renamedTitle (seed 000 §5: Enter saves, a blank name becomes 'Tab' on Enter and is ignored on blur)", () => {
  it("trims what was typed", () => {
    expect(renamedTitle("  Homework  ", "enter")).toBe("Homework");
    expect(renamedTitle("  Homework  ", "blur")).toBe("Homework");
  });

  it("makes a blank name 'Tab' on Enter", () => {
    expect(renamedTitle("   ", "enter")).toBe(TAB_TEXTS.emptyRename);
  });

  it("ignores a blank name on blur", () => {
    expect(renamedTitle("", "blur")).toBeNull();
  });
});

describe("autoTitleFor (a 'New Tab' takes its first question as its name)", () => {
  it("names a 'New Tab' after the question, cut to 30 characters", () => {
    expect(autoTitleFor(createTab(), "  Why is   the sky blue? ")).toBe("Why is the sky blue?");
    const title = autoTitleFor(createTab(), "Please tell me everything about the solar system");
    expect(title).toHaveLength(30);
    expect(title?.endsWith("…")).toBe(true);
  });

  it("leaves a renamed tab and an image-only message alone", () => {
    expect(autoTitleFor(createTab({ title: "Maths" }), "hello")).toBeNull();
    expect(autoTitleFor(createTab(), "   ")).toBeNull();
  });
});

describe("a tab's title follows its latest search", () => {
  const titleOf = (state: TabsState) => state.tabs[0]?.title;

  it("takes each new search's words, and the same words searched again", () => {
    let state = initialTabsState(createTab({ id: "a" }));
    state = tabsReducer(state, { type: "search", tabId: "a", query: "volcanoes" });
    expect(titleOf(state)).toBe("volcanoes");
    state = tabsReducer(state, { type: "search", tabId: "a", query: "  how   do  planets form " });
    expect(titleOf(state)).toBe("how do planets form");
    state = tabsReducer(initialTabsState(createTab({ id: "a", title: "lava" })), { type: "search", tabId: "a", query: "lava" });
    expect(titleOf(state)).toBe("lava");
  });

  it("keeps a name the child gave the tab, also across a reload of the stored state", () => {
    const renamed = tabsReducer(initialTabsState(createTab({ id: "a", sessionId: "1700000000000-abcdefgh" })), {
      type: "rename",
      tabId: "a",
      title: "Homework",
    });
    const reloaded = parseStoredTabs(serializeTabs(renamed));
    expect(reloaded).not.toBeNull();
    const state = tabsReducer(reloaded!, { type: "search", tabId: "a", query: "volcanoes" });
    expect(titleOf(state)).toBe("Homework");
    expect(state.tabs[0]?.search?.query).toBe("volcanoes");
  });

  it("names a 'New Tab' after its first chat question only", () => {
    let state = tabsReducer(initialTabsState(createTab({ id: "a" })), { type: "autoTitle", tabId: "a", question: "Why is the sky blue?" });
    expect(titleOf(state)).toBe("Why is the sky blue?");
    state = tabsReducer(state, { type: "autoTitle", tabId: "a", question: "And sunsets?" });
    expect(titleOf(state)).toBe("Why is the sky blue?");
  });
});
