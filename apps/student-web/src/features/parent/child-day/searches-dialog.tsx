import { Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { parentApi } from "../../../lib/api/parent.ts";
import { plainMessage } from "../../../lib/plain-message.ts";
import { childSearchesKey } from "../parent-query-keys.ts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";
import { formatEventTime } from "./safety-events-list.tsx";
import { ParentDialog } from "../parent-dialog.tsx";

/** The child's latest searches, newest first, read when the dialog opens (children under 13). */
export function SearchesDialog(props: { child: { id: number; username: string }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { child, open, onOpenChange } = props;
  const searches = useQuery({
    queryKey: childSearchesKey(child.id),
    queryFn: ({ signal }) => parentApi.childSearches(child.id, signal),
    enabled: open,
    staleTime: 0,
  });
  let body;
  if (searches.isPending) body = <Spinner label={CHILD_DAY_COPY.loadingSearches} />;
  else if (searches.isError) body = <p role="alert">{plainMessage(searches.error)}</p>;
  else if (searches.data.searches.length === 0) body = <p>{CHILD_DAY_COPY.noSearches}</p>;
  else {
    body = (
      <ol className="child-searches">
        {searches.data.searches.map((search, index) => (
          <li key={index}>
            <span className="child-search-query">{search.query}</span>
            <time className="ks-muted" dateTime={search.createdAt}>
              {formatEventTime(search.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ParentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={CHILD_DAY_COPY.searchesTitle(child.username)}
      description={CHILD_DAY_COPY.readSearches}
      descriptionHidden
    >
      {body}
    </ParentDialog>
  );
}
