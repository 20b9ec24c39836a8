import { Button } from "@kidsafe/ui";

/** More rows on request: the next page from the API, or more of what already came. */
export interface LoadMore {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
}

/** The parts of an infinite query that paging needs. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" as the API's next page of an infinite query. */
export function nextPageOf(query: PagedQuery, label: string): LoadMore {
  return { hasMore: query.hasNextPage, loading: query.isFetchingNextPage, onLoadMore: () => void query.fetchNextPage(), label };
}

/** The button under a list, there only while there is more to load. */
export function LoadMoreButton({ loadMore }: { loadMore: LoadMore }) {
  if (!loadMore.hasMore) return null;
  return (
    <Button variant="secondary" size="sm" loading={loadMore.loading} onClick={loadMore.onLoadMore} className="console-load-more">
      {loadMore.label}
    </Button>
  );
}
