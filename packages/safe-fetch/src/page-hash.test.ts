import { describe, expect, it } from "vitest";
import { readPageContent } from "./page-content.ts";
import { pageTextHash } from "./page-hash.ts";

const hashOf = (html: string) => pageTextHash(readPageContent(html, "https://example.com/"));

describe("pageTextHash", () => {
  it("stays the same when only markup, scripts or spacing change", () => {
    const plain = hashOf("<title>Fractions</title><p>Share the fruit fairly.</p>");
    expect(hashOf("<title>Fractions</title><div class='x'><p>Share   the fruit\n fairly.</p></div><script>track()</script>")).toBe(plain);
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes when a word a visitor reads changes, or the title moves into the text", () => {
    const plain = hashOf("<title>Fractions</title><p>Share the fruit fairly.</p>");
    expect(hashOf("<title>Fractions</title><p>Bet the fruit fairly.</p>")).not.toBe(plain);
    expect(hashOf("<title></title><p>Fractions Share the fruit fairly.</p>")).not.toBe(plain);
  });
});
