import "./search.css";
import { SEARCH_ALL_TAB_MAX_WEBSITES, SEARCH_TEXTS } from "@kidsafe/contracts";
import type { WebsiteResult } from "@kidsafe/contracts";
import { Card, classNames, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from "@kidsafe/ui";
import { useCallback, useEffect, useId, useState } from "react";
import { BackIcon } from "../chat/icons.tsx";
import { useOfferRecommendation } from "../recommendations/use-recommendation-popups.ts";
import { adViewTracker } from "./ad-view-tracker.ts";
import { AiOverviewCard } from "./ai-overview-card.tsx";
import type { FollowUpHandOff } from "./follow-up.ts";
import { FollowUpInput } from "./follow-up-input.tsx";
import { openAdvertisedResult } from "./open-result.ts";
import { ReportDialog } from "./report-dialog.tsx";
import type { ReportTarget } from "./report-form.ts";
import { SEARCH_COPY } from "./search-copy.ts";
import type { ActiveSearch } from "./tab-searches.ts";
import { useAdViewObserver } from "./use-ad-view-observer.ts";
import { useTopBarVisibility } from "./use-top-bar-visibility.ts";
import { useWebsiteSearch } from "./use-website-search.ts";
import { WebsiteResultCard } from "./website-result-card.tsx";

type ResultsTab = "all" | "websites";

/** Search answers whose recommendation went to the popups: a cached answer shown again (another tab, back) is not a new offer. */
const offeredAnswers = new WeakSet<object>();

export interface SearchResultsViewProps {
  search: ActiveSearch;
  phoneMode: boolean;
  /** False while the input bar's 'Search again...' box is open: one text box at a time. */
  followUpShown: boolean;
  /** The back button: leaves the search view (the tab then starts a new session). */
  onBack: () => void;
  onFollowUp: (handOff: FollowUpHandOff) => boolean;
}

/**
 * The search results view (mode search): a top bar (back, the query as title, the 'All' and
 * 'Websites' tabs, the follow-up input) that hides on scroll down past 150 px except in phone mode; 'All'
 * shows the AI overview and the first 5 websites, 'Websites' all of them. Advertised results are tracked
 * when half visible and when clicked; 'Report' opens the 'Report Sponsored App' dialog.
 */
export function SearchResultsView({ search, phoneMode, followUpShown, onBack, onFollowUp }: SearchResultsViewProps) {
  const results = useWebsiteSearch(search);
  const [tab, setTab] = useState<ResultsTab>("all");
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const topBar = useTopBarVisibility(phoneMode);
  const titleId = useId();
  const websitesHeadingId = useId();
  const { sessionId, query } = search;

  const adRef = useAdViewObserver(
    useCallback((advertiserId: number) => void adViewTracker.viewed({ advertiserId, sessionId, searchQuery: query }), [sessionId, query]),
  );
  const openAdvertised = useCallback(
    (result: WebsiteResult & { advertiserId: number }) =>
      void openAdvertisedResult({ url: result.url, advertiserId: result.advertiserId, searchQuery: query }),
    [query],
  );

  const offerRecommendation = useOfferRecommendation();
  useEffect(() => {
    const answer = results.data;
    if (answer?.recommendation === undefined || offeredAnswers.has(answer)) return;
    offeredAnswers.add(answer);
    // Shown again after a reload: the child had this search's popup before; another would bill the same search twice.
    if (search.restored) return;
    offerRecommendation(answer.recommendation, "search");
  }, [results.data, offerRecommendation, search.restored]);

  const websites = results.data?.websites ?? [];
  const overview = results.data?.aiOverview.trim() ?? "";
  const cardActions = { onReport: setReportTarget, onAdvertisedClick: openAdvertised, adRef };
  const cardsOf = (list: readonly WebsiteResult[], reportable: boolean) => (
    <ol className="search-result-list">
      {list.map((result, index) => (
        <li key={`${result.url}-${index}`}>
          <WebsiteResultCard result={result} reportable={reportable} {...cardActions} />
        </li>
      ))}
    </ol>
  );

  let body;
  if (results.isPending) {
    body = (
      <div className="search-status">
        <Spinner label={SEARCH_COPY.searching} />
      </div>
    );
  } else if (results.isError) {
    body = null; // A failed search shows nothing
  } else if (websites.length === 0 && overview === "") {
    body = <p className="search-status ks-muted">{SEARCH_COPY.noResults(query)}</p>;
  } else {
    body = (
      <>
        <TabsContent value="all" className="search-tab-content">
          {overview !== "" && <AiOverviewCard overview={overview} />}
          {websites.length > 0 && (
            <Card className="search-card" aria-labelledby={websitesHeadingId}>
              <h2 id={websitesHeadingId} className="search-card-title">
                {SEARCH_COPY.websitesCardTitle}
              </h2>
              {cardsOf(websites.slice(0, SEARCH_ALL_TAB_MAX_WEBSITES), true)}
            </Card>
          )}
        </TabsContent>
        <TabsContent value="websites" className="search-tab-content">
          {cardsOf(websites, false)}
        </TabsContent>
      </>
    );
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "websites" ? "websites" : "all")} className="search-view">
      {/* The results scroll under a sticky top bar that slides away: hiding it never resizes the scroller. */}
      <section className="search-results" aria-labelledby={titleId} aria-busy={results.isPending || undefined} onScroll={topBar.onScroll}>
        <div className={classNames("search-top-bar", !topBar.visible && "search-top-bar--hidden")} onFocus={topBar.reveal}>
          <div className="search-top-bar-inner">
            <div className="search-title-row">
              <button type="button" className="chat-round-button search-back" aria-label={SEARCH_COPY.back} onClick={onBack}>
                <BackIcon />
              </button>
              <h1 id={titleId} className="search-query" title={query}>
                {query}
              </h1>
            </div>
            <TabsList className="search-tabs" aria-label={SEARCH_COPY.resultsLabel}>
              <TabsTrigger value="all">{SEARCH_TEXTS.allTab}</TabsTrigger>
              <TabsTrigger value="websites">{SEARCH_TEXTS.websitesTab}</TabsTrigger>
            </TabsList>
            {followUpShown && <FollowUpInput previousQuery={query} overview={overview} onFollowUp={onFollowUp} />}
          </div>
        </div>
        <div className="search-body">{body}</div>
      </section>
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </Tabs>
  );
}
