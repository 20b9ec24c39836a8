import { parentApi } from "../../../lib/api/parent.ts";
import { ChildRecordsDialog } from "../child-records-dialog.tsx";
import type { ChildDialogProps } from "../parent-dialog.tsx";
import { childSearchesKey } from "../parent-query-keys.ts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";
import { formatEventTime } from "./safety-events-list.tsx";

const searchesQuery = (childId: number) => ({
  queryKey: childSearchesKey(childId),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await parentApi.childSearches(childId, signal)).searches,
});

/** The child's latest searches, newest first, read when the dialog opens (children under 13). */
export function SearchesDialog(props: ChildDialogProps) {
  return (
    <ChildRecordsDialog {...props} copy={CHILD_DAY_COPY.searches} query={searchesQuery(props.child.id)}>
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
