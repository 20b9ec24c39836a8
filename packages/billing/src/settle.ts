import { chargeCycle } from "./charges.ts";
import { startSettlementCheckout } from "./checkouts.ts";
import type { ReturnUrls } from "./checkouts.ts";
import { PRICES } from "./context.ts";
import type { BillingContext } from "./context.ts";

export type SettleResult =
  | { kind: "nothing_due" }
  | { kind: "paid"; amountCents: number }
  | { kind: "checkout"; amountCents: number; url: string };

/**
 * The dashboard's "pay now" (seed 001's pay-weekly-bill): everything owed is settled at once. Ended cycles are
 * closed, and the running one too when it has charges (a new 7-day cycle starts now: "your weekly billing has been
 * reset"); then each unpaid cycle is charged on the saved card with its own key, the same keys the weekly job uses,
 * so a cycle is never paid twice. When the card cannot pay (declined, or it needs its owner), the answer is a
 * checkout for what is still owed.
 */
export async function settleNow(context: BillingContext, advertiserId: number, urls: ReturnUrls): Promise<SettleResult> {
  const now = context.clock();
  await context.cycles.closeEndedCycles(now, PRICES, advertiserId);
  await context.cycles.closeRunningCycle(advertiserId, now, PRICES);
  const owed = await context.cycles.unpaid(advertiserId);
  if (owed.length === 0) return { kind: "nothing_due" };

  let paidCents = 0;
  for (const cycle of owed) {
    const result = await chargeCycle(context, cycle.id, () => true);
    if (result.kind === "paid") paidCents += cycle.amount_cents;
  }
  const stillOwed = await context.cycles.unpaid(advertiserId);
  if (stillOwed.length === 0) return { kind: "paid", amountCents: paidCents };
  const advertiser = await context.advertisers.findById(advertiserId);
  if (!advertiser) return { kind: "nothing_due" };
  const amountCents = stillOwed.reduce((sum, cycle) => sum + cycle.amount_cents, 0);
  return { kind: "checkout", amountCents, url: await startSettlementCheckout(context, advertiser, stillOwed, urls) };
}
