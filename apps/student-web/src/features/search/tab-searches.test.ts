import { describe, expect, it } from "vitest";
import { searchOfTab, withoutSearch, withSearch } from "./tab-searches.ts";

const tab = { id: "tab-1", sessionId: "s-1" };

describe("a tab's search", () => {
  it("starts with the trimmed words and runs again (a new trigger) for the same words", () => {
    let searches = withSearch(new Map(), tab, "  volcanoes ");
    expect(searchOfTab(searches, tab)).toEqual({ sessionId: "s-1", query: "volcanoes", trigger: 0 });
    searches = withSearch(searches, tab, "volcanoes");
    expect(searchOfTab(searches, tab)?.trigger).toBe(1);
    searches = withSearch(searches, tab, "lava");
    expect(searchOfTab(searches, tab)).toEqual({ sessionId: "s-1", query: "lava", trigger: 0 });
  });

  it("ends when the tab starts a new session, and when it is removed", () => {
    const searches = withSearch(new Map(), tab, "volcanoes");
    expect(searchOfTab(searches, { id: "tab-1", sessionId: "s-2" })).toBeNull();
    expect(searchOfTab(searches, { id: "tab-2", sessionId: "s-1" })).toBeNull();
    expect(searchOfTab(withoutSearch(searches, "tab-1"), tab)).toBeNull();
  });
});
