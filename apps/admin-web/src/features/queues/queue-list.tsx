import type { AdminQueue } from "@kidsafe/contracts";
import { buttonClassName } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { ExternalLink } from "lucide-react";
import { countColumn } from "../../components/column-kinds.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { QUEUE_BOARD_HREF } from "../../lib/constants.ts";
import { QUEUES_COPY as COPY } from "./queues-copy.ts";

const REFRESH_MS = 10_000;
const column = createColumnHelper<AdminQueue>();
const count = (key: "waiting" | "active" | "delayed" | "failed" | "completed", header: string) => column.accessor(key, countColumn(header));

const COLUMNS = [
  column.accessor("name", { header: COPY.queue, cell: (cell) => <code>{cell.getValue()}</code> }),
  column.accessor("paused", { header: COPY.state, cell: (cell) => (cell.getValue() ? <strong>{COPY.paused}</strong> : COPY.running) }),
  count("waiting", COPY.waiting),
  count("active", COPY.active),
  count("delayed", COPY.delayed),
  count("failed", COPY.failed),
  count("completed", COPY.completed),
];

/** Each job queue's counts in the console's own table, and the link to the full job board (which links back). */
export function QueueList() {
  const queues = useQuery({ queryKey: queryKeys.queues, queryFn: adminApi.queues, refetchInterval: REFRESH_MS, staleTime: 0 });
  return (
    <div className="console-stack">
      <p>{COPY.intro}</p>
      <QueryStatus query={queues} loading={COPY.loading} failed={COPY.failedToLoad} />
      {queues.data && (
        <DataTable
          caption={COPY.caption}
          columns={COLUMNS}
          rows={queues.data.queues}
          rowId={(queue) => queue.name}
          rowLabel={(queue) => queue.name}
        />
      )}
      <section className="console-stack" aria-labelledby="job-board-title">
        <h2 id="job-board-title">{COPY.boardTitle}</h2>
        <p>{COPY.boardIntro}</p>
        <a className={buttonClassName({ variant: "secondary" }, "console-board-link")} href={QUEUE_BOARD_HREF}>
          <ExternalLink aria-hidden="true" size={18} />
          {COPY.openBoard}
        </a>
      </section>
    </div>
  );
}
