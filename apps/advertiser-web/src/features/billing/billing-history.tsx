import { BILLING_HISTORY_SHOWN, formatCents } from "@kidsafe/contracts";
import type { BillingCycle } from "@kidsafe/contracts";
import { formatCount, formatDate } from "../../lib/format.ts";
import { BILLING_COPY } from "./billing-copy.ts";

/** The last 5 billing cycles (newest first, as the server sends them). */
export function BillingHistory({ history, titleId }: { history: readonly BillingCycle[]; titleId: string }) {
  const cycles = history.slice(0, BILLING_HISTORY_SHOWN);
  if (cycles.length === 0) return <p className="ks-muted">{BILLING_COPY.noHistory}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{BILLING_COPY.period}</th>
            <th scope="col">{BILLING_COPY.impressions}</th>
            <th scope="col">{BILLING_COPY.amount}</th>
            <th scope="col">{BILLING_COPY.status}</th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((cycle) => (
            <tr key={cycle.id}>
              <td>
                {formatDate(cycle.cycleStart)} – {formatDate(cycle.cycleEnd)}
              </td>
              <td>{formatCount(cycle.impressionCount)}</td>
              <td>{formatCents(cycle.amountDue)}</td>
              <td>
                <span className={cycle.isPaid ? "badge badge--good" : "badge badge--warn"}>
                  {cycle.isPaid ? BILLING_COPY.paid : BILLING_COPY.unpaid}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
