const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An exit's time in the reader's own locale and time zone, e.g. 'May 4, 2026, 5:05 PM'. */
export function formatExitTime(iso: string, format: Intl.DateTimeFormat = formatter): string {
  return format.format(new Date(iso));
}
