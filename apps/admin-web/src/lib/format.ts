/** A moment as the operator reads it (their locale, to the minute). */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A moment in a table cell, on one line: the day and time this year, the day and year before it. */
export function formatCompactTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear()
    ? date.toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** The whole moment, to the second and with the time zone (a compact time's tooltip). */
export function formatFullTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "full", timeStyle: "long" });
}

/** Integer cents as dollars. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
