import { BLACKLIST_DAYS } from "@kidsafe/contracts";
import type { SiteBlockReason } from "@kidsafe/db";
import { chargeOwed, MINIMUM_CHARGE_CENTS } from "./charges.ts";
import { PRICES } from "./context.ts";
import type { BillingContext } from "./context.ts";
import { GRACE_PERIOD_DAYS } from "./dunning.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EndedAccount {
  /** The app's site may not register again for BLACKLIST_DAYS days. */
  urlBlacklisted: boolean;
}

export interface EndAccountOptions {
  /** "when-unpaid": blacklisted only if fees stay unpaid. "always": an operator ends it for what the app did. */
  blacklist: "when-unpaid" | "always";
}

/** Less than the minimum charge is written off; the site is blocked if anything stays unpaid or the operator says so. */
export async function endAccount(
  context: BillingContext,
  advertiserId: number,
  reason: string,
  options: EndAccountOptions = { blacklist: "when-unpaid" },
): Promise<EndedAccount> {
  const now = context.clock();
  await context.runningCycles.closeEndedCycles(now, PRICES, advertiserId);
  await context.runningCycles.closeRunningCycle(advertiserId, now, PRICES);
  await chargeOwed(context, advertiserId, () => true, "all");
  await context.runningCycles.endCalendar(advertiserId);
  let unpaid = await context.cycles.unpaid(advertiserId);
  if (unpaid.reduce((sum, cycle) => sum + cycle.amountCents, 0) < MINIMUM_CHARGE_CENTS) {
    await context.cycles.writeOff(
      unpaid.map((cycle) => cycle.id),
      "Below the minimum charge when the account ended",
    );
    unpaid = [];
  }
  const advertiser = await context.advertisers.findById(advertiserId);
  const blockReason: SiteBlockReason | null = options.blacklist === "always" ? "operator" : unpaid.length > 0 ? "unpaid_fees" : null;
  const expiresAt = new Date(now.getTime() + BLACKLIST_DAYS * DAY_MS);
  // One transaction: an account never ends without the block its unpaid fees call for.
  await context.db.transaction().execute(async (trx) => {
    if (advertiser && blockReason) {
      await context.blockedSites.block({ appUrl: advertiser.appUrl, reason: blockReason, note: reason, advertiserId, at: now, expiresAt }, trx);
    }
    await context.advertisers.update(
      advertiserId,
      {
        status: "cancelled",
        cancelledAt: now,
        stripePaymentMethodId: null,
        ...(blockReason && { blacklistedAt: now, blacklistedUntil: expiresAt, blacklistReason: reason }),
      },
      trx,
    );
  });
  const urlBlacklisted = blockReason !== null;
  if (advertiser?.stripePaymentMethodId) await context.payments.detachPaymentMethod(advertiser.stripePaymentMethodId);
  context.log.info({ advertiserId, urlBlacklisted }, "advertiser account ended");
  return { urlBlacklisted };
}

export const UNPAID_AFTER_GRACE_REASON = `Weekly fees left unpaid ${GRACE_PERIOD_DAYS} days after the charge failed`;

export interface OverdueAccountsEnded {
  ended: Array<{ advertiserId: number; urlBlacklisted: boolean }>;
  /** The next sweep tries these again. */
  failed: Array<{ advertiserId: number; error: string }>;
}

/** One account that cannot be ended does not hold up the others. */
export async function endOverdueAccounts(context: BillingContext): Promise<OverdueAccountsEnded> {
  const since = new Date(context.clock().getTime() - GRACE_PERIOD_DAYS * DAY_MS);
  const result: OverdueAccountsEnded = { ended: [], failed: [] };
  for (const advertiserId of await context.advertisers.overdueSince(since)) {
    try {
      const { urlBlacklisted } = await endAccount(context, advertiserId, UNPAID_AFTER_GRACE_REASON);
      result.ended.push({ advertiserId, urlBlacklisted });
    } catch (error) {
      result.failed.push({ advertiserId, error: error instanceof Error ? error.message : String(error) });
      context.log.warn({ advertiserId, err: error }, "could not end an overdue account");
    }
  }
  return result;
}
