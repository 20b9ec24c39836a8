import type { BillingCycleRecord } from "@kidsafe/db";
import { endAccount, endOverdueAccounts } from "./accounts.ts";
import type { EndAccountOptions } from "./accounts.ts";
import { chargeOwed } from "./charges.ts";
import { completeCheckoutById, startUpfrontPayment } from "./checkouts.ts";
import type { ReturnUrls } from "./checkouts.ts";
import { billingContext, PRICES } from "./context.ts";
import type { BillingDependencies } from "./context.ts";
import { applyPaymentEvent } from "./events.ts";
import type { PaymentEvent } from "./payments-port.ts";
import { settleNow } from "./settle.ts";

/** Taken for a charge that crashed half-way, and retried with its key. */
export const STUCK_CHARGE_MS = 10 * 60 * 1000;

/** Shared by the API and the billing worker: every cycle closed once, charged exactly once. */
export function createBilling(deps: BillingDependencies) {
  const context = billingContext(deps);
  return {
    closeEndedCycles: (now: Date = deps.clock()) => context.runningCycles.closeEndedCycles(now, PRICES),

    cyclesToCharge: (limit: number, now: Date = deps.clock(), afterId?: string) =>
      context.cycles.toCharge(now, new Date(now.getTime() - STUCK_CHARGE_MS), limit, afterId),

    endOverdueAccounts: () => endOverdueAccounts(context),

    chargeCycle: async (cycleId: string) => {
      const cycle = await context.cycles.findById(cycleId);
      if (!cycle) return { kind: "nothing" as const };
      const now = deps.clock();
      return chargeOwed(context, cycle.advertiserId, (owed: BillingCycleRecord) => owed.nextAttemptAt !== null && owed.nextAttemptAt <= now);
    },

    settleNow: (advertiserId: number, urls: ReturnUrls) => settleNow(context, advertiserId, urls),
    startUpfrontPayment: async (advertiserId: number, urls: ReturnUrls) => {
      const advertiser = await context.advertisers.findById(advertiserId);
      if (!advertiser) throw new Error(`no advertiser ${advertiserId}`);
      return startUpfrontPayment(context, advertiser, urls);
    },
    completeCheckout: (checkoutSessionId: string) => completeCheckoutById(context, checkoutSessionId),
    applyPaymentEvent: (event: PaymentEvent) => applyPaymentEvent(context, event),
    endAccount: (advertiserId: number, reason: string, options?: EndAccountOptions) => endAccount(context, advertiserId, reason, options),
  };
}

export type Billing = ReturnType<typeof createBilling>;
