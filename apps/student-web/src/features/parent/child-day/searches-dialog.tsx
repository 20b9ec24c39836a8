import { parentApi } from "../../../lib/api/parent.ts";
import { ChildRecordsDialog } from "../child-records-dialog.tsx";
import { childSearchesKey } from "../parent-query-keys.ts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";
import { formatEventTime } from "./safety-events-list.tsx";

/** The child's latest searches, newest first, read when the dialog opens (children under 13). */
export function SearchesDialog(props: { child: { id: number; username: string }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { child, open, onOpenChange } = props;
  return (
    <ChildRecordsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={CHILD_DAY_COPY.searchesTitle(child.username)}
      description={CHILD_DAY_COPY.readSearches}
      queryKey={childSearchesKey(child.id)}
      read={async (signal) => (await parentApi.childSearches(child.id, signal)).searches}
      loadingLabel={CHILD_DAY_COPY.loadingSearches}
      emptyText={CHILD_DAY_COPY.noSearches}
    >
      {(searches) => (
        <ol className="child-searches">
          {searches.map((search, index) => (
            <li key={index}>
              <span className="child-search-query">{search.query}</span>
              <time className="ks-muted" dateTime={search.createdAt}>
                {formatEventTime(search.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </ChildRecordsDialog>
  );
}
