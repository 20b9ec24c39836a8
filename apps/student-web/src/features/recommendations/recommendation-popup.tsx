import "./recommendations.css";
import { POPUP_AUTO_DISMISS_MS, searchCalls, VOICE_TEXTS } from "@kidsafe/contracts";
import type { RecommendationAdvertiser } from "@kidsafe/contracts";
import { Button, classNames, toast } from "@kidsafe/ui";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { recommendationsApi } from "../../lib/api/recommendations.ts";
import { CloseIcon } from "../chat/icons.tsx";
import { useOpenPreview } from "../preview/preview-link-context.tsx";
import type { QueuedRecommendation } from "./popup-queue.ts";
import { RECOMMENDATIONS_COPY } from "./recommendations-copy.ts";
import { siteNameOf } from "./site-name.ts";
import type { RecommendationPopups } from "./use-recommendation-popups.ts";

/**
 * The recommendation popup: the shown recommendation's app (name and link from
 * GET /api/advertisers-for-recommendations), why it fits, a 'Sponsored' label, Visit (the preview overlay) and
 * close. The region is always there, so a screen reader hears each popup as it appears; the popup never takes
 * the focus from what the child is typing.
 */
export function RecommendationPopup({ popups }: { popups: RecommendationPopups }) {
  const { shown, leaving } = popups.state;
  return (
    <div className="recommendation-region" aria-live="polite">
      {shown !== null && <ShownRecommendation key={shown.key} item={shown} leaving={leaving} onDismiss={popups.dismiss} onDrop={popups.drop} />}
    </div>
  );
}

/** The apps a recommendation may name (GET /api/advertisers-for-recommendations). */
const ADVERTISERS_QUERY = queryOptions({
  queryKey: [searchCalls.getAdvertisersForRecommendations.method, searchCalls.getAdvertisersForRecommendations.path],
  queryFn: async ({ signal }) => (await recommendationsApi.advertisers(signal)).advertisers,
});

interface ShownRecommendationProps {
  item: QueuedRecommendation;
  leaving: boolean;
  onDismiss: (key: number) => void;
  onDrop: (key: number) => void;
}

function ShownRecommendation({ item, leaving, onDismiss, onDrop }: ShownRecommendationProps) {
  const app = useRecommendedApp(item, onDrop);
  const openPreview = useOpenPreview();
  const tracked = useRef(false);
  const ready = app !== undefined;

  // Tracked once, when it shows; a failed track is not the child's business.
  useEffect(() => {
    if (!ready || tracked.current) return;
    tracked.current = true;
    void recommendationsApi
      .track({ advertiserId: item.advertiserId, recommendationType: item.type, context: item.context })
      .catch(() => undefined);
  }, [ready, item]);

  useEffect(() => {
    if (!ready || leaving) return;
    const timer = setTimeout(() => onDismiss(item.key), POPUP_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [ready, leaving, onDismiss, item.key]);

  if (app === undefined) return null;
  const visit = () => {
    openPreview(app.url);
    onDismiss(item.key);
  };
  return (
    <aside
      className={classNames("recommendation-popup", leaving && "recommendation-popup--leaving")}
      aria-label={RECOMMENDATIONS_COPY.regionLabel}
    >
      <div className="recommendation-header">
        <span className="recommendation-sponsored">{RECOMMENDATIONS_COPY.sponsored}</span>
        <button type="button" className="recommendation-close" aria-label={RECOMMENDATIONS_COPY.close} onClick={() => onDismiss(item.key)}>
          <CloseIcon />
        </button>
      </div>
      <p className="recommendation-name">{app.name}</p>
      {item.context !== "" && <p className="recommendation-context">{item.context}</p>}
      <div className="recommendation-actions">
        <a
          className="recommendation-link"
          href={app.url}
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            visit();
          }}
        >
          {siteNameOf(app.url)}
        </a>
        <Button size="sm" onClick={visit}>
          {RECOMMENDATIONS_COPY.visit}
        </Button>
      </div>
    </aside>
  );
}

/**
 * The recommended app from the cached list (the seed's cache: read once, never stale). An app the list does not
 * hold may be newer than it: the list is read again once. Still unknown, or unreadable: 'Failed to process
 * recommendation', and the popup goes.
 */
function useRecommendedApp(item: QueuedRecommendation, onDrop: (key: number) => void): RecommendationAdvertiser | undefined {
  const queryClient = useQueryClient();
  const advertisers = useQuery(ADVERTISERS_QUERY);
  const app = advertisers.data?.find((candidate) => candidate.id === item.advertiserId);
  const settled = !advertisers.isPending || advertisers.isError;
  const known = app !== undefined;
  const askedAgain = useRef(false);

  useEffect(() => {
    if (known || !settled || askedAgain.current) return;
    askedAgain.current = true;
    void (async () => {
      const fresh = await queryClient.fetchQuery({ ...ADVERTISERS_QUERY, staleTime: 0 }).catch(() => null);
      // Found: the list in the cache changed, and the popup shows it.
      if (fresh?.some((candidate) => candidate.id === item.advertiserId)) return;
      toast({ title: VOICE_TEXTS.recommendationFailed, variant: "destructive" });
      onDrop(item.key);
    })();
  }, [known, settled, queryClient, onDrop, item.advertiserId, item.key]);
  return app;
}
