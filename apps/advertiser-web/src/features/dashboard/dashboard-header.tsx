import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserDashboard } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { useLogout } from "../session/use-logout.ts";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** App name, URL, advertiser id, ACTIVE/INACTIVE and Logout. */
export function DashboardHeader({ advertiser }: { advertiser: AdvertiserDashboard }) {
  const logout = useLogout();
  return (
    <header className="dashboard-header">
      <div className="dashboard-identity">
        <h1 className="dashboard-app-name">{advertiser.appName}</h1>
        <a className="dashboard-app-url" href={advertiser.appUrl} target="_blank" rel="noopener noreferrer">
          {advertiser.appUrl}
        </a>
        <p className="dashboard-meta">
          <span>{DASHBOARD_COPY.advertiserId(advertiser.id)}</span>
          <span
            className={advertiser.isActive ? "badge badge--good" : "badge badge--warn"}
            aria-label={`${DASHBOARD_COPY.statusLabel}: ${advertiser.isActive ? ADVERTISER_TEXTS.active : ADVERTISER_TEXTS.inactive}`}
          >
            {advertiser.isActive ? ADVERTISER_TEXTS.active : ADVERTISER_TEXTS.inactive}
          </span>
        </p>
      </div>
      <Button variant="secondary" onClick={() => logout.mutate()} loading={logout.isPending}>
        {ADVERTISER_TEXTS.logout}
      </Button>
    </header>
  );
}
