import { ADVERTISER_TEXTS, formatCents, IMPRESSION_RATE_CENTS, PAYMENT_TEXTS, POLL_BILLING_MS, UPFRONT_FEE_CENTS } from "@kidsafe/contracts";
import type { AdvertiserSummary } from "@kidsafe/contracts";
import { Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { StatCard } from "../../components/stat-card.tsx";
import { TitledCard } from "../../components/titled-card.tsx";
import { advertiserApi } from "../../lib/api.ts";
import { portalPath } from "../../lib/constants.ts";
import { formatCount } from "../../lib/format.ts";
import { polledQuery } from "../../lib/polling.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useSessionExpiry } from "../session/use-session-expiry.ts";
import { BILLING_COPY } from "./billing-copy.ts";
import { BillingHistory } from "./billing-history.tsx";

/**
 * The simpler billing view — stat cards and billing status (upfront fee, rate, this week's impressions,
 * current charges), 5 cycles of history and the weekly-billing note. GET /api/advertiser/billing every 30 s.
 */
export function BillingView({ advertiser }: { advertiser: AdvertiserSummary }) {
  const billing = useQuery({ queryKey: queryKeys.billing, queryFn: advertiserApi.billing, ...polledQuery(POLL_BILLING_MS) });
  useSessionExpiry([billing.error]);

  return (
    <>
      <header className="dashboard-header">
        <div className="dashboard-identity">
          <h1 className="dashboard-app-name">
            {BILLING_COPY.title} · {advertiser.appName}
          </h1>
          <a className="dashboard-app-url" href={advertiser.appUrl} target="_blank" rel="noopener noreferrer">
            {advertiser.appUrl}
          </a>
        </div>
        <Link className="text-link" to={portalPath(advertiser.id)}>
          {ADVERTISER_TEXTS.backToDashboard}
        </Link>
      </header>
      {billing.isPending && <Spinner size="lg" label={BILLING_COPY.loading} />}
      {billing.isError && billing.data === undefined && <p role="alert">{ADVERTISER_TEXTS.dashboardLoadFailed}</p>}
      {billing.data !== undefined && (
        <>
          <section className="stat-grid" aria-label={BILLING_COPY.title}>
            <StatCard
              label={BILLING_COPY.upfrontFee}
              value={formatCents(UPFRONT_FEE_CENTS)}
              note={advertiser.upfrontPaid ? ADVERTISER_TEXTS.upfrontPaid : ADVERTISER_TEXTS.upfrontPending}
            />
            <StatCard label={BILLING_COPY.rate} value={formatCents(IMPRESSION_RATE_CENTS)} note={BILLING_COPY.perImpression} />
            <StatCard
              label={BILLING_COPY.thisWeek}
              value={formatCount(billing.data.currentCycle.impressionCount)}
              note={BILLING_COPY.impressionsNote(formatCount(billing.data.totalImpressions))}
            />
            <StatCard label={BILLING_COPY.currentCharges} value={formatCents(billing.data.currentCycle.amountDue)} />
          </section>
          <TitledCard titleId="billing-history-title" title={BILLING_COPY.historyTitle}>
            <BillingHistory history={billing.data.history} titleId="billing-history-title" />
          </TitledCard>
        </>
      )}
      <p className="ks-muted billing-note">{PAYMENT_TEXTS.weeklyBillingNote}</p>
    </>
  );
}
