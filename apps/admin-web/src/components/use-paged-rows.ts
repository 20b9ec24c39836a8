import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";

interface PagedList<Page, Row, Cursor> {
  /** The list's key with its filter: a new filter starts the list again. */
  queryKey: QueryKey;
  fetchPage: (cursor: Cursor | undefined) => Promise<Page>;
  nextCursor: (page: Page) => Cursor | null | undefined;
  rowsOf: (page: Page) => readonly Row[];
}

/**
 * A filtered list the API answers a page at a time. The last answer stays on screen while a new filter loads, and a
 * row that moved between pages while paging appears once.
 */
export function usePagedRows<Page, Row extends { id: string | number }, Cursor>(list: PagedList<Page, Row, Cursor>) {
  const query = useInfiniteQuery({
    queryKey: list.queryKey,
    queryFn: ({ pageParam }) => list.fetchPage(pageParam as Cursor | undefined),
    initialPageParam: undefined as Cursor | undefined,
    getNextPageParam: (page) => list.nextCursor(page) ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = [...new Map((query.data?.pages.flatMap(list.rowsOf) ?? []).map((row) => [row.id, row])).values()];
  return { query, rows };
}
