import type { AdminAdvertiser } from "@kidsafe/contracts";
import { Input } from "@kidsafe/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { countColumn } from "../../components/column-kinds.tsx";
import { CompactTime } from "../../components/compact-time.tsx";
import { nextPageOf } from "../../components/load-more.tsx";
import { DataTable, HiddenHeader } from "../../components/data-table.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { pagedList, usePagedRows } from "../../components/use-paged-rows.ts";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { AdvertiserActions } from "./advertiser-actions.tsx";
import { ADVERTISERS_COPY as COPY } from "./advertisers-copy.ts";

const column = createColumnHelper<AdminAdvertiser>();

const APP = column.accessor("appName", {
  header: COPY.app,
  cell: ({ row }) => (
    <div className="console-cell-stack">
      <strong>{row.original.appName}</strong>
      <a className="console-url" href={row.original.appUrl} title={row.original.appUrl}>
        {row.original.appUrl}
      </a>
    </div>
  ),
});
const STATUS = column.display({
  id: "status",
  header: COPY.status,
  cell: ({ row: { original: advertiser } }) => (
    <p className="console-tags">
      <span>{advertiser.status}</span>
      <span>{advertiser.upfrontPaid ? "upfront paid" : "upfront pending"}</span>
      {advertiser.overdue && <span>overdue</span>}
      {advertiser.blacklisted && <span>blacklisted</span>}
      <span>{advertiser.pausedAt ? `paused: ${advertiser.pauseReason ?? ""}` : "shown"}</span>
    </p>
  ),
});
const IMPRESSIONS = column.accessor("impressionsThisWeek", countColumn(COPY.impressions));
const LAST_CHECK = column.accessor("lastSafety", {
  header: COPY.lastCheck,
  cell: (cell) => {
    const safety = cell.getValue();
    if (!safety) return <span className="ks-muted">{COPY.neverChecked}</span>;
    return (
      <span className="console-nowrap">
        {safety.isSafe ? COPY.safe : <strong>{COPY.unsafe}</strong>} · <CompactTime iso={safety.checkedAt} />
      </span>
    );
  },
});
const PAUSED_SINCE = column.accessor("pausedAt", {
  header: COPY.pausedSince,
  cell: (cell) => {
    const pausedAt = cell.getValue();
    return pausedAt ? <CompactTime iso={pausedAt} /> : null;
  },
  meta: { className: "console-nowrap" },
});
const VERDICT = column.display({
  id: "verdict",
  header: COPY.verdict,
  cell: ({ row }) => {
    const safety = row.original.lastSafety;
    if (!safety) return <span className="ks-muted">{COPY.neverChecked}</span>;
    return (
      <div className="console-cell-stack console-verdict">
        <p>
          <strong>{safety.reason}</strong> {safety.details}
        </p>
        <p className="ks-muted">
          {COPY.pagesRead}{" "}
          {safety.pages.map((page) => (
            <a key={page.url} href={page.url}>
              {page.title || page.url}{" "}
            </a>
          ))}
        </p>
      </div>
    );
  },
  meta: { className: "console-wide" },
});
const ACTIONS = column.display({
  id: "actions",
  header: () => <HiddenHeader>{COPY.actions}</HiddenHeader>,
  cell: ({ row }) => <AdvertiserActions advertiser={row.original} />,
  meta: { className: "console-actions" },
});

const LIST_COLUMNS = [APP, STATUS, IMPRESSIONS, LAST_CHECK, ACTIONS];
const REVIEW_COLUMNS = [APP, PAUSED_SINCE, STATUS, VERDICT, ACTIONS];

const ADVERTISERS = pagedList({
  queryKey: queryKeys.advertisers,
  fetchPage: (filter, offset?: number) => adminApi.advertisers({ ...filter, offset }),
  readPage: (page) => ({ rows: page.advertisers, next: page.nextOffset }),
});

/**
 * Advertisers with what an operator decides on: status, upfront, overdue, the last safety verdict, this week's
 * impressions; the actions in each row's menu. `reviewQueue`: only paused apps, longest waiting first, with the
 * AI's verdict and the pages it read.
 */
export function AdvertisersList({ reviewQueue = false }: { reviewQueue?: boolean }) {
  const [search, setSearch] = useState("");
  const filter = { search: search.trim() || undefined, paused: reviewQueue ? ("true" as const) : undefined };
  const { query: advertisers, rows: shown } = usePagedRows(ADVERTISERS, filter);
  return (
    <div className="console-stack">
      {!reviewQueue && (
        <div className="console-filters">
          <label className="console-filter console-filter-wide">
            {COPY.search}
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={COPY.searchPlaceholder} />
          </label>
        </div>
      )}
      <QueryStatus
        query={advertisers}
        loading={COPY.loading}
        failed={COPY.failed}
        empty={shown.length === 0 && (reviewQueue ? COPY.noneWaiting : COPY.none)}
      />
      {shown.length > 0 && (
        <DataTable
          caption={reviewQueue ? COPY.reviewCaption : COPY.caption}
          columns={reviewQueue ? REVIEW_COLUMNS : LIST_COLUMNS}
          rows={shown}
          rowId={(advertiser) => String(advertiser.id)}
          rowLabel={(advertiser) => advertiser.appName}
          loadMore={nextPageOf(advertisers, COPY.more)}
        />
      )}
    </div>
  );
}

/** The review queue: the advertisers list of paused apps only. */
export function ReviewQueue() {
  return <AdvertisersList reviewQueue />;
}
