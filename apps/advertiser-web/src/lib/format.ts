const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** An ISO time as the advertiser's local date: 'Jan 8, 2026'. */
export function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** The local calendar day of a moment as 'YYYY-MM-DD'; such keys compare as strings in day order. */
export function localDayKey(moment: Date): string {
  const month = (moment.getMonth() + 1).toString().padStart(2, "0");
  const day = moment.getDate().toString().padStart(2, "0");
  return `${moment.getFullYear().toString()}-${month}-${day}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}
