import { SEARCH_TEXTS } from "@kidsafe/contracts";
import { Card } from "@kidsafe/ui";
import { useId } from "react";

/** The 'AI Overview' card, labelled 'Preview'; plain text with its line breaks kept. */
export function AiOverviewCard({ overview }: { overview: string }) {
  const headingId = useId();
  return (
    <Card className="search-card search-overview" aria-labelledby={headingId}>
      <header className="search-card-header">
        <h2 id={headingId} className="search-card-title">
          {SEARCH_TEXTS.aiOverview}
        </h2>
        <span className="search-preview-badge">{SEARCH_TEXTS.overviewBadge}</span>
      </header>
      <p className="search-overview-text">{overview}</p>
    </Card>
  );
}
