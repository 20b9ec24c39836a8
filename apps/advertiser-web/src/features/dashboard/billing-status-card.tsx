import { ADVERTISER_TEXTS, formatCents, IMPRESSION_RATE_CENTS, UPFRONT_FEE_CENTS } from "@kidsafe/contracts";
import type { BillingDashboard } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { Link } from "react-router";
import { TitledCard } from "../../components/titled-card.tsx";
import { billingPath } from "../../lib/constants.ts";
import { formatCount, formatDate } from "../../lib/format.ts";
import type { WeeklyBillPayment } from "../payment/use-pay-weekly-bill.ts";
import { PAYMENT_COPY } from "../payment/payment-copy.ts";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

export interface BillingStatusCardProps {
  id: number;
  upfrontPaid: boolean;
  billing: BillingDashboard | undefined;
  payment: WeeklyBillPayment;
}

/** The billing status block; the upfront fee reads PAID or PENDING. Pay Now shows while money is owed. */
export function BillingStatusCard({ id, upfrontPaid, billing, payment }: BillingStatusCardProps) {
  return (
    <TitledCard titleId="billing-status-title" title={DASHBOARD_COPY.billingTitle}>
      <dl className="facts">
        <div>
          <dt>{DASHBOARD_COPY.upfrontFee}</dt>
          <dd>
            {formatCents(UPFRONT_FEE_CENTS)}{" "}
            <span className={upfrontPaid ? "badge badge--good" : "badge badge--warn"}>
              {upfrontPaid ? ADVERTISER_TEXTS.upfrontPaid : ADVERTISER_TEXTS.upfrontPending}
            </span>
          </dd>
        </div>
        <div>
          <dt>{DASHBOARD_COPY.rate}</dt>
          <dd>{DASHBOARD_COPY.perImpression(formatCents(IMPRESSION_RATE_CENTS))}</dd>
        </div>
        {billing !== undefined && (
          <>
            <div>
              <dt>{DASHBOARD_COPY.cycleImpressions}</dt>
              <dd>
                {formatCount(billing.currentCycle.impressionCount)}
                <span className="fact-note">
                  {DASHBOARD_COPY.searchImpressions}: {formatCount(billing.regularImpressions)};{" "}
                  {DASHBOARD_COPY.recommendations(billing.recommendationCount, billing.recommendationImpressions)}
                </span>
              </dd>
            </div>
            <div>
              <dt>{DASHBOARD_COPY.amountDue}</dt>
              <dd>{formatCents(billing.amountDue)}</dd>
            </div>
            <div>
              <dt>{DASHBOARD_COPY.totalDue}</dt>
              <dd>{formatCents(billing.totalAmountDue)}</dd>
            </div>
            <div>
              <dt>{DASHBOARD_COPY.nextBillingDate}</dt>
              <dd>{formatDate(billing.nextBillingDate)}</dd>
            </div>
          </>
        )}
      </dl>
      <div className="button-row">
        {/* Before the upfront fee is paid, paying opens its checkout (pay-weekly-bill answers it). */}
        {!upfrontPaid ? (
          <Button onClick={() => payment.pay()} loading={payment.processing}>
            {DASHBOARD_COPY.payUpfront}
          </Button>
        ) : (
          billing !== undefined &&
          billing.totalAmountDue > 0 && (
            <Button onClick={() => payment.pay()} loading={payment.processing}>
              {PAYMENT_COPY.payNow}
            </Button>
          )
        )}
        <Link className="text-link" to={billingPath(id)}>
          {DASHBOARD_COPY.billingDetails}
        </Link>
      </div>
      {payment.redirecting && <p role="status">{PAYMENT_COPY.redirectingToPayment}</p>}
    </TitledCard>
  );
}
