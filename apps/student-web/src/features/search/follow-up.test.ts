import { describe, expect, it } from "vitest";
import { followUpHandOff, overviewAsFirstMessage, previousSearchContextOf } from "./follow-up.ts";

describe("the follow-up hand-off (seed 000 §4, §5)", () => {
  it("hands over the trimmed question with the previous query and overview", () => {
    expect(followUpHandOff("  why is that?\n", "volcanoes", "Volcanoes are openings.\nLava flows.")).toEqual({
      text: "why is that?",
      previousQuery: "volcanoes",
      overview: "Volcanoes are openings.\nLava flows.",
    });
  });

  it("has nothing to hand over for blank text", () => {
    expect(followUpHandOff("   \n ", "volcanoes", "overview")).toBeNull();
  });

  it("sends only a reference to the search as previousSearchContext, never the overview's text", () => {
    const handOff = { text: "more", previousQuery: "volcanoes", overview: "Lava is hot." };
    expect(previousSearchContextOf(handOff)).toEqual({ query: "volcanoes" });
    expect(previousSearchContextOf({ ...handOff, overview: " " })).toEqual({ query: "volcanoes" });
  });

  it("shows the overview as the first AI message, with a local id, keeping its line breaks", () => {
    const now = new Date("2025-03-01T10:00:00Z");
    const message = overviewAsFirstMessage({ text: "more", previousQuery: "q", overview: "Line one\nLine two\n" }, "s-1", 7, now);
    expect(message).toMatchObject({ sender: "ai", content: "Line one\nLine two", sessionId: "s-1", userId: 7, attachments: [] });
    expect(message?.id).toBeLessThan(0);
    expect(overviewAsFirstMessage({ text: "more", previousQuery: "q", overview: "" }, "s-1", 7, now)).toBeNull();
  });
});
