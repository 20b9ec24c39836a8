import { AD_RETRACK_COOLDOWN_MS, STORAGE_KEYS } from "@kidsafe/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { isDueForTracking, localSeenAdsStore, markSeen, parseSeenAds } from "./seen-ads.ts";

const NOW = Date.UTC(2025, 2, 1, 10, 0, 0);

describe("the ad-seen record (seed 000 §3, §4)", () => {
  it("tracks an advertiser never seen, and not again until 10 minutes have passed", () => {
    expect(isDueForTracking({}, 12, NOW)).toBe(true);
    const seen = markSeen({}, 12, NOW);
    expect(seen).toEqual({ "12": NOW });
    expect(isDueForTracking(seen, 12, NOW + 1)).toBe(false);
    expect(isDueForTracking(seen, 12, NOW + AD_RETRACK_COOLDOWN_MS - 1)).toBe(false);
    expect(isDueForTracking(seen, 12, NOW + AD_RETRACK_COOLDOWN_MS)).toBe(true);
    // Each advertiser has its own time.
    expect(isDueForTracking(seen, 13, NOW + 1)).toBe(true);
  });

  it("treats a stored time in the future (a clock changed back) as now, not as never", () => {
    expect(isDueForTracking({ "12": NOW + 60_000 }, 12, NOW)).toBe(false);
  });

  it("drops entries that no longer decide anything when it records a view", () => {
    const seen = { "1": NOW - AD_RETRACK_COOLDOWN_MS, "2": NOW - AD_RETRACK_COOLDOWN_MS + 1 };
    expect(markSeen(seen, 3, NOW)).toEqual({ "2": NOW - AD_RETRACK_COOLDOWN_MS + 1, "3": NOW });
  });

  it("reads a damaged or foreign stored value as an empty record", () => {
    expect(parseSeenAds(null)).toEqual({});
    expect(parseSeenAds("not json")).toEqual({});
    expect(parseSeenAds('["12"]')).toEqual({});
    expect(parseSeenAds('{"abc": 1}')).toEqual({});
    expect(parseSeenAds('{"12": "yesterday"}')).toEqual({});
    expect(parseSeenAds(`{"12": ${NOW}}`)).toEqual({ "12": NOW });
  });
});

describe("localSeenAdsStore", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the record under the seen-ads key", () => {
    localSeenAdsStore.write({ "5": NOW });
    expect(localStorage.getItem(STORAGE_KEYS.seenAds)).toBe(JSON.stringify({ "5": NOW }));
    expect(localSeenAdsStore.read()).toEqual({ "5": NOW });
  });
});
