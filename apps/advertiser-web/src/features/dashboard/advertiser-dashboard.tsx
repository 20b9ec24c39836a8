import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { PageLinks } from "../../components/page-links.tsx";
import { PageShell } from "../../components/page-shell.tsx";
import { TitledCard } from "../../components/titled-card.tsx";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { BillingHistory } from "../billing/billing-history.tsx";
import { PaymentPromptDialog } from "../payment/payment-prompt-dialog.tsx";
import { promptCharges } from "../payment/payment-prompt-rule.ts";
import { usePayWeeklyBill } from "../payment/use-pay-weekly-bill.ts";
import { usePaymentPrompt } from "../payment/use-payment-prompt.ts";
import { LoadFailed } from "../portal/load-failed.tsx";
import { AccountBanner } from "./account-banner.tsx";
import { BillingStatusCard } from "./billing-status-card.tsx";
import { DangerZone } from "./danger-zone.tsx";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DailyFiguresChart } from "./daily-figures-chart.tsx";
import { DashboardStats } from "./dashboard-stats.tsx";
import { DescriptionsCard } from "./descriptions-card.tsx";
import { PortalUrlCard } from "./portal-url-card.tsx";
import { ReportsCard } from "./reports-card.tsx";
import { useDashboardData } from "./use-dashboard-data.ts";

/** The advertiser dashboard, every block of it, kept fresh by polling. */
export function AdvertiserDashboard({ id }: { id: number }) {
  useDocumentTitle(`${DASHBOARD_COPY.title} · ${PRODUCT_NAME}`);
  const { dashboard, billing, reports, recommendations, dailyFigures } = useDashboardData(id);
  const payment = usePayWeeklyBill();
  const unpaidRecommendations = recommendations.data?.unpaidCount ?? 0;
  const prompt = usePaymentPrompt(billing.data, unpaidRecommendations, payment.processing);

  if (dashboard.isPending) return <PageSpinner label={DASHBOARD_COPY.loading} />;
  if (dashboard.isError && dashboard.data === undefined) return <LoadFailed />;
  const advertiser = dashboard.data;

  return (
    <PageShell mainClassName="dashboard-main">
      <DashboardHeader advertiser={advertiser} />
      <DashboardStats advertiser={advertiser} />
      <AccountBanner accountState={advertiser.accountState} />
      <DailyFiguresChart days={dailyFigures.data?.days} />
      <PortalUrlCard id={id} />
      <DescriptionsCard advertiser={advertiser} />
      <BillingStatusCard id={id} upfrontPaid={advertiser.upfrontPaid} billing={billing.data} payment={payment} />
      <TitledCard titleId="history-title" title={DASHBOARD_COPY.historyTitle}>
        <BillingHistory history={billing.data?.history ?? []} titleId="history-title" />
      </TitledCard>
      <ReportsCard reports={reports.data?.reports} />
      <DangerZone totalDueCents={billing.data?.totalAmountDue} />
      <PageLinks login={ADVERTISER_TEXTS.backToLogin} chat={DASHBOARD_COPY.visitChat} privacyPolicy={DASHBOARD_COPY.privacyPolicy} />
      {billing.data !== undefined && (
        <PaymentPromptDialog
          open={prompt.open}
          onOpenChange={prompt.setOpen}
          chargesCents={promptCharges(billing.data, unpaidRecommendations)}
          overdue={billing.data.isOverdue}
          payment={payment}
        />
      )}
    </PageShell>
  );
}
