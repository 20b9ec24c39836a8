import type { WebsiteResult } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { blendSponsored } from "./blend.ts";

const site = (url: string, advertiserId: number | null = null): WebsiteResult => ({
  title: url,
  description: "",
  url,
  favicon: null,
  isAdvertised: advertiserId !== null,
  advertiserId,
});

describe("blendSponsored", () => {
  it("puts ads second and fourth, never more than the cap", () => {
    const organic = [1, 2, 3, 4, 5].map((n) => site(`https://o${n}.org/`));
    const ads = [1, 2, 3].map((n) => site(`https://ad${n}.example/`, n));
    const { websites, shownSponsored } = blendSponsored(organic, ads);
    expect(websites.map((result) => result.advertiserId ?? 0)).toEqual([0, 1, 0, 2, 0, 0, 0]);
    expect(shownSponsored.map((result) => result.advertiserId)).toEqual([1, 2]);
  });

  it("adds ads after a short organic list, and leaves out an ad for a page already shown", () => {
    const { websites, shownSponsored } = blendSponsored(
      [site("https://www.same.org/page/")],
      [site("https://same.org/page?ref=ad", 7), site("https://other.example/", 8)],
    );
    expect(websites.map((result) => result.url)).toEqual(["https://www.same.org/page/", "https://other.example/"]);
    expect(shownSponsored.map((result) => result.advertiserId)).toEqual([8]);
    expect(blendSponsored([], [site("https://a.example/", 1)]).websites).toHaveLength(1);
  });

  it("answers the organic results as they are when there is no ad, on a list of its own", () => {
    const organic = [site("https://o1.org/"), site("https://o2.org/")];
    const { websites, shownSponsored } = blendSponsored(organic, []);
    expect(websites).toEqual(organic);
    expect(websites).not.toBe(organic);
    expect(shownSponsored).toEqual([]);
  });
});
