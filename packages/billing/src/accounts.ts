import { BLACKLIST_DAYS } from "@kidsafe/contracts";
import { chargeOwed, MINIMUM_CHARGE_CENTS } from "./charges.ts";
import { PRICES } from "./context.ts";
import type { BillingContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EndedAccount {
  /** Fees were left unpaid: the app's site may not register again for BLACKLIST_DAYS days. */
  urlBlacklisted: boolean;
}

/**
 * Ends an advertiser's account: the running cycle is closed and what is owed charged on the saved card (less than
 * the minimum charge is written off), the app is no longer shown, the card is removed, and the calendar stops. If
 * anything stays unpaid, the site is blacklisted for BLACKLIST_DAYS days (seed 001 §9); `reason` is kept with it.
 */
export async function endAccount(context: BillingContext, advertiserId: number, reason: string): Promise<EndedAccount> {
  const now = context.clock();
  await context.cycles.closeEndedCycles(now, PRICES, advertiserId);
  await context.cycles.closeRunningCycle(advertiserId, now, PRICES);
  await chargeOwed(context, advertiserId, () => true);
  await context.cycles.endCalendar(advertiserId);
  let unpaid = await context.cycles.unpaid(advertiserId);
  if (unpaid.reduce((sum, cycle) => sum + cycle.amount_cents, 0) < MINIMUM_CHARGE_CENTS) {
    await context.cycles.writeOff(
      unpaid.map((cycle) => cycle.id),
      "Below the minimum charge when the account ended",
    );
    unpaid = [];
  }
  const advertiser = await context.advertisers.findById(advertiserId);
  const urlBlacklisted = unpaid.length > 0;
  await context.advertisers.update(advertiserId, {
    status: "cancelled",
    cancelled_at: now,
    stripe_payment_method_id: null,
    ...(urlBlacklisted && {
      blacklisted_at: now,
      blacklisted_until: new Date(now.getTime() + BLACKLIST_DAYS * DAY_MS),
      blacklist_reason: reason,
    }),
  });
  if (advertiser?.stripe_payment_method_id) await context.payments.detachPaymentMethod(advertiser.stripe_payment_method_id);
  context.log.info({ advertiserId, urlBlacklisted }, "advertiser account ended");
  return { urlBlacklisted };
}
