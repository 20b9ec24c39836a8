import { useState } from "react";
import type { LoadMore } from "./load-more.tsx";

/** A bounded list that already came whole, shown `pageSize` rows at a time with "show more". */
export function useShownRows<Row>(rows: readonly Row[], pageSize: number, label: string): { shown: Row[]; loadMore: LoadMore } {
  const [count, setCount] = useState(pageSize);
  return {
    shown: rows.slice(0, count),
    loadMore: { hasMore: rows.length > count, loading: false, onLoadMore: () => setCount((current) => current + pageSize), label },
  };
}
