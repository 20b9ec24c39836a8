import { chargeOwed, MINIMUM_CHARGE_CENTS } from "./charges.ts";
import { startSettlementCheckout } from "./checkouts.ts";
import type { ReturnUrls } from "./checkouts.ts";
import { PRICES } from "./context.ts";
import type { BillingContext } from "./context.ts";
import { endHolds } from "./reservations.ts";

export type SettleResult =
  | { kind: "nothing_due" }
  | { kind: "paid"; amountCents: number }
  | { kind: "written_off"; amountCents: number }
  | { kind: "checkout"; amountCents: number; url: string };

/** A charge in flight for some cycles is resumed first; a few rounds settle everything owed. */
const MAX_CHARGES_PER_SETTLEMENT = 3;

/**
 * The dashboard's "pay now" (seed 001's pay-weekly-bill): everything owed is settled at once. Ended cycles are
 * closed, and the running one too when it has charges (a new 7-day cycle starts now: "your weekly billing has been
 * reset"); then what is owed is charged on the saved card, through the same charges (and keys) the weekly job
 * makes, so nothing is paid twice. When the card cannot pay (declined, or it needs its owner), the answer is a
 * checkout for what is still owed. Less than the provider's minimum charge is written off.
 */
export async function settleNow(context: BillingContext, advertiserId: number, urls: ReturnUrls): Promise<SettleResult> {
  const now = context.clock();
  await context.cycles.closeEndedCycles(now, PRICES, advertiserId);
  await context.cycles.closeRunningCycle(advertiserId, now, PRICES);
  // Paying again replaces an open checkout: it is closed first (or, paid meanwhile, completed).
  await endHolds(context, advertiserId, "all");

  let paidCents = 0;
  for (let round = 0; round < MAX_CHARGES_PER_SETTLEMENT; round++) {
    const result = await chargeOwed(context, advertiserId, () => true);
    if (result.kind === "paid") paidCents += result.amountCents;
    if (result.kind !== "paid") break;
  }
  const owed = await context.cycles.unpaid(advertiserId);
  const owedCents = owed.reduce((sum, cycle) => sum + cycle.amount_cents, 0);
  if (owed.length === 0) return paidCents > 0 ? { kind: "paid", amountCents: paidCents } : { kind: "nothing_due" };
  if (owedCents < MINIMUM_CHARGE_CENTS) {
    await context.cycles.writeOff(
      owed.map((cycle) => cycle.id),
      "Below the minimum charge when settled",
    );
    return paidCents > 0 ? { kind: "paid", amountCents: paidCents } : { kind: "written_off", amountCents: owedCents };
  }
  const advertiser = await context.advertisers.findById(advertiserId);
  const checkout = advertiser && (await startSettlementCheckout(context, advertiser, urls));
  if (!checkout) return paidCents > 0 ? { kind: "paid", amountCents: paidCents } : { kind: "nothing_due" };
  return { kind: "checkout", ...checkout };
}
