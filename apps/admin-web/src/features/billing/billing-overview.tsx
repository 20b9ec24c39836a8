import { Button, Input, toast } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { formatCents, formatTime } from "../../lib/format.ts";

/** Cycles by state, failed charges with the processor's reason, totals per week, "Run billing now" and waiving. */
export function BillingOverview() {
  const client = useQueryClient();
  const billing = useQuery({ queryKey: queryKeys.billing, queryFn: adminApi.billing, staleTime: 0 });
  const [asOf, setAsOf] = useState("");
  const run = useMutation({
    mutationFn: () => adminApi.runBilling(asOf.trim() === "" ? {} : { asOf: new Date(asOf).toISOString() }),
    onSuccess: ({ jobId }) => toast({ title: "Billing sweep queued", description: `Job ${jobId}` }),
    onError: (error) => toast({ title: "Billing not started", description: errorText(error, ""), variant: "destructive" }),
  });
  const waive = useMutation({
    mutationFn: (cycleId: string) => adminApi.waive(cycleId),
    onSuccess: () => {
      toast({ title: "Cycle waived" });
      void client.invalidateQueries({ queryKey: queryKeys.billing });
    },
    onError: (error) => toast({ title: "Not waived", description: errorText(error, ""), variant: "destructive" }),
  });
  const data = billing.data;
  return (
    <div className="console-stack">
      <div className="console-inline-form">
        {data?.simulatedTimeAllowed && (
          <label>
            As of (outside production) <Input type="datetime-local" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
          </label>
        )}
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Run billing now
        </Button>
      </div>
      <h2>Cycles by state</h2>
      <table className="console-table">
        <thead>
          <tr>
            <th>State</th>
            <th>Cycles</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {data?.byState.map((row) => (
            <tr key={row.state}>
              <td>{row.state}</td>
              <td>{row.cycles}</td>
              <td>{formatCents(row.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Failed charges</h2>
      <table className="console-table">
        <thead>
          <tr>
            <th>App</th>
            <th>Cycle end</th>
            <th>Amount</th>
            <th>Attempts</th>
            <th>Reason</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data?.failedCharges.map((charge) => (
            <tr key={charge.cycleId}>
              <td>{charge.appName}</td>
              <td>{formatTime(charge.cycleEnd)}</td>
              <td>{formatCents(charge.amountCents)}</td>
              <td>{charge.attempts}</td>
              <td>{charge.reason}</td>
              <td>
                <Button size="sm" variant="ghost" onClick={() => waive.mutate(charge.cycleId)} loading={waive.isPending}>
                  Waive
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Flagged payments</h2>
      <table className="console-table">
        <thead>
          <tr>
            <th>App</th>
            <th>Flagged</th>
            <th>Amount</th>
            <th>Reason</th>
            <th>Refunded</th>
          </tr>
        </thead>
        <tbody>
          {data?.flaggedPayments.map((payment) => (
            <tr key={payment.paymentId}>
              <td>{payment.appName}</td>
              <td>{formatTime(payment.flaggedAt)}</td>
              <td>{formatCents(payment.amountCents)}</td>
              <td>{payment.reason}</td>
              <td>{payment.refundedAt ? formatTime(payment.refundedAt) : "Not refunded"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Totals per week</h2>
      <table className="console-table">
        <thead>
          <tr>
            <th>Week of</th>
            <th>Cycles</th>
            <th>Billed</th>
            <th>Paid</th>
          </tr>
        </thead>
        <tbody>
          {data?.weeks.map((week) => (
            <tr key={week.week}>
              <td>{week.week}</td>
              <td>{week.cycles}</td>
              <td>{formatCents(week.billedCents)}</td>
              <td>{formatCents(week.paidCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
