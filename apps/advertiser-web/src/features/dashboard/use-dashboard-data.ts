import { POLL_BILLING_DASHBOARD_MS, POLL_DASHBOARD_MS, POLL_RECOMMENDATIONS_MS, POLL_REPORTS_MS } from "@kidsafe/contracts";
import { useQuery } from "@tanstack/react-query";
import { advertiserApi } from "../../lib/api.ts";
import { polledQuery } from "../../lib/polling.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useSessionExpiry } from "../session/use-session-expiry.ts";

/**
 * The dashboard's polled reads (dashboard, billing dashboard and recommendations every 5 s, reports every
 * 10 s), each retried once after 1 s; a 401 from any of them ends the session. The chart's daily figures ride on the
 * dashboard's 5 s poll, so "real-time analytics" are as fresh as the stat cards.
 */
export function useDashboardData(id: number) {
  const dashboard = useQuery({ queryKey: queryKeys.dashboard, queryFn: advertiserApi.dashboard, ...polledQuery(POLL_DASHBOARD_MS) });
  const billing = useQuery({
    queryKey: queryKeys.billingDashboard,
    queryFn: advertiserApi.billingDashboard,
    ...polledQuery(POLL_BILLING_DASHBOARD_MS),
  });
  const reports = useQuery({ queryKey: queryKeys.reports, queryFn: advertiserApi.reports, ...polledQuery(POLL_REPORTS_MS) });
  const recommendations = useQuery({
    queryKey: queryKeys.recommendations(id),
    queryFn: () => advertiserApi.recommendations(id),
    ...polledQuery(POLL_RECOMMENDATIONS_MS),
  });
  const dailyFigures = useQuery({ queryKey: queryKeys.dailyFigures, queryFn: advertiserApi.dailyFigures, ...polledQuery(POLL_DASHBOARD_MS) });
  useSessionExpiry([dashboard.error, billing.error, reports.error, recommendations.error, dailyFigures.error]);
  return { dashboard, billing, reports, recommendations, dailyFigures };
}
