import { REPORT_REASONS, REPORT_STATUSES } from "@kidsafe/contracts";
import type { AdminReport, AdminReportsQuery, ReportStatusValue } from "@kidsafe/contracts";
import { Button, Select, toast } from "@kidsafe/ui";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { CompactTime } from "../../components/compact-time.tsx";
import { LoadMoreButton, nextPageOf } from "../../components/load-more.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";

export const REPORTS_COPY = {
  status: "Status",
  reason: "Reason",
  all: "All",
  notes: "Admin notes",
  save: "Save",
  saved: (id: number) => `Report #${String(id)} saved`,
  notSaved: "Could not save the report",
  loading: "Loading reports…",
  failed: "The reports could not be loaded",
  none: "No reports.",
  more: "Load older reports",
  listLabel: "Reports, newest first",
} as const;

/** Children's reports from every advertiser, newest first, filtered by status and reason, a page at a time. */
export function ReportsList() {
  const [filter, setFilter] = useState<Pick<AdminReportsQuery, "status" | "reason">>({});
  const reports = useInfiniteQuery({
    queryKey: queryKeys.reports(filter),
    queryFn: ({ pageParam }) => adminApi.reports({ ...filter, offset: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // A report that moved between pages while paging appears once.
  const shown = [...new Map((reports.data?.pages.flatMap((page) => page.reports) ?? []).map((row) => [row.id, row])).values()];
  return (
    <div className="console-stack">
      <div className="console-filters">
        <label className="console-filter">
          {REPORTS_COPY.status}
          <Select
            value={filter.status ?? ""}
            onChange={(event) => setFilter({ ...filter, status: (event.target.value || undefined) as AdminReportsQuery["status"] })}
          >
            <option value="">{REPORTS_COPY.all}</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Select>
        </label>
        <label className="console-filter">
          {REPORTS_COPY.reason}
          <Select
            value={filter.reason ?? ""}
            onChange={(event) => setFilter({ ...filter, reason: (event.target.value || undefined) as AdminReportsQuery["reason"] })}
          >
            <option value="">{REPORTS_COPY.all}</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <QueryStatus query={reports} loading={REPORTS_COPY.loading} failed={REPORTS_COPY.failed} empty={shown.length === 0 && REPORTS_COPY.none} />
      {shown.length > 0 && (
        <ul className="console-list" aria-label={REPORTS_COPY.listLabel}>
          {shown.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
      <LoadMoreButton loadMore={nextPageOf(reports, REPORTS_COPY.more)} />
    </div>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const [status, setStatus] = useState<ReportStatusValue>(report.status);
  const [notes, setNotes] = useState(report.adminNotes ?? "");
  const notesId = useId();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => adminApi.updateReport(report.id, { status, adminNotes: notes.trim() === "" ? null : notes }),
    onSuccess: () => {
      toast({ title: REPORTS_COPY.saved(report.id) });
      void client.invalidateQueries({ queryKey: queryKeys.reports({}).slice(0, 2) });
    },
    onError: (error) => toast({ title: REPORTS_COPY.notSaved, description: errorText(error, ""), variant: "destructive" }),
  });
  return (
    <li className="console-item" aria-label={`Report ${String(report.id)}`}>
      <p>
        <strong>{report.appName}</strong> · {report.reportType} · <CompactTime iso={report.createdAt} /> · <em>{report.status}</em>
      </p>
      <p className="console-prose">{report.reportDetails}</p>
      <div className="console-inline-form">
        <label className="console-filter">
          {REPORTS_COPY.status}
          <Select value={status} onChange={(event) => setStatus(event.target.value as ReportStatusValue)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </label>
        <div className="console-grow">
          <label htmlFor={notesId}>{REPORTS_COPY.notes}</label>
          <textarea
            id={notesId}
            className="ks-input console-textarea"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            rows={2}
          />
        </div>
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate()}>
          {REPORTS_COPY.save}
        </Button>
      </div>
    </li>
  );
}
