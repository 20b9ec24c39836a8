/** Every amount is an integer number of cents. */

export const UPFRONT_FEE_CENTS = 10_000;
export const IMPRESSION_RATE_CENTS = 10;
export const IMPRESSIONS_PER_RECOMMENDATION = 10;
export const RECOMMENDATION_CENTS = IMPRESSION_RATE_CENTS * IMPRESSIONS_PER_RECOMMENDATION;

export const PRICING_BULLETS = [
  "$100 upfront, one time.",
  "$0.10 per impression, billed weekly.",
  "Featured in search results",
  "AI-verified content",
  "Real-time analytics",
] as const;

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** The prompt appears for the current cycle's amount plus the unpaid recommendations, or the amount due when that is larger. */
export function promptChargesCents(currentCycleAmountDue: number, unpaidRecommendations: number, amountDue: number): number {
  return Math.max(currentCycleAmountDue + unpaidRecommendations * RECOMMENDATION_CENTS, amountDue);
}
