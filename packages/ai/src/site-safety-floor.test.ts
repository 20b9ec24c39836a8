import { describe, expect, it } from "vitest";
import { siteFloorFindings } from "./site-safety-floor.ts";

const page = (url: string, title = "Happy Numbers", description = "Counting games for young learners.") => ({ url, title, description });

describe("siteFloorFindings", () => {
  it("finds nothing on a kids' learning site", () => {
    expect(siteFloorFindings({ url: "https://happy-numbers.example/", pages: [page("https://happy-numbers.example/")] })).toEqual([]);
  });

  it("refuses a page whose title or description has blocked words, naming the category", () => {
    const findings = siteFloorFindings({
      url: "https://lucky.example/",
      pages: [page("https://lucky.example/"), page("https://lucky.example/vip", "VIP lounge", "The best online casino bonuses")],
    });
    expect(findings).toEqual([
      {
        url: "https://lucky.example/vip",
        refusal: "unsafe-words",
        text: 'The page https://lucky.example/vip has words unsuitable for children in its title or description ("casino").',
        categories: ["gambling"],
      },
    ]);
  });

  it.each([
    ["https://www.pornhub.com/", ["adult_content"]],
    ["https://free-casino-games.net/", ["gambling"]],
    ["https://example.xxx/", ["adult_content"]],
    ["https://bit.ly/abc", []],
    ["http://93.184.215.14/", []],
  ])("refuses the address %s itself (categories %j)", (url, categories) => {
    const [finding] = siteFloorFindings({ url, pages: [] });
    expect(finding).toMatchObject({ refusal: "blocked-host", categories });
    expect(finding?.text).toMatch(/is not allowed on KidSafe AI \(.+\)\.$/);
  });

  it("refuses an address that is not a plain web address", () => {
    expect(siteFloorFindings({ url: "https://", pages: [] })[0]).toMatchObject({ refusal: "invalid-url", categories: [] });
  });

  it("judges the page a redirect landed on, once per address", () => {
    const findings = siteFloorFindings({
      url: "https://kids.example/",
      pages: [page("https://lucky-casino.example/"), page("https://lucky-casino.example/")],
    });
    expect(findings.map((finding) => finding.url)).toEqual(["https://lucky-casino.example/"]);
  });
});
