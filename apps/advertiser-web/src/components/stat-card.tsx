import type { ReactNode } from "react";

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short line under the value. */
  note?: ReactNode;
}

/** One figure of a row of stat cards; the label names the figure for assistive technology too. */
export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <div className="stat-card" role="group" aria-label={label}>
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value}</p>
      {note !== undefined && <p className="stat-note">{note}</p>}
    </div>
  );
}
