import { MODERATION_COUNT_KEYS, moderationCountLabel } from "@kidsafe/ai";
import { BLOCKED_ANSWERS_DEFAULT_DAYS, BLOCKED_ANSWERS_MAX_DAYS, MODERATION_SURFACES, utcDayOf } from "@kidsafe/contracts";
import type { AdminBlockedAnswers, AdminBlockedAnswersQuery, ModerationSurfaceValue } from "@kidsafe/contracts";
import type { ModerationDayCount, ModerationRepository } from "@kidsafe/db";
import { badRequest } from "@kidsafe/server-kit";

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Throws a 400 that says what to change when the range is reversed or too long. */
export function blockedAnswersRange(query: Pick<AdminBlockedAnswersQuery, "from" | "to">, now: Date): { from: string; to: string } {
  const to = query.to ?? utcDayOf(now);
  const from = query.from ?? dayOf(dayNumber(to) - (BLOCKED_ANSWERS_DEFAULT_DAYS - 1));
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw badRequest(`from (${from}) is after to (${to}): give the earlier day as from.`);
  if (days > BLOCKED_ANSWERS_MAX_DAYS) {
    throw badRequest(
      `The range from ${from} to ${to} covers ${String(days)} days; ask for at most ${String(BLOCKED_ANSWERS_MAX_DAYS)} at a time.`,
    );
  }
  return { from, to };
}

/** Zero days included, so the table has no gaps. */
export function blockedAnswersTable(
  rows: readonly ModerationDayCount[],
  range: { from: string; to: string },
  surface: ModerationSurfaceValue | undefined,
): AdminBlockedAnswers {
  const shown = surface === undefined ? rows : rows.filter((row) => row.surface === surface);
  const unknownKeys = [...new Set(shown.map((row) => row.category))].filter(
    (key) => !(MODERATION_COUNT_KEYS as readonly string[]).includes(key),
  );
  const keys = [...MODERATION_COUNT_KEYS, ...unknownKeys.sort()];

  const byDay = new Map<string, Map<string, number>>();
  for (const row of shown) {
    const counts = byDay.get(row.day) ?? new Map<string, number>();
    counts.set(row.category, (counts.get(row.category) ?? 0) + row.blocked);
    byDay.set(row.day, counts);
  }
  const totals = new Map<string, number>();
  const days: AdminBlockedAnswers["days"] = [];
  for (let number = dayNumber(range.to); number >= dayNumber(range.from); number--) {
    const day = dayOf(number);
    const found = byDay.get(day);
    const counts = Object.fromEntries(keys.map((key) => [key, found?.get(key) ?? 0]));
    for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + (counts[key] ?? 0));
    days.push({ day, total: Object.values(counts).reduce((sum, count) => sum + count, 0), counts });
  }

  return {
    ...range,
    surface: surface ?? null,
    categories: keys.map((category) => ({ category, label: moderationCountLabel(category), total: totals.get(category) ?? 0 })),
    days,
    surfaces: MODERATION_SURFACES.map((name) => ({
      surface: name,
      total: rows.filter((row) => row.surface === name).reduce((sum, row) => sum + row.blocked, 0),
    })),
    total: days.reduce((sum, day) => sum + day.total, 0),
  };
}

export function createBlockedAnswers({ moderation, clock }: { moderation: ModerationRepository; clock: () => Date }) {
  return {
    async report(query: AdminBlockedAnswersQuery): Promise<AdminBlockedAnswers> {
      const range = blockedAnswersRange(query, clock());
      return blockedAnswersTable(await moderation.dailyCounts(range), range, query.surface);
    },
  };
}

export type BlockedAnswers = ReturnType<typeof createBlockedAnswers>;
