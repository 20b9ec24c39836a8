import { describe, expect, it } from "vitest";
import { CALL_DESCRIPTIONS, CALL_TAGS, httpCalls, operationCalls } from "../src/index.ts";

const registered = Object.keys({ ...httpCalls, ...operationCalls });
const described = Object.entries(CALL_DESCRIPTIONS);

describe("the calls' descriptions in the API reference", () => {
  it("describe every call of httpCalls and operationCalls, and no call that is not there", () => {
    expect(Object.keys(CALL_DESCRIPTIONS).sort()).toEqual([...registered].sort());
  });

  it.each(described)("%s has a known tag and a sentence that says who may call it", (_name, { tag, description }) => {
    expect(Object.keys(CALL_TAGS)).toContain(tag);
    expect(description.length).toBeGreaterThan(30);
    expect(description).toMatch(/^(Anyone|A signed-in|The payment provider)/);
    expect(description).toMatch(/[.)]$/);
  });

  it("gives every tag a description and uses each tag", () => {
    const used = new Set(described.map(([, { tag }]) => tag));
    for (const [tag, description] of Object.entries(CALL_TAGS)) {
      expect(description, tag).not.toBe("");
      expect(used.has(tag as keyof typeof CALL_TAGS), tag).toBe(true);
    }
  });
});
