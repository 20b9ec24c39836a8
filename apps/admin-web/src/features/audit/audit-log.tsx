import type { AuditEntry } from "@kidsafe/contracts";
import { Input } from "@kidsafe/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { timeColumn } from "../../components/column-kinds.tsx";
import { nextPageOf } from "../../components/load-more.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { pagedList, usePagedRows } from "../../components/use-paged-rows.ts";
import { adminApi, queryKeys } from "../../lib/api.ts";

const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

export const AUDIT_COPY = {
  caption: "Audit log entries, newest first",
  action: "Action",
  operator: "Operator",
  when: "When",
  who: "Who",
  what: "What",
  target: "Target",
  before: "Before",
  after: "After",
  loading: "Loading the audit log…",
  failed: "The audit log could not be loaded",
  empty: "No action matches these filters.",
  older: "Load older entries",
} as const;

const column = createColumnHelper<AuditEntry>();
const COLUMNS = [
  column.accessor("at", timeColumn(AUDIT_COPY.when)),
  column.accessor("operator", { header: AUDIT_COPY.who, meta: { className: "console-nowrap" } }),
  column.accessor("action", { header: AUDIT_COPY.what, meta: { className: "console-nowrap" } }),
  column.display({
    id: "target",
    header: AUDIT_COPY.target,
    cell: ({ row }) => (row.original.targetType ? `${row.original.targetType} ${row.original.targetId ?? ""}` : ""),
    meta: { className: "console-nowrap" },
  }),
  column.accessor("before", { header: AUDIT_COPY.before, cell: (cell) => <code className="console-json">{show(cell.getValue())}</code> }),
  column.accessor("after", { header: AUDIT_COPY.after, cell: (cell) => <code className="console-json">{show(cell.getValue())}</code> }),
];

/** The log for one filter, each page starting where the last one ended. */
const AUDIT_LOG = pagedList({
  queryKey: queryKeys.audit,
  fetchPage: (filter, before?: string) => adminApi.audit({ ...filter, before }),
  readPage: (page) => ({ rows: page.entries, next: page.nextBefore }),
});

/** The operators' audit log, newest first, filtered by action and operator, a page at a time. */
export function AuditLog() {
  const [action, setAction] = useState("");
  const [operator, setOperator] = useState("");
  const filter = { action: action.trim() || undefined, operator: operator.trim() || undefined };
  const { query: entries, rows: shown } = usePagedRows(AUDIT_LOG, filter);
  return (
    <div className="console-stack">
      <div className="console-filters">
        <label className="console-filter">
          {AUDIT_COPY.action}
          <Input value={action} onChange={(event) => setAction(event.target.value)} placeholder="e.g. advertiser.pause" />
        </label>
        <label className="console-filter">
          {AUDIT_COPY.operator}
          <Input value={operator} onChange={(event) => setOperator(event.target.value)} placeholder="e.g. admin" />
        </label>
      </div>
      <QueryStatus query={entries} loading={AUDIT_COPY.loading} failed={AUDIT_COPY.failed} empty={shown.length === 0 && AUDIT_COPY.empty} />
      {shown.length > 0 && (
        <DataTable
          caption={AUDIT_COPY.caption}
          columns={COLUMNS}
          rows={shown}
          rowId={(entry) => entry.id}
          loadMore={nextPageOf(entries, AUDIT_COPY.older)}
        />
      )}
    </div>
  );
}
