import type { AdvertiserDashboard } from "@kidsafe/contracts";
import { TitledCard } from "../../components/titled-card.tsx";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** What children will see (the words the check passed), then the AI-generated description and the advertiser's own when it differs. */
export function DescriptionsCard({ advertiser }: { advertiser: AdvertiserDashboard }) {
  const ai = advertiser.aiGeneratedDescription?.trim() ?? "";
  const own = advertiser.appDescription.trim();
  return (
    <TitledCard titleId="descriptions-title" title={DASHBOARD_COPY.descriptionsTitle}>
      <div className="description-block">
        <h3>{DASHBOARD_COPY.childDescription}</h3>
        <p>
          <strong>{advertiser.appName}</strong> {advertiser.childDescription}
        </p>
        <p className="description-note">{DASHBOARD_COPY.childDescriptionNote}</p>
      </div>
      <div className="description-block">
        <h3>{DASHBOARD_COPY.aiDescription}</h3>
        <p>{ai === "" ? DASHBOARD_COPY.noAiDescription : ai}</p>
      </div>
      {own !== ai && (
        <div className="description-block">
          <h3>{DASHBOARD_COPY.ownDescription}</h3>
          <p>{own}</p>
        </div>
      )}
    </TitledCard>
  );
}
