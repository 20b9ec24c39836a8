import { REPORT_REASONS, REPORTS_SHOWN, ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { UserReport } from "@kidsafe/contracts";
import { TitledCard } from "../../components/titled-card.tsx";
import { formatDate } from "../../lib/format.ts";
import { DASHBOARD_COPY, REPORT_STATUS_LABELS } from "./dashboard-copy.ts";

const reasonLabel = (reason: UserReport["reportType"]) => REPORT_REASONS.find((option) => option.value === reason)?.label ?? reason;

/** Students' reports, the first 5, then '... and N more reports'; each with its status and admin notes. */
export function ReportsCard({ reports }: { reports: readonly UserReport[] | undefined }) {
  const shown = reports?.slice(0, REPORTS_SHOWN) ?? [];
  const more = (reports?.length ?? 0) - shown.length;
  return (
    <TitledCard titleId="reports-title" title={DASHBOARD_COPY.reportsTitle}>
      {reports !== undefined && reports.length === 0 && <p className="ks-muted">{DASHBOARD_COPY.noReports}</p>}
      {shown.length > 0 && (
        <ul className="report-list" aria-labelledby="reports-title">
          {shown.map((report) => (
            <li key={report.id} className="report-item">
              <div className="report-head">
                <strong>{reasonLabel(report.reportType)}</strong>
                <span className={`badge badge--${report.status}`}>{REPORT_STATUS_LABELS[report.status]}</span>
              </div>
              <p className="report-date">{DASHBOARD_COPY.reportedOn(formatDate(report.createdAt))}</p>
              <p>{report.reportDetails}</p>
              {report.adminNotes !== null && report.adminNotes.trim() !== "" && (
                <p className="report-notes">
                  <strong>{DASHBOARD_COPY.adminNotes}:</strong> {report.adminNotes}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="ks-muted">{ADVERTISER_TEXTS.moreReports(more)}</p>}
    </TitledCard>
  );
}
