import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { TrackViewRequest } from "@kidsafe/contracts";
import { searchApi } from "../../lib/api/search.ts";
import { isDueForTracking, localSeenAdsStore, markSeen } from "./seen-ads.ts";
import type { SeenAdsStore } from "./seen-ads.ts";

export interface AdView {
  advertiserId: number;
  /** The search session the ad was shown in. */
  sessionId: string;
  searchQuery: string;
}

/** sent: the view went to the server; skipped: already tracked (this session or within 10 minutes); failed: not sent. */
export type AdViewOutcome = "sent" | "skipped" | "failed";

export interface AdViewTrackerDependencies {
  sendView: (request: TrackViewRequest) => Promise<unknown>;
  store: SeenAdsStore;
  now: () => number;
}

/**
 * The ad view tracking: an advertised result at least half visible is tracked once per session per
 * advertiser, and not again within 10 minutes of the time stored locally; the time is stored when the call
 * succeeds. A failed call is not shown and may be tried again when the ad next comes into view.
 */
export function createAdViewTracker({ sendView, store, now }: AdViewTrackerDependencies) {
  // Views under way or done in this page's life, per search session: a second observer firing for the same
  // ad (the 'All' and 'Websites' tabs both show it) must not send it twice.
  const trackedInSession = new Set<string>();

  return {
    async viewed({ advertiserId, sessionId, searchQuery }: AdView): Promise<AdViewOutcome> {
      const key = `${sessionId}\n${advertiserId}`;
      if (trackedInSession.has(key)) return "skipped";
      if (!isDueForTracking(store.read(), advertiserId, now())) return "skipped";
      trackedInSession.add(key);
      try {
        await sendView({ advertiserId, searchQuery, sessionId, pageContext: SEARCH_PAGE_CONTEXT });
      } catch {
        trackedInSession.delete(key);
        return "failed";
      }
      // Read again: another search view may have written meanwhile.
      store.write(markSeen(store.read(), advertiserId, now()));
      return "sent";
    },
  };
}

export type AdViewTracker = ReturnType<typeof createAdViewTracker>;

/** The page's one tracker: sessions outlive a tab's view (switching tabs and back must not track again). */
export const adViewTracker: AdViewTracker = createAdViewTracker({
  sendView: searchApi.trackView,
  store: localSeenAdsStore,
  now: () => Date.now(),
});
