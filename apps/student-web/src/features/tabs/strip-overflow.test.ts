import { describe, expect, it } from "vitest";
import { NO_OVERFLOW, sameOverflow, scrollToShow, stripOverflow } from "./strip-overflow.ts";

describe("the tab strip's overflow hints", () => {
  it("shows none while every tab fits", () => {
    expect(stripOverflow({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual(NO_OVERFLOW);
    expect(stripOverflow({ scrollLeft: 0, scrollWidth: 601.5, clientWidth: 600 })).toEqual(NO_OVERFLOW);
  });

  it("points at the end that hides tabs, at both ends in the middle", () => {
    expect(stripOverflow({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 300 })).toEqual({ before: false, after: true });
    expect(stripOverflow({ scrollLeft: 350, scrollWidth: 1000, clientWidth: 300 })).toEqual({ before: true, after: true });
    expect(stripOverflow({ scrollLeft: 700, scrollWidth: 1000, clientWidth: 300 })).toEqual({ before: true, after: false });
    expect(stripOverflow({ scrollLeft: 699.4, scrollWidth: 1000, clientWidth: 300 })).toEqual({ before: true, after: false });
  });

  it("compares hints by what they show", () => {
    expect(sameOverflow({ before: true, after: false }, { before: true, after: false })).toBe(true);
    expect(sameOverflow({ before: true, after: false }, NO_OVERFLOW)).toBe(false);
  });

  it("scrolls a hidden active tab into view, clear of the hint", () => {
    const list = { left: 0, right: 300 };
    expect(scrollToShow(list, { left: 40, right: 230 }, 24)).toBe(0);
    expect(scrollToShow(list, { left: 250, right: 440 }, 24)).toBe(164);
    expect(scrollToShow(list, { left: -100, right: 90 }, 24)).toBe(-124);
  });
});
