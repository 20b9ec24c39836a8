import { PARENT_AREA_PATHS } from "@kidsafe/contracts";
import type { WeeklySummaryPayload } from "@kidsafe/contracts";
import { createWeeklySummariesRepository } from "@kidsafe/db";
import { newMailToken } from "@kidsafe/mail/tokens";
import type { JobContext } from "./context.ts";
import { weeklySummaryMail } from "./weekly-summary-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past the next few summaries, each of which brings a fresh one. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 60 * DAY_MS;

export type WeeklySummaryOutcome =
  { mailed: true; children: number } | { mailed: false; reason: "gone" | "unverified" | "unsubscribed" | "no children" };

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    const options = {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    } as const;
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // An unknown zone counts as UTC, as the sweep and the daily limits count it.
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The second pass settles a daylight-saving change in between. */
export function localMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayFormatter = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });
/** `toLocaleDateString` would build a formatter per call. */
const dayText = (day: string) => dayFormatter.format(new Date(`${day}T00:00:00Z`));

/** A retry queues no second mail (the key); the token it creates on the way simply expires. */
export async function runWeeklySummary(
  context: Pick<JobContext, "db" | "queues" | "clock" | "publicUrl">,
  { parentId, week }: WeeklySummaryPayload,
): Promise<WeeklySummaryOutcome> {
  const summaries = createWeeklySummariesRepository(context.db);
  // The parent may have turned the summary off, or unlinked, since the sweep queued it.
  const parent = await summaries.parent(parentId);
  if (!parent) return { mailed: false, reason: "gone" };
  if (!parent.verified) return { mailed: false, reason: "unverified" };
  if (!parent.weeklySummary) return { mailed: false, reason: "unsubscribed" };

  // Child rows are per child's local day; the parent's dates are good enough for a weekly overview.
  const lastDay = addDays(week, 6);
  const children = await summaries.childWeeks(parentId, {
    firstDay: week,
    from: localMidnight(week, parent.timeZone),
    to: localMidnight(addDays(week, 7), parent.timeZone),
  });
  if (children.length === 0) return { mailed: false, reason: "no children" };

  const { token, hash } = newMailToken();
  await summaries.insertUnsubscribeToken(parentId, hash, new Date(context.clock().getTime() + UNSUBSCRIBE_TOKEN_TTL_MS));
  const mail = weeklySummaryMail({
    parentId,
    to: parent.email,
    week,
    from: dayText(week),
    until: dayText(lastDay),
    children: children.map((child) => ({ week: child, parentAreaUrl: `${context.publicUrl}${PARENT_AREA_PATHS.child(child.childId)}` })),
    unsubscribeUrl: `${context.publicUrl}${PARENT_AREA_PATHS.unsubscribe(token)}`,
  });
  await context.queues.enqueue("mail.send", mail);
  return { mailed: true, children: children.length };
}
