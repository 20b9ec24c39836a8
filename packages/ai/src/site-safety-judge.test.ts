import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { withSafetyFloor } from "./site-safety-judge.ts";
import type { SiteSafetyVerdict } from "./site-safety-judge.ts";

const SAFE: SiteSafetyVerdict = {
  isSafe: true,
  reason: "The website looks suitable for children aged 1-18.",
  details: "Counting games for young learners.",
  aiDescription: "Happy Numbers is a website with counting games for young children.",
  failedCategories: [],
};

const site = (title: string, description = "Counting games.") => ({
  url: "https://happy-numbers.example/",
  pages: [{ url: "https://happy-numbers.example/", title, description, text: "" }],
});

describe("withSafetyFloor", () => {
  it("keeps a safe verdict on a site the filter passes", () => {
    expect(withSafetyFloor(SAFE, site("Happy Numbers"))).toEqual(SAFE);
  });

  it("makes a 'safe' verdict unsafe when the app's name or description has words the filter refuses, on clean pages", () => {
    const clean = site("Happy Numbers");
    expect(withSafetyFloor(SAFE, { ...clean, appName: "Happy Numbers", appDescription: "Counting games." })).toEqual(SAFE);
    const verdict = withSafetyFloor(SAFE, { ...clean, appName: "Lucky Casino Numbers", appDescription: "Counting games." });
    expect(verdict).toMatchObject({ isSafe: false, failedCategories: ["gambling"] });
    expect(verdict.details).toContain("The app's name or description has words unsuitable for children");
  });

  it("makes a 'safe' verdict unsafe when the site filter refuses a page, with the finding and its category", () => {
    const verdict = withSafetyFloor(SAFE, site("Happy Numbers", "Sports betting tips for beginners"));
    expect(verdict).toEqual({
      ...SAFE,
      isSafe: false,
      reason: SAFETY_CHECK_TEXTS.defaultUnsafe,
      details: 'The page https://happy-numbers.example/ has words unsuitable for children in its title or description ("betting").',
      failedCategories: ["gambling"],
    });
  });

  it("adds the filter's finding to an unsafe verdict, keeping the model's reason", () => {
    const unsafe: SiteSafetyVerdict = {
      ...SAFE,
      isSafe: false,
      reason: "It sells vapes.",
      details: "Vapes on /shop.",
      failedCategories: ["drugs_alcohol_tobacco_vaping"],
    };
    const verdict = withSafetyFloor(unsafe, site("Cloud shop", "Buy vapes cheap"));
    expect(verdict.reason).toBe("It sells vapes.");
    expect(verdict.details).toMatch(/^Vapes on \/shop\. The page https:\/\/happy-numbers\.example\/ has words unsuitable/);
    expect(verdict.failedCategories).toEqual(["drugs_alcohol_tobacco_vaping"]);
  });

  it("never passes on a description that fails our reply check: a safe verdict becomes unsafe", () => {
    const verdict = withSafetyFloor({ ...SAFE, aiDescription: "Great games! More at https://bit.ly/free-games" }, site("Happy Numbers"));
    expect(verdict).toMatchObject({ isSafe: false, reason: SAFETY_CHECK_TEXTS.defaultUnsafe, aiDescription: "" });
    expect(verdict.details).toBe("The description written for this website did not pass our safety check.");
  });

  it("blanks a failing description on an unsafe verdict without adding to its details", () => {
    const unsafe: SiteSafetyVerdict = {
      ...SAFE,
      isSafe: false,
      reason: "Gambling.",
      details: "Slots.",
      aiDescription: "An online casino.",
      failedCategories: ["gambling"],
    };
    expect(withSafetyFloor(unsafe, site("Happy Numbers"))).toEqual({ ...unsafe, aiDescription: "" });
  });
});
