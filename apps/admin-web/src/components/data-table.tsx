import { flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { LoadMoreButton } from "./load-more.tsx";
import type { LoadMore } from "./load-more.tsx";
import { TableScroll } from "./table-scroll.tsx";

declare module "@tanstack/react-table" {
  // The type parameters are the library's own (merged declaration).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A class for the column's header and cells ("console-numeric", "console-nowrap", ...). */
    className?: string;
  }
}

export interface DataTableProps<Row> {
  /** The table's caption, and the name of the area it scrolls in. */
  caption: string;
  // Columns of different value types in one list: the library's own way of typing them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Each row's accessible name (what it is about), for a screen reader's row list. */
  rowLabel?: (row: Row) => string;
  loadMore?: LoadMore;
}

/** Every list of the console as a table: a caption, a sticky header, scrolling inside its card, and "load more". */
export function DataTable<Row>({ caption, columns, rows, rowId, rowLabel, loadMore }: DataTableProps<Row>) {
  const table = useReactTable({ data: rows, columns, getRowId: rowId, getCoreRowModel: getCoreRowModel() });
  return (
    <div className="console-data-table">
      <TableScroll label={`${caption} (scrolls)`}>
        <table className="console-table">
          <caption className="ks-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={header.column.columnDef.meta?.className}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} aria-label={rowLabel?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {loadMore && <LoadMoreButton loadMore={loadMore} />}
    </div>
  );
}

/** A header cell's text that is also a visually hidden label (an actions column). */
export function HiddenHeader({ children }: { children: ReactNode }) {
  return <span className="ks-visually-hidden">{children}</span>;
}
