const DAY_MS = 24 * 60 * 60 * 1000;

/** Billing weeks start on Monday, UTC, whatever the advertiser's or the child's zone. */
export function billingWeekOf(at: Date): string {
  const midnight = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}
