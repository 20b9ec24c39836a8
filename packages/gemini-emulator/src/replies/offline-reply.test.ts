import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "./knowledge.ts";
import { OFFLINE_PREFIX, offlineReply } from "./offline-reply.ts";
import { ageIn, readingLevelFor } from "./reading-level.ts";

describe("offlineReply", () => {
  it("says it is offline and explains a known topic at the child's level", () => {
    const young = offlineReply({ text: "Why do volcanoes erupt?", imageCount: 0, level: "young" });
    const teen = offlineReply({ text: "Why do volcanoes erupt?", imageCount: 0, level: "teen" });
    expect(young).toBe(`${OFFLINE_PREFIX}${KNOWLEDGE[0]?.explanation.young}`);
    expect(teen).toBe(`${OFFLINE_PREFIX}${KNOWLEDGE[0]?.explanation.teen}`);
    expect(young).not.toBe(teen);
  });

  it("picks rainbow, not rain, for a question about rainbows", () => {
    expect(offlineReply({ text: "how is a rainbow made", imageCount: 0, level: "middle" })).toContain("raindrops");
    expect(offlineReply({ text: "how is a rainbow made", imageCount: 0, level: "middle" })).toContain("violet");
  });

  it("finds a topic by any of its words, plain or with a common ending, but not inside another word", () => {
    expect(offlineReply({ text: "Tell me about MAGMA", imageCount: 0, level: "middle" })).toBe(
      `${OFFLINE_PREFIX}${KNOWLEDGE[0]?.explanation.middle}`,
    );
    expect(offlineReply({ text: "fossils please", imageCount: 0, level: "middle" })).toBe(
      `${OFFLINE_PREFIX}${KNOWLEDGE[1]?.explanation.middle}`,
    );
    expect(offlineReply({ text: "a t-rex!", imageCount: 0, level: "young" })).toBe(`${OFFLINE_PREFIX}${KNOWLEDGE[1]?.explanation.young}`);
    expect(offlineReply({ text: "volcanology", imageCount: 0, level: "middle" })).toMatch(/only know a few topics/);
  });

  it("gives a hint before the answer of a sum", () => {
    const reply = offlineReply({ text: "what is 7 + 5?", imageCount: 0, level: "young" });
    expect(reply).toMatch(/^Offline AI: Here's a hint: Start at 7 and count up 5 more/);
    expect(reply.indexOf("hint")).toBeLessThan(reply.indexOf("7 + 5 = 12"));
  });

  it("mentions how many images came with the question", () => {
    expect(offlineReply({ text: "what is this?", imageCount: 2, level: "middle" })).toContain("You attached 2 images");
    expect(offlineReply({ text: "", imageCount: 1, level: "middle" })).toBe(
      `${OFFLINE_PREFIX}Thanks for sharing! You attached 1 image, but while I'm offline I can't look at pictures.`,
    );
  });

  it("lists what it knows when the topic is unknown", () => {
    expect(offlineReply({ text: "tell me about knights", imageCount: 0, level: "middle" })).toMatch(/only know a few topics/);
  });
});

describe("reading level", () => {
  it("reads the age from the system instruction's words", () => {
    expect(ageIn("Age: The student is 7 years old. Use short sentences.")).toBe(7);
    expect(ageIn("You do not know the student's age.")).toBeUndefined();
    expect([readingLevelFor(4), readingLevelFor(10), readingLevelFor(16), readingLevelFor(undefined)]).toEqual([
      "young",
      "middle",
      "teen",
      "middle",
    ]);
  });
});
