import { describe, expect, it } from "vitest";
import { createTab, tabsReducer } from "../tabs/tab-state.ts";
import type { TabsState } from "../tabs/tab-state.ts";
import { parseStoredTabs, serializeTabs } from "../tabs/tab-storage.ts";
import { searchOfTab } from "./tab-searches.ts";

function oneTab(): TabsState {
  const tab = createTab({ id: "tab-1", sessionId: "1700000000000-abcdefgh" });
  return { tabs: [tab], activeTabId: tab.id };
}

const shown = (state: TabsState) => {
  const tab = state.tabs[0];
  if (tab === undefined) throw new Error("no tab");
  return searchOfTab(tab);
};

describe("a tab's search", () => {
  it("starts with the trimmed words and runs again (a new trigger) for the same words", () => {
    let state = tabsReducer(oneTab(), { type: "search", tabId: "tab-1", query: "  volcanoes " });
    expect(shown(state)).toEqual({ sessionId: "1700000000000-abcdefgh", query: "volcanoes", trigger: 0, restored: false });
    state = tabsReducer(state, { type: "search", tabId: "tab-1", query: "volcanoes" });
    expect(shown(state)?.trigger).toBe(1);
    state = tabsReducer(state, { type: "search", tabId: "tab-1", query: "lava" });
    expect(shown(state)).toMatchObject({ query: "lava", trigger: 0 });
  });

  it("ends with back, a new session and the text chat", () => {
    const searching = tabsReducer(oneTab(), { type: "search", tabId: "tab-1", query: "volcanoes" });
    expect(shown(tabsReducer(searching, { type: "endSearch", tabId: "tab-1" }))).toBeNull();
    expect(
      shown(tabsReducer(searching, { type: "newSession", tabId: "tab-1", sessionId: "1700000000001-abcdefgh", mode: "search" })),
    ).toBeNull();
    expect(shown(tabsReducer(searching, { type: "setMode", tabId: "tab-1", mode: "ai" }))).toBeNull();
  });

  it("comes back after a reload, marked as restored, in the same session", () => {
    let state = tabsReducer(oneTab(), { type: "search", tabId: "tab-1", query: "volcanoes" });
    state = tabsReducer(state, { type: "search", tabId: "tab-1", query: "volcanoes" });
    const reloaded = parseStoredTabs(serializeTabs(state));
    expect(reloaded).not.toBeNull();
    expect(shown(reloaded!)).toEqual({ sessionId: "1700000000000-abcdefgh", query: "volcanoes", trigger: 1, restored: true });
    // Searched again after the reload, it is a new answer again.
    expect(shown(tabsReducer(reloaded!, { type: "search", tabId: "tab-1", query: "volcanoes" }))).toMatchObject({ trigger: 2, restored: false });
  });

  it("does not come back in the text chat, nor from a stored value of an older shape", () => {
    const ai = parseStoredTabs(
      JSON.stringify({
        version: 1,
        activeTabId: "t",
        tabs: [{ id: "t", title: "x", type: "chat", sessionId: "1700000000000-abcdefgh", mode: "ai", search: { query: "lava", trigger: 0 } }],
      }),
    );
    expect(ai?.tabs[0]?.search).toBeNull();
    const older = parseStoredTabs(
      JSON.stringify({
        version: 1,
        activeTabId: "t",
        tabs: [{ id: "t", title: "x", type: "chat", sessionId: "1700000000000-abcdefgh", mode: "search" }],
      }),
    );
    expect(older?.tabs[0]).toMatchObject({ search: null, titledByChild: false });
  });
});
