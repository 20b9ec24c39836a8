import { SEARCH_TEXTS } from "@kidsafe/contracts";
import type { WebsiteResult } from "@kidsafe/contracts";
import { useId, useState } from "react";
import type { MouseEvent, Ref } from "react";
import { displayUrl, faviconSource } from "./result-url.ts";
import { SEARCH_COPY } from "./search-copy.ts";

export interface WebsiteResultCardProps {
  result: WebsiteResult;
  /** Only the 'All' tab offers 'Report', and only for an advertised result with an advertiser id. */
  reportable: boolean;
  onReport: (target: { advertiserId: number; appName: string }) => void;
  /** An advertised result's click: tracked first, then opened (the card does not open it itself). */
  onAdvertisedClick: (result: WebsiteResult & { advertiserId: number }) => void;
  /** Set on advertised results: the view tracker watches the card. */
  adRef?: Ref<HTMLElement>;
}

function withAdvertiser(result: WebsiteResult): (WebsiteResult & { advertiserId: number }) | null {
  return result.isAdvertised && typeof result.advertiserId === "number" ? { ...result, advertiserId: result.advertiserId } : null;
}

/**
 * The result: favicon if present, title, description and URL; the whole card opens the site in a new
 * browser tab (the title is the link, stretched over the card, so keyboards and screen readers get one link).
 * Advertised results carry the 'Ad' badge and, where allowed, 'Report'.
 */
export function WebsiteResultCard({ result, reportable, onReport, onAdvertisedClick, adRef }: WebsiteResultCardProps) {
  const titleId = useId();
  const [faviconFailed, setFaviconFailed] = useState(false);
  const favicon = faviconFailed ? null : faviconSource(result.favicon);
  const advertised = withAdvertiser(result);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (advertised === null) return;
    event.preventDefault();
    onAdvertisedClick(advertised);
  }

  return (
    <article
      ref={advertised === null ? undefined : adRef}
      className="search-result"
      aria-labelledby={titleId}
      data-advertised={result.isAdvertised || undefined}
      data-advertiser-id={advertised?.advertiserId}
    >
      <div className="search-result-head">
        {favicon !== null && (
          <img className="search-result-favicon" src={favicon} alt="" width={20} height={20} onError={() => setFaviconFailed(true)} />
        )}
        <a id={titleId} className="search-result-link" href={result.url} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
          {result.title}
          <span className="ks-visually-hidden"> {SEARCH_COPY.opensInNewTab}</span>
        </a>
        {result.isAdvertised && <span className="search-ad-badge">{SEARCH_TEXTS.adBadge}</span>}
      </div>
      {result.description !== "" && <p className="search-result-description">{result.description}</p>}
      <div className="search-result-foot">
        <span className="search-result-url">{displayUrl(result.url)}</span>
        {reportable && advertised !== null && (
          <button
            type="button"
            className="search-report-link"
            aria-label={SEARCH_COPY.reportLabel(result.title)}
            onClick={() => onReport({ advertiserId: advertised.advertiserId, appName: result.title })}
          >
            {SEARCH_TEXTS.reportLink}
          </button>
        )}
      </div>
    </article>
  );
}
