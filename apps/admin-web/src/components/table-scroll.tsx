import type { ReactNode } from "react";

/**
 * The card a table sits in: the table scrolls inside it, sideways and down, and the page never grows wider. A
 * keyboard reaches the scrolling area (tabIndex) and a screen reader hears what it holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-table-card">
      <div className="console-table-scroll" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
