import { AD_RETRACK_COOLDOWN_MS } from "@kidsafe/contracts";
import type { TrackViewRequest } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { createAdViewTracker } from "./ad-view-tracker.ts";
import type { SeenAds, SeenAdsStore } from "./seen-ads.ts";

function memoryStore(initial: SeenAds = {}): SeenAdsStore & { current: SeenAds } {
  const store = {
    current: initial,
    read: () => store.current,
    write: (seen: SeenAds) => {
      store.current = seen;
    },
  };
  return store;
}

function setup(options: { fail?: () => boolean; seen?: SeenAds } = {}) {
  const sent: TrackViewRequest[] = [];
  let now = Date.UTC(2025, 2, 1, 10, 0, 0);
  const store = memoryStore(options.seen);
  const tracker = createAdViewTracker({
    sendView: (request) => {
      sent.push(request);
      return options.fail?.() ? Promise.reject(new Error("500: down")) : Promise.resolve();
    },
    store,
    now: () => now,
  });
  return {
    tracker,
    sent,
    store,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

const view = { advertiserId: 4, sessionId: "s-1", searchQuery: "times tables" };

describe("ad view tracking (seed 000 §4)", () => {
  it("sends one view per advertiser per session, with the seed's page context, and stores the time", async () => {
    const { tracker, sent, store, now } = setup();
    expect(await tracker.viewed(view)).toBe("sent");
    expect(await tracker.viewed(view)).toBe("skipped");
    expect(sent).toEqual([{ advertiserId: 4, searchQuery: "times tables", sessionId: "s-1", pageContext: "search-websites" }]);
    expect(store.current).toEqual({ "4": now() });
  });

  it("does not send two views when two observers fire at once", async () => {
    const { tracker, sent } = setup();
    const outcomes = await Promise.all([tracker.viewed(view), tracker.viewed(view)]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(sent).toHaveLength(1);
  });

  it("does not track the same advertiser in a new session within 10 minutes of the stored time", async () => {
    const { tracker, sent, advance } = setup();
    await tracker.viewed(view);
    advance(AD_RETRACK_COOLDOWN_MS - 1);
    expect(await tracker.viewed({ ...view, sessionId: "s-2" })).toBe("skipped");
    advance(1);
    expect(await tracker.viewed({ ...view, sessionId: "s-2" })).toBe("sent");
    expect(sent.map((request) => request.sessionId)).toEqual(["s-1", "s-2"]);
  });

  it("respects a time stored by an earlier page", async () => {
    const { tracker, sent, now } = setup({ seen: { "4": Date.UTC(2025, 2, 1, 9, 55, 0) } });
    expect(now() - Date.UTC(2025, 2, 1, 9, 55, 0)).toBeLessThan(AD_RETRACK_COOLDOWN_MS);
    expect(await tracker.viewed(view)).toBe("skipped");
    expect(sent).toHaveLength(0);
  });

  it("stores nothing when the call fails, and tries again the next time the ad is seen", async () => {
    let failing = true;
    const { tracker, sent, store } = setup({ fail: () => failing });
    expect(await tracker.viewed(view)).toBe("failed");
    expect(store.current).toEqual({});
    failing = false;
    expect(await tracker.viewed(view)).toBe("sent");
    expect(sent).toHaveLength(2);
  });
});
