import { REPORT_REASONS, REPORT_STATUSES } from "@kidsafe/contracts";
import type { AdminReport, AdminReportsQuery, ReportStatusValue } from "@kidsafe/contracts";
import { Button, optionsOf, toast } from "@kidsafe/ui";
import type { SelectOption } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ChoiceFilter, ChoiceFilters } from "../../components/choice-filter.tsx";
import { CompactTime } from "../../components/compact-time.tsx";
import { ItemList } from "../../components/item-list.tsx";
import { nextPageOf } from "../../components/load-more.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { pagedList, usePagedRows } from "../../components/use-paged-rows.ts";
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

type ReportsFilter = Pick<AdminReportsQuery, "status" | "reason">;

const STATUS_CHOICES = optionsOf(REPORT_STATUSES);
const ALL: SelectOption = { value: "", label: REPORTS_COPY.all };
const FILTERS = [
  { key: "status", label: REPORTS_COPY.status, choices: [ALL, ...STATUS_CHOICES] },
  { key: "reason", label: REPORTS_COPY.reason, choices: [ALL, ...REPORT_REASONS] },
] as const;

const REPORTS = pagedList({
  queryKey: queryKeys.reports,
  fetchPage: (filter, offset?: number) => adminApi.reports({ ...filter, offset }),
  readPage: (page) => ({ rows: page.reports, next: page.nextOffset }),
});

/** Children's reports from every advertiser, newest first, filtered by status and reason, a page at a time. */
export function ReportsList() {
  const [filter, setFilter] = useState<ReportsFilter>({});
  const { query: reports, rows: shown } = usePagedRows(REPORTS, filter);
  return (
    <div className="console-stack">
      <ChoiceFilters filters={FILTERS} value={filter} onChange={(next) => setFilter(next as ReportsFilter)} />
      <QueryStatus query={reports} loading={REPORTS_COPY.loading} failed={REPORTS_COPY.failed} empty={shown.length === 0 && REPORTS_COPY.none} />
      <ItemList
        label={REPORTS_COPY.listLabel}
        rows={shown}
        item={(report) => <ReportItem key={report.id} report={report} />}
        loadMore={nextPageOf(reports, REPORTS_COPY.more)}
      />
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
        <ChoiceFilter
          label={REPORTS_COPY.status}
          value={status}
          choices={STATUS_CHOICES}
          onChange={(value) => setStatus(value as ReportStatusValue)}
        />
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
