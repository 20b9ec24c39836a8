import type { AdminBilling } from "@kidsafe/contracts";
import { Button, Input, toast } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { countColumn, moneyColumn, timeColumn } from "../../components/column-kinds.tsx";
import { CompactTime } from "../../components/compact-time.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { DataTable, HiddenHeader } from "../../components/data-table.tsx";
import type { DataTableProps } from "../../components/data-table.tsx";
import { ConsoleError } from "../../components/query-status.tsx";
import { useShownRows } from "../../components/use-shown-rows.ts";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { formatCents } from "../../lib/format.ts";

type FailedCharge = AdminBilling["failedCharges"][number];
type FlaggedPayment = AdminBilling["flaggedPayments"][number];

const ROWS_AT_A_TIME = 20;

export const BILLING_COPY = {
  failed: "The billing overview could not be loaded",
  byState: "Cycles by state",
  failedCharges: { title: "Failed charges", none: "No failed charge." },
  flaggedPayments: { title: "Flagged payments", none: "No flagged payment." },
  weeks: "Totals per week",
  more: "Show more",
  waive: "Waive",
  waiveTitle: (app: string, amount: string) => `Waive ${amount} for ${app}?`,
  waiveConsequence:
    "The advertiser is never charged for this cycle and no retry is made. If no other bill of theirs has failed, the app is no longer overdue. This cannot be undone.",
  waived: "Cycle waived",
  notWaived: "Not waived",
} as const;

const stateColumn = createColumnHelper<AdminBilling["byState"][number]>();
const STATE_COLUMNS = [
  stateColumn.accessor("state", { header: "State" }),
  stateColumn.accessor("cycles", countColumn("Cycles")),
  stateColumn.accessor("amountCents", moneyColumn("Amount")),
];

const flaggedColumn = createColumnHelper<FlaggedPayment>();
const FLAGGED_COLUMNS = [
  flaggedColumn.accessor("appName", { header: "App" }),
  flaggedColumn.accessor("flaggedAt", timeColumn("Flagged")),
  flaggedColumn.accessor("amountCents", moneyColumn("Amount")),
  flaggedColumn.accessor("reason", { header: "Reason", meta: { className: "console-wide" } }),
  flaggedColumn.accessor("refundedAt", {
    header: "Refunded",
    cell: (cell) => {
      const refundedAt = cell.getValue();
      return refundedAt ? <CompactTime iso={refundedAt} /> : "Not refunded";
    },
    meta: { className: "console-nowrap" },
  }),
];

const weekColumn = createColumnHelper<AdminBilling["weeks"][number]>();
const WEEK_COLUMNS = [
  weekColumn.accessor("week", { header: "Week of", meta: { className: "console-nowrap" } }),
  weekColumn.accessor("cycles", countColumn("Cycles")),
  weekColumn.accessor("billedCents", moneyColumn("Billed")),
  weekColumn.accessor("paidCents", moneyColumn("Paid")),
];

/** Cycles by state, failed charges with the processor's reason, totals per week, "Run billing now" and waiving. */
export function BillingOverview() {
  const billing = useQuery({ queryKey: queryKeys.billing, queryFn: adminApi.billing, staleTime: 0 });
  const [asOf, setAsOf] = useState("");
  const run = useMutation({
    mutationFn: () => adminApi.runBilling(asOf.trim() === "" ? {} : { asOf: new Date(asOf).toISOString() }),
    onSuccess: ({ jobId }) => toast({ title: "Billing sweep queued", description: `Job ${jobId}` }),
    onError: (error) => toast({ title: "Billing not started", description: errorText(error, ""), variant: "destructive" }),
  });
  const data = billing.data;
  return (
    <div className="console-stack">
      <div className="console-inline-form">
        {data?.simulatedTimeAllowed && (
          <label className="console-filter">
            As of (outside production)
            <Input type="datetime-local" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
          </label>
        )}
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Run billing now
        </Button>
      </div>
      {billing.isError && <ConsoleError title={BILLING_COPY.failed} error={billing.error} />}
      {data && (
        <>
          <h2>{BILLING_COPY.byState}</h2>
          <DataTable caption={BILLING_COPY.byState} columns={STATE_COLUMNS} rows={data.byState} rowId={(row) => row.state} />
          <ListSection
            copy={BILLING_COPY.failedCharges}
            columns={FAILED_COLUMNS}
            rows={data.failedCharges}
            rowId={(charge) => charge.cycleId}
            rowLabel={(charge) => charge.appName}
          />
          <ListSection
            copy={BILLING_COPY.flaggedPayments}
            columns={FLAGGED_COLUMNS}
            rows={data.flaggedPayments}
            rowId={(payment) => payment.paymentId}
          />
          <h2>{BILLING_COPY.weeks}</h2>
          <DataTable caption={BILLING_COPY.weeks} columns={WEEK_COLUMNS} rows={data.weeks} rowId={(week) => week.week} />
        </>
      )}
    </div>
  );
}

interface ListSectionProps<Row> extends Omit<DataTableProps<Row>, "caption" | "loadMore"> {
  /** The list's heading (also its table's caption), and the line that says it has no rows. */
  copy: { title: string; none: string };
}

/** A list of the overview under its heading: a line saying there is none, or a table of its rows a few at a time. */
function ListSection<Row>({ copy, rows, ...table }: ListSectionProps<Row>) {
  const { shown, loadMore } = useShownRows(rows, ROWS_AT_A_TIME, BILLING_COPY.more);
  return (
    <>
      <h2>{copy.title}</h2>
      {rows.length === 0 ? (
        <p className="ks-muted">{copy.none}</p>
      ) : (
        <DataTable caption={copy.title} {...table} rows={shown} loadMore={loadMore} />
      )}
    </>
  );
}

const failedColumn = createColumnHelper<FailedCharge>();
const FAILED_COLUMNS = [
  failedColumn.accessor("appName", { header: "App" }),
  failedColumn.accessor("cycleEnd", timeColumn("Cycle end")),
  failedColumn.accessor("amountCents", moneyColumn("Amount")),
  failedColumn.accessor("attempts", countColumn("Attempts")),
  failedColumn.accessor("reason", { header: "Reason", meta: { className: "console-wide" } }),
  failedColumn.display({
    id: "waive",
    header: () => <HiddenHeader>Actions</HiddenHeader>,
    cell: ({ row }) => <WaiveButton charge={row.original} />,
    meta: { className: "console-actions" },
  }),
];

/** Waiving forgives a bill for good: it asks first, saying so. */
function WaiveButton({ charge }: { charge: FailedCharge }) {
  const [asking, setAsking] = useState(false);
  const client = useQueryClient();
  const waive = useMutation({
    mutationFn: () => adminApi.waive(charge.cycleId),
    onSuccess: () => {
      setAsking(false);
      toast({ title: BILLING_COPY.waived });
      void client.invalidateQueries({ queryKey: queryKeys.billing });
    },
    onError: (error) => toast({ title: BILLING_COPY.notWaived, description: errorText(error, ""), variant: "destructive" }),
  });
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)} aria-label={`${BILLING_COPY.waive}: ${charge.appName}`}>
        {BILLING_COPY.waive}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={BILLING_COPY.waiveTitle(charge.appName, formatCents(charge.amountCents))}
        consequence={BILLING_COPY.waiveConsequence}
        confirmLabel={BILLING_COPY.waive}
        destructive
        pending={waive.isPending}
        onConfirm={() => waive.mutate()}
      />
    </>
  );
}
