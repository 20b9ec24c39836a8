import { promptChargesCents } from "@kidsafe/contracts";
import type { BillingDashboard } from "@kidsafe/contracts";
import { localDayKey } from "../../lib/format.ts";

/**
 * What the prompt asks for — the current cycle plus 100 cents per unpaid recommendation, or the amount
 * due when larger. An overdue account's debt can sit in earlier cycles, so "the amount due" is the larger of this
 * cycle's and the total.
 */
export function promptCharges(billing: BillingDashboard, unpaidRecommendations: number): number {
  return promptChargesCents(billing.currentCycle.amountDue, unpaidRecommendations, Math.max(billing.amountDue, billing.totalAmountDue));
}

export interface PromptSituation {
  billing: BillingDashboard;
  unpaidRecommendations: number;
  /** Today as a local 'YYYY-MM-DD'. */
  today: string;
  /** `lastPaymentPromptDate` from session storage. */
  lastPromptDay: string | null;
  /** Whether the prompt already opened on this visit of the dashboard. */
  shownThisVisit: boolean;
}

/**
 * The prompt opens when the next billing date is today or past (or the account is overdue) and there
 * are charges. A normal account sees it at most once a day; an overdue one on every visit of the dashboard (not
 * again on every poll after it was closed).
 */
export function shouldOpenPaymentPrompt({ billing, unpaidRecommendations, today, lastPromptDay, shownThisVisit }: PromptSituation): boolean {
  if (shownThisVisit) return false;
  const billingDayReached = localDayKey(new Date(billing.nextBillingDate)) <= today;
  if (!billing.isOverdue && !billingDayReached) return false;
  if (promptCharges(billing, unpaidRecommendations) <= 0) return false;
  return billing.isOverdue || lastPromptDay !== today;
}
