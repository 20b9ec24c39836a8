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

const MAX_CHARGES_PER_SETTLEMENT = 3;

/** Goes through the weekly job's charges and keys, so nothing is paid twice; a card that cannot pay gets a checkout. */
export async function settleNow(context: BillingContext, advertiserId: number, urls: ReturnUrls): Promise<SettleResult> {
  const now = context.clock();
  await context.runningCycles.closeEndedCycles(now, PRICES, advertiserId);
  await context.runningCycles.closeRunningCycle(advertiserId, now, PRICES);
  // Paying again replaces an open checkout.
  await endHolds(context, advertiserId, "all");

  let paidCents = 0;
  for (let round = 0; round < MAX_CHARGES_PER_SETTLEMENT; round++) {
    const result = await chargeOwed(context, advertiserId, () => true);
    if (result.kind === "paid") paidCents += result.amountCents;
    if (result.kind !== "paid") break;
  }
  const owed = await context.cycles.unpaid(advertiserId);
  const owedCents = owed.reduce((sum, cycle) => sum + cycle.amountCents, 0);
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
