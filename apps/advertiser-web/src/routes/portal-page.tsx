import { PageSpinner } from "@kidsafe/ui";
import { useParams } from "react-router";
import { AdvertiserDashboard } from "../features/dashboard/advertiser-dashboard.tsx";
import { InvalidAdvertiser } from "../features/portal/invalid-advertiser.tsx";
import { LoadFailed } from "../features/portal/load-failed.tsx";
import { PORTAL_COPY } from "../features/portal/portal-copy.ts";
import { PortalPasswordPrompt } from "../features/portal/portal-password-prompt.tsx";
import { usePortalAccess } from "../features/portal/use-portal-access.ts";
import { parseAdvertiserId } from "../lib/advertiser-id.ts";

/** /advertiser/{id}: 'Invalid Advertiser', the 'Access Portal' prompt, or the dashboard. */
export default function PortalPage() {
  const id = parseAdvertiserId(useParams().id);
  if (id === null) return <InvalidAdvertiser />;
  return <Portal key={id} id={id} />;
}

function Portal({ id }: { id: number }) {
  const access = usePortalAccess(id);
  switch (access.state) {
    case "loading":
      return <PageSpinner label={PORTAL_COPY.loadingPortal} />;
    case "invalid":
      return <InvalidAdvertiser />;
    case "failed":
      return <LoadFailed />;
    case "locked":
      return <PortalPasswordPrompt id={id} appName={access.appName} />;
    case "open":
      return <AdvertiserDashboard id={id} />;
  }
}
