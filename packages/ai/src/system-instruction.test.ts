import { AGE_OPTIONS, SUBJECT_LABELS, SUBJECT_OPTIONS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { SUBJECT_GUIDANCE } from "./subject-guidance.ts";
import { buildSystemInstruction, languageLevelFor } from "./system-instruction.ts";

describe("buildSystemInstruction", () => {
  it("states the child's age in words a model (and the emulator) reads", () => {
    expect(buildSystemInstruction({ age: "7", subject: "default" })).toContain("The student is 7 years old.");
  });

  it("asks for very simple words for the young and depth for teenagers", () => {
    expect(languageLevelFor("4")).toMatch(/very short sentences and only simple everyday words/);
    expect(languageLevelFor("7")).toMatch(/short sentences and simple words/);
    expect(languageLevelFor("11")).toMatch(/explain any new word/);
    expect(languageLevelFor("14")).toMatch(/correct terms/);
    expect(languageLevelFor("17")).toMatch(/in depth/);
  });

  it("adapts to the child's writing when the age is smart_adapt", () => {
    const instruction = buildSystemInstruction({ age: "smart_adapt", subject: "default" });
    expect(instruction).toMatch(/do not know the student's age/);
    expect(instruction).not.toMatch(/years old/);
  });

  it("has a distinct level for every age option", () => {
    for (const age of AGE_OPTIONS) expect(() => languageLevelFor(age)).not.toThrow();
    expect(() => languageLevelFor("19" as never)).toThrow(RangeError);
  });

  it("names the subject the child picked and how to teach it, for all 17 subjects", () => {
    expect(SUBJECT_OPTIONS).toHaveLength(17);
    for (const subject of SUBJECT_OPTIONS) {
      const instruction = buildSystemInstruction({ age: "10", subject });
      expect(instruction).toContain(`the student is doing ${SUBJECT_LABELS[subject]}.`);
      expect(instruction).toContain(SUBJECT_GUIDANCE[subject]);
    }
    expect(new Set(Object.values(SUBJECT_GUIDANCE)).size).toBe(17);
  });

  it("asks for hints before answers, a kind tone and the safety rules", () => {
    const instruction = buildSystemInstruction({ age: "9", subject: "math" });
    expect(instruction).toMatch(/give a hint or a guiding question first/);
    expect(instruction).toMatch(/Give a hint or the first step and let the student try before you show the answer/);
    expect(instruction).toMatch(/praise effort/);
    expect(instruction).toMatch(/no violence or gore, nothing sexual, no hate/);
    expect(instruction).toMatch(/Never ask for or encourage sharing personal information/);
    expect(instruction).toMatch(/trusted adult/);
  });
});
