import { describe, expect, it } from "vitest";
import { filterSafeSites, judgeSite } from "./site-safety.ts";
import type { CandidateSite, SafetyContext } from "./site-safety.ts";

const ANY_AGE: SafetyContext = { age: null, studyMode: false };

const candidate = (overrides: Partial<CandidateSite> = {}): CandidateSite => ({
  title: "NASA Space Place",
  description: "Learn about the planets of our solar system.",
  url: "https://spaceplace.nasa.gov/",
  educational: true,
  ...overrides,
});

const reasonOf = (site: CandidateSite, context: SafetyContext = ANY_AGE) => {
  const verdict = judgeSite(site, context);
  return verdict.safe ? "safe" : verdict.reason;
};

describe("judgeSite", () => {
  it("lets a kid-safe educational site through", () => {
    expect(reasonOf(candidate())).toBe("safe");
  });

  it.each([
    ["file:///etc/passwd"],
    ["javascript:alert(1)"],
    ["data:text/html,<b>hi</b>"],
    ["ftp://example.com/"],
    ["not a url"],
    ["https://user:pw@example.com/"],
  ])("refuses the link %s", (url) => {
    expect(reasonOf(candidate({ url }))).toBe("invalid-url");
  });

  it.each([
    ["https://www.pornhub.com/"],
    ["https://videos.xhamster.com/"],
    ["https://www.bet365.com/"],
    ["https://free-casino-games.net/"],
    ["https://example.xxx/"],
    ["https://bit.ly/abc"],
    ["http://93.184.215.14/"],
    ["http://[2606:4700::1111]/"],
  ])("refuses the blocked host of %s", (url) => {
    expect(reasonOf(candidate({ url }))).toBe("blocked-host");
  });

  it.each([
    ["Best online casino bonuses"],
    ["Sports betting tips"],
    ["Hot singles: online dating for everyone"],
    ["Free porn videos"],
    ["Buy vapes cheap"],
    ["f-u-c-k this"],
  ])("refuses a result whose title or description reads %j", (text) => {
    expect(reasonOf(candidate({ title: text }))).toBe("unsafe-words");
    expect(reasonOf(candidate({ description: text }))).toBe("unsafe-words");
  });

  it.each([["Essex wildlife for kids"], ["Carbon dating: how old are fossils?"], ["The Sussex coast"], ["Animal habitats"]])(
    "does not refuse the innocent %j",
    (title) => {
      expect(reasonOf(candidate({ title }))).toBe("safe");
    },
  );

  it("judges a link again when its words change, whatever it said of the link before", () => {
    const url = "https://changing-words.example/";
    expect(reasonOf(candidate({ url }))).toBe("safe");
    expect(reasonOf(candidate({ url, description: "The best online casino bonuses." }))).toBe("unsafe-words");
    expect(reasonOf(candidate({ url, title: "Casino Night" }))).toBe("unsafe-words");
    expect(reasonOf(candidate({ url }))).toBe("safe");
  });

  it("keeps a site only for children inside its age range", () => {
    const teens = candidate({ minAge: 13, maxAge: 18 });
    expect(reasonOf(teens, { age: 8, studyMode: false })).toBe("outside-age");
    expect(reasonOf(teens, { age: 13, studyMode: false })).toBe("safe");
    expect(reasonOf(teens, { age: 18, studyMode: false })).toBe("safe");
    expect(reasonOf(candidate({ minAge: 3, maxAge: 7 }), { age: 8, studyMode: false })).toBe("outside-age");
  });

  it("applies no age filter for smart_adapt (age null) or when the site's ages are unknown", () => {
    expect(reasonOf(candidate({ minAge: 13, maxAge: 18 }), ANY_AGE)).toBe("safe");
    expect(reasonOf(candidate(), { age: 4, studyMode: false })).toBe("safe");
  });

  it("shows only sites known to be educational in study mode", () => {
    const study: SafetyContext = { age: null, studyMode: true };
    expect(reasonOf(candidate({ educational: true }), study)).toBe("safe");
    expect(reasonOf(candidate({ educational: false }), study)).toBe("not-educational");
    expect(reasonOf(candidate({ educational: undefined }), study)).toBe("not-educational");
    expect(reasonOf(candidate({ educational: false }), ANY_AGE)).toBe("safe");
  });
});

describe("filterSafeSites", () => {
  it("keeps the safe ones in their order", () => {
    const sites = [
      candidate({ url: "https://a.example/" }),
      candidate({ url: "https://www.pornhub.com/" }),
      candidate({ url: "https://b.example/", title: "Online casino" }),
      candidate({ url: "https://c.example/" }),
    ];
    expect(filterSafeSites(sites, ANY_AGE).map((site) => site.url)).toEqual(["https://a.example/", "https://c.example/"]);
  });
});
