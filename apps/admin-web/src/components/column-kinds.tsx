import { formatCents } from "../lib/format.ts";
import { CompactTime } from "./compact-time.tsx";

/** A table column of amounts in cents: shown as money, aligned as numbers. */
export const moneyColumn = (header: string) => ({
  header,
  cell: (cell: { getValue: () => number }) => formatCents(cell.getValue()),
  meta: { className: "console-numeric" },
});

/** A table column of counts, aligned as numbers. */
export const countColumn = (header: string) => ({ header, meta: { className: "console-numeric" } });

/** A table column of moments, each on one line. */
export const timeColumn = (header: string) => ({
  header,
  cell: (cell: { getValue: () => string }) => <CompactTime iso={cell.getValue()} />,
  meta: { className: "console-nowrap" },
});
