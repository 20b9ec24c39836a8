import { BLACKLIST_DAYS } from "@kidsafe/contracts";
import { chargeCycle } from "./charges.ts";
import { PRICES } from "./context.ts";
import type { BillingContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EndedAccount {
  /** Fees were left unpaid: the app's site may not register again for BLACKLIST_DAYS days. */
  urlBlacklisted: boolean;
}

/**
 * Ends an advertiser's account: the running cycle is closed and its bill charged on the saved card, the app is no
 * longer shown, the card is removed, and the calendar stops. If anything stays unpaid, the site is blacklisted for
 * BLACKLIST_DAYS days (seed 001 §9). `reason` is kept with a blacklist.
 */
export async function endAccount(context: BillingContext, advertiserId: number, reason: string): Promise<EndedAccount> {
  const now = context.clock();
  await context.cycles.closeEndedCycles(now, PRICES, advertiserId);
  const final = await context.cycles.closeRunningCycle(advertiserId, now, PRICES);
  if (final) await chargeCycle(context, final.id, () => true);
  await context.cycles.endCalendar(advertiserId);
  const unpaid = await context.cycles.unpaid(advertiserId);
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
