import { formatCents } from "@kidsafe/contracts";
import type { AdvertiserDashboard } from "@kidsafe/contracts";
import { StatCard } from "../../components/stat-card.tsx";
import { formatCount } from "../../lib/format.ts";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** Total Impressions, This Week and Total Charges. */
export function DashboardStats({ advertiser }: { advertiser: AdvertiserDashboard }) {
  return (
    <section className="stat-grid" aria-label={DASHBOARD_COPY.statsTitle}>
      <StatCard label={DASHBOARD_COPY.totalImpressions} value={formatCount(advertiser.totalImpressions)} note={DASHBOARD_COPY.impressionsNote} />
      <StatCard label={DASHBOARD_COPY.thisWeek} value={formatCount(advertiser.thisWeekImpressions)} note={DASHBOARD_COPY.impressionsNote} />
      <StatCard label={DASHBOARD_COPY.totalCharges} value={formatCents(advertiser.totalCharges)} />
    </section>
  );
}
