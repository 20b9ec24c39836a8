import { describe, expect, it } from "vitest";
import { SPOKEN_TEXT_MAX_LENGTH, speakableText } from "./spoken-text.ts";

describe("speakable text", () => {
  it("drops on-screen marks and names links instead of spelling them", () => {
    expect(speakableText("**Comets** are icy!\n\n## More\nSee https://kids.example.org/comets.")).toBe(
      "Comets are icy! More See the link on your screen.",
    );
  });

  it("reads a long reply up to a sentence end near the limit", () => {
    const sentence = "Stars are far away. ";
    const spoken = speakableText(sentence.repeat(200));
    expect(spoken.length).toBeLessThanOrEqual(SPOKEN_TEXT_MAX_LENGTH);
    expect(spoken.endsWith("away.")).toBe(true);
  });
});
