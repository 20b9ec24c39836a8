const DAY_MS = 24 * 60 * 60 * 1000;

/** Retries after a failed charge; still unpaid after GRACE_PERIOD_DAYS, the account ends (docs/decisions.md). */
export const RETRY_DAYS_AFTER_FIRST_FAILURE = [1, 3, 5] as const;
export const GRACE_PERIOD_DAYS = 7;

/** Attempts count from 1; null: no more tries. */
export function nextAttemptAfter(attempt: number, firstFailureAt: Date): Date | null {
  const days = RETRY_DAYS_AFTER_FIRST_FAILURE[attempt - 1];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * DAY_MS);
}

export function graceEndsAt(overdueSince: Date): Date {
  return new Date(overdueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}
