import { STORAGE_KEYS } from "@kidsafe/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { clearSignedOutUserStorage } from "../auth/storage-cleanup.ts";
import { createTab, tabsReducer } from "./tab-state.ts";
import type { TabsState } from "./tab-state.ts";
import { loadTabs, parseStoredTabs, saveTabs, serializeTabs } from "./tab-storage.ts";

beforeEach(() => {
  localStorage.clear();
});

function someTabs(): TabsState {
  const chat = createTab({ id: "t1", title: "Volcanoes", mode: "ai" });
  const games = createTab({ id: "t2", type: "games" });
  return { tabs: [chat, games], activeTabId: "t2" };
}

describe("tab persistence under chat_session_{userId} (seed 000 §3)", () => {
  it("restores ids, titles, types, session ids, modes and the active tab after a reload", () => {
    const state = someTabs();
    saveTabs(7, state);
    expect(localStorage.getItem(STORAGE_KEYS.chatSession(7))).not.toBeNull();
    expect(loadTabs(7)).toEqual(state);
    expect(loadTabs(8)).toBeNull();
  });

  it("keeps a rename and a closed tab across a reload", () => {
    let state = tabsReducer(someTabs(), { type: "rename", tabId: "t1", title: "Lava" });
    state = tabsReducer(state, { type: "close", tabId: "t2" });
    saveTabs(7, state);
    expect(loadTabs(7)).toEqual({ tabs: [expect.objectContaining({ id: "t1", title: "Lava" })], activeTabId: "t1" });
  });

  it("stores no messages and no search results: the server keeps those", () => {
    const stored = JSON.parse(serializeTabs(someTabs())) as { tabs: object[] };
    expect(Object.keys(stored.tabs[0] ?? {}).sort()).toEqual(["id", "mode", "search", "sessionId", "title", "titledByChild", "type"]);
    const searching = tabsReducer(someTabs(), { type: "search", tabId: "t1", query: "lava" });
    const storedSearch = JSON.parse(serializeTabs(searching)) as { tabs: { search: object }[] };
    expect(storedSearch.tabs[0]?.search).toEqual({ query: "lava", trigger: 0 });
  });

  it("is removed by logout's clean-up", () => {
    saveTabs(7, someTabs());
    clearSignedOutUserStorage(7);
    expect(loadTabs(7)).toBeNull();
  });
});

describe("parseStoredTabs with damaged values", () => {
  it("reads nothing from missing, non-JSON or wrongly shaped values", () => {
    expect(parseStoredTabs(null)).toBeNull();
    expect(parseStoredTabs("{not json")).toBeNull();
    expect(parseStoredTabs(JSON.stringify({ version: 1, activeTabId: "x", tabs: [] }))).toBeNull();
    expect(parseStoredTabs(JSON.stringify({ version: 1, activeTabId: "x", tabs: [{ id: "x", type: "chess" }] }))).toBeNull();
    // An older plain session id string (what the seed's app stored) is not our shape either.
    expect(parseStoredTabs("1700000000000-abc")).toBeNull();
  });

  it("refuses a session id that could not be a URL path segment", () => {
    const tab = { ...createTab({ id: "x" }), sessionId: "../../admin" };
    expect(parseStoredTabs(JSON.stringify({ version: 1, activeTabId: "x", tabs: [tab] }))).toBeNull();
  });

  it("falls back to the first tab when the active one is missing, and drops duplicated ids", () => {
    const one = createTab({ id: "same", title: "first" });
    const two = createTab({ id: "same", title: "second" });
    const parsed = parseStoredTabs(JSON.stringify({ version: 1, activeTabId: "gone", tabs: [one, two] }));
    expect(parsed?.tabs.map((tab) => tab.title)).toEqual(["first"]);
    expect(parsed?.activeTabId).toBe("same");
  });
});
