const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * After a failed weekly charge the app is overdue (hidden from search) at once, and the card is tried again 1, 3
 * and 5 days after the first failure; a payment from the dashboard settles it any time. Still unpaid
 * GRACE_PERIOD_DAYS after the first failure, the account ends (docs/decisions.md).
 */
export const RETRY_DAYS_AFTER_FIRST_FAILURE = [1, 3, 5] as const;
export const GRACE_PERIOD_DAYS = 7;

/** When to try again after attempt number `attempt` failed (attempts count from 1), or null: no more tries. */
export function nextAttemptAfter(attempt: number, firstFailureAt: Date): Date | null {
  const days = RETRY_DAYS_AFTER_FIRST_FAILURE[attempt - 1];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * DAY_MS);
}

/** The moment an account still overdue since `overdueSince` ends. */
export function graceEndsAt(overdueSince: Date): Date {
  return new Date(overdueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}
