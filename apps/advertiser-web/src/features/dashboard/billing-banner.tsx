import { DASHBOARD_COPY } from "./dashboard-copy.ts";

export interface BillingBannerProps {
  upfrontPaid: boolean;
  /** Why the app is paused after a failed weekly safety re-check; null when it is not. */
  pausedReason: string | null;
  overdue: boolean;
}

/**
 * Seed 001 §2/§4: what keeps the app from children, most pressing first (the upfront fee not paid, a pause for an
 * operator's review, an overdue bill); otherwise automatic billing is active.
 */
export function BillingBanner({ upfrontPaid, pausedReason, overdue }: BillingBannerProps) {
  if (!upfrontPaid) return <Banner tone="warn" title={DASHBOARD_COPY.upfrontPendingTitle} text={DASHBOARD_COPY.upfrontPendingText} />;
  if (pausedReason !== null)
    return <Banner tone="danger" title={DASHBOARD_COPY.pausedTitle} text={`${pausedReason} ${DASHBOARD_COPY.pausedText}`} />;
  if (overdue) return <Banner tone="danger" title={DASHBOARD_COPY.overdueTitle} text={DASHBOARD_COPY.overdueText} />;
  return <Banner tone="info" title={DASHBOARD_COPY.autoBillingTitle} text={DASHBOARD_COPY.autoBillingText} />;
}

function Banner({ tone, title, text }: { tone: "info" | "warn" | "danger"; title: string; text: string }) {
  return (
    <div className={`banner banner--${tone}`} role={tone === "info" ? "status" : "alert"}>
      <strong>{title}</strong>
      <p>{text}</p>
    </div>
  );
}
