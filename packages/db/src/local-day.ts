const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Each zone's day in the last minute asked for: a day starts on a whole minute in every zone, and formatToParts
 * costs tens of microseconds, which paths that count every message (a voice call's turns) would pay each time.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/**
 * The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`: daily limits count per such day, so
 * they start again at the child's local midnight. A zone the runtime does not know counts as UTC.
 */
export function localDay(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dayFormatter(timeZone).formatToParts(now);
  } catch {
    parts = dayFormatter("UTC").formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** The start of the whole minute `now` falls in: the unit the daily time limit counts. */
export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}
