import type { ReactNode } from "react";
import { LoadMoreButton } from "./load-more.tsx";
import type { LoadMore } from "./load-more.tsx";

export interface ItemListProps<Row> {
  /** The list's accessible name. */
  label: string;
  rows: readonly Row[];
  /** One row as a list item, with its key. */
  item: (row: Row) => ReactNode;
  loadMore: LoadMore;
}

/** A list of the console whose rows are cards to act on (a table's counterpart), with "load more" under it. */
export function ItemList<Row>({ label, rows, item, loadMore }: ItemListProps<Row>) {
  return (
    <>
      {rows.length > 0 && (
        <ul className="console-list" aria-label={label}>
          {rows.map(item)}
        </ul>
      )}
      <LoadMoreButton loadMore={loadMore} />
    </>
  );
}
