import { describe, expect, it } from "vitest";
import { CONTEXT_MAX_LENGTH, holdsAnyTerm, recommendationContext, subjectTerms } from "./recommendation-rules.ts";

describe("recommendationContext", () => {
  it("is the first sentence of the description", () => {
    expect(recommendationContext({ appName: "Fraction Fun", description: "Practise fractions with games. Made by teachers." })).toBe(
      "Practise fractions with games.",
    );
  });

  it("cuts a long sentence at a word and stays short", () => {
    const description = `${"Learn about the planets ".repeat(10)}today`;
    const context = recommendationContext({ appName: "A", description });
    expect(context.length).toBeLessThanOrEqual(CONTEXT_MAX_LENGTH);
    expect(context.endsWith("…")).toBe(true);
    expect(description.startsWith(`${context.slice(0, -1)} `)).toBe(true);
  });

  it("names the app when there is no description", () => {
    expect(recommendationContext({ appName: "Star Maps", description: "  " })).toBe("Try Star Maps");
  });
});

describe("subjects", () => {
  it("finds an app for maths by any of its words, stemmed", () => {
    expect(holdsAnyTerm({ appName: "Fraction Fun", matchedText: "Games for fractions" }, subjectTerms("math"))).toBe(true);
    expect(holdsAnyTerm({ appName: "Dino World", matchedText: "All about dinosaurs" }, subjectTerms("math"))).toBe(false);
  });

  it("has no words for the default subject", () => {
    expect(subjectTerms("default")).toEqual([]);
  });
});
