import { describe, expect, it } from "vitest";
import { countLines, ratioOf, staleCommentsIn } from "../src/comment-ratio.ts";

describe("countLines", () => {
  it("counts comment-only lines and block comments, not blank lines or code with a trailing comment", () => {
    const text = ["// why", "", "/**", " * more", " */", "const a = 1; // trailing", "/* one line */", "a();"].join("\n");
    expect(countLines(text)).toEqual({ source: 7, comment: 5 });
  });

  it("gives the share of comment lines", () => {
    expect(ratioOf({ source: 50, comment: 4 })).toBe(0.08);
    expect(ratioOf({ source: 0, comment: 0 })).toBe(0);
  });
});

describe("staleCommentsIn", () => {
  it("finds citations of the specification and dates in comments only", () => {
    const text = [
      "// seed 000 §4: the popup",
      'const date = "2026-01-02";',
      "/*",
      " * measured 2026-11-25",
      " */",
      "// fine",
      "// the toasts of §8",
    ].join("\n");
    expect(staleCommentsIn(text).map((stale) => stale.line)).toEqual([1, 4, 7]);
  });
});
