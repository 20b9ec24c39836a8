import { REPORT_REASONS, REPORT_STATUSES } from "@kidsafe/contracts";
import type { AdminReport, AdminReportsQuery, ReportStatusValue } from "@kidsafe/contracts";
import { Button, toast } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { formatTime } from "../../lib/format.ts";

/** Children's reports from every advertiser, newest first, filtered by status and reason. */
export function ReportsList() {
  const [query, setQuery] = useState<AdminReportsQuery>({});
  const reports = useQuery({ queryKey: queryKeys.reports(query), queryFn: () => adminApi.reports(query), staleTime: 0 });
  return (
    <div className="console-stack">
      <div className="console-filters">
        <label>
          Status{" "}
          <select
            value={query.status ?? ""}
            onChange={(event) => setQuery({ ...query, status: (event.target.value || undefined) as AdminReportsQuery["status"] })}
          >
            <option value="">All</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label>
          Reason{" "}
          <select
            value={query.reason ?? ""}
            onChange={(event) => setQuery({ ...query, reason: (event.target.value || undefined) as AdminReportsQuery["reason"] })}
          >
            <option value="">All</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {reports.data?.reports.length === 0 && <p className="ks-muted">No reports.</p>}
      <ul className="console-list">
        {reports.data?.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
    </div>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const [status, setStatus] = useState<ReportStatusValue>(report.status);
  const [notes, setNotes] = useState(report.adminNotes ?? "");
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => adminApi.updateReport(report.id, { status, adminNotes: notes.trim() === "" ? null : notes }),
    onSuccess: () => {
      toast({ title: `Report #${report.id} saved` });
      void client.invalidateQueries({ queryKey: queryKeys.reports({}).slice(0, 2) });
    },
    onError: (error) => toast({ title: "Could not save the report", description: errorText(error, ""), variant: "destructive" }),
  });
  return (
    <li className="console-item" aria-label={`Report ${report.id}`}>
      <p>
        <strong>{report.appName}</strong> · {report.reportType} · {formatTime(report.createdAt)} · <em>{report.status}</em>
      </p>
      <p>{report.reportDetails}</p>
      <div className="console-inline-form">
        <label>
          Status{" "}
          <select value={status} onChange={(event) => setStatus(event.target.value as ReportStatusValue)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="console-grow">
          Admin notes <textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
        </label>
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </div>
    </li>
  );
}
