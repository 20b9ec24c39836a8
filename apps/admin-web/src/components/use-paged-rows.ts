import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";

/** A list the API answers a page at a time, for whichever filter the page shows. */
export interface PagedList<Filter, Page, Row, Cursor> {
  /** The list's key with its filter: a new filter starts the list again. */
  queryKey: (filter: Filter) => QueryKey;
  fetchPage: (filter: Filter, cursor: Cursor | undefined) => Promise<Page>;
  /** An answer's rows, and where the next page starts (nothing after the last). */
  readPage: (page: Page) => { rows: readonly Row[]; next: Cursor | null | undefined };
}

/** Declares a paged list once, next to the page that shows it, with its types inferred. */
export function pagedList<Filter, Page, Row extends { id: string | number }, Cursor>(list: PagedList<Filter, Page, Row, Cursor>) {
  return list;
}

/**
 * The list for `filter`. The last answer stays on screen while a new filter loads, and a row that moved between
 * pages while paging appears once.
 */
export function usePagedRows<Filter, Page, Row extends { id: string | number }, Cursor>(
  list: PagedList<Filter, Page, Row, Cursor>,
  filter: Filter,
) {
  const query = useInfiniteQuery({
    queryKey: list.queryKey(filter),
    queryFn: ({ pageParam }) => list.fetchPage(filter, pageParam as Cursor | undefined),
    initialPageParam: undefined as Cursor | undefined,
    getNextPageParam: (page) => list.readPage(page).next ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = [...new Map((query.data?.pages.flatMap((page) => list.readPage(page).rows) ?? []).map((row) => [row.id, row])).values()];
  return { query, rows };
}
