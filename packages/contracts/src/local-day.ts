// Every server counts a child's day alike: the API and the voice gateway count use, the workers send alerts and summaries by it.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A day starts on a whole minute in every zone, and formatToParts is too slow for paths that count every message. */
const lastDays = new Map<string, { minute: number; day: string }>();

/** A zone the runtime does not know counts as UTC. */
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

export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** The day moderation counts are kept by: no child's zone is known there. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);
