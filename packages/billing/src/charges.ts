import { randomUUID } from "node:crypto";
import type { AdvertiserRecord, BillingCycleRecord, PaymentRecord } from "@kidsafe/db";
import { replaceMissingCustomer } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";
import { nextAttemptAfter } from "./dunning.ts";
import { endHolds } from "./reservations.ts";
import type { ChargeOutcome, PaymentsPort } from "./payments-port.ts";

/** Stripe's minimum for USD. Smaller weeks carry to the next charge; what is below it at the end is written off. */
export const MINIMUM_CHARGE_CENTS = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChargeResult =
  | { kind: "nothing" }
  | { kind: "carried"; amountCents: number }
  | { kind: "paid"; amountCents: number; cycleIds: string[] }
  | { kind: "failed"; amountCents: number; cycleIds: string[]; reason: string; needsCustomer: boolean };

const NO_SAVED_CARD = "No card is saved for weekly billing. Please pay from your dashboard.";

/**
 * Payment, key and `charging` cycles are stored before the provider is asked, so a retry after a crash asks again
 * with the same key and the provider answers with the same payment: charged exactly once.
 */
export async function chargeOwed(
  context: BillingContext,
  advertiserId: number,
  retryFailed: (cycle: BillingCycleRecord) => boolean,
  holds: "lapsed" | "all" = "lapsed",
): Promise<ChargeResult> {
  // Cycles held by an open settlement checkout are not charged.
  await endHolds(context, advertiserId, holds);
  const now = context.clock();
  const began = await context.charges.beginCharge(advertiserId, {
    now,
    retryFailed,
    minimumCents: MINIMUM_CHARGE_CENTS,
    carryUntil: new Date(now.getTime() + 7 * DAY_MS),
    newKey: () => `charge-${advertiserId}-${randomUUID()}`,
  });
  if (began.kind !== "charge") return began;
  const { payment } = began;

  const advertiser = await context.advertisers.findById(advertiserId);
  const request = advertiser && chargeRequest(payment, advertiser);
  // An unreachable provider throws: the cycles stay `charging`, and the retry asks again with this key.
  const outcome: ChargeOutcome = request
    ? await context.payments.chargeSavedCard(request)
    : { status: "failed", paymentIntentId: null, reason: NO_SAVED_CARD, declineCode: null };
  return recordChargeOutcome(context, payment, outcome);
}

/** Built only from stored data, so a retry sends the very same parameters (the provider refuses a reused key otherwise). */
export function chargeRequest(payment: PaymentRecord, advertiser: AdvertiserRecord): Parameters<PaymentsPort["chargeSavedCard"]>[0] | undefined {
  if (!advertiser.stripeCustomerId || !advertiser.stripePaymentMethodId) return undefined;
  return {
    customerId: advertiser.stripeCustomerId,
    paymentMethodId: advertiser.stripePaymentMethodId,
    amountCents: payment.amountCents,
    description: `${advertiser.appName}: sponsored impressions`,
    metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "cycle", cycle_ids: payment.cycleIds.join(",") },
    idempotencyKey: payment.idempotencyKey,
  };
}

/** The call's outcome and the provider's event may come in either order; the second changes nothing. */
export async function recordChargeOutcome(context: BillingContext, payment: PaymentRecord, outcome: ChargeOutcome): Promise<ChargeResult> {
  const now = context.clock();
  const cycleIds = payment.cycleIds;
  if (outcome.status === "succeeded") {
    await context.paymentRecords.settle(payment.id, { status: "succeeded", paymentIntentId: outcome.paymentIntentId, at: now });
    await context.charges.settleCharge(payment.id, { paid: true, at: now });
    await clearOverdueWhenSettled(context, payment.advertiserId);
    context.log.info({ advertiserId: payment.advertiserId, paymentId: payment.id, amountCents: payment.amountCents }, "weekly charge paid");
    return { kind: "paid", amountCents: payment.amountCents, cycleIds };
  }

  if (outcome.status === "card_missing") await forgetMissingCard(context, payment.advertiserId, outcome.missing);
  await context.paymentRecords.settle(payment.id, {
    status: outcome.status === "needs_customer" ? "needs_customer" : "failed",
    paymentIntentId: outcome.paymentIntentId,
    failureReason: outcome.reason,
    at: now,
  });
  // A card that needs its owner (authentication) is not retried in the background: the dashboard asks them.
  const overdueSince = (await context.advertisers.findById(payment.advertiserId))?.overdueSince ?? now;
  const attempts = Math.max(
    1,
    ...(await Promise.all(cycleIds.map((id) => context.cycles.findById(id)))).map((cycle) => cycle?.chargeAttempts ?? 1),
  );
  const nextAttemptAt = outcome.status === "failed" ? nextAttemptAfter(attempts, overdueSince) : null;
  const failed = await context.charges.settleCharge(payment.id, { paid: false, reason: outcome.reason, nextAttemptAt });
  // A late report of a charge the cycles have moved past changes nothing.
  if (failed.length === 0) return { kind: "nothing" };
  await context.advertisers.markOverdue(payment.advertiserId, now);
  context.log.warn(
    { advertiserId: payment.advertiserId, paymentId: payment.id, reason: outcome.reason, providerCode: providerCodeOf(outcome) },
    "weekly charge failed",
  );
  return { kind: "failed", amountCents: payment.amountCents, cycleIds, reason: outcome.reason, needsCustomer: outcome.status !== "failed" };
}

const providerCodeOf = (outcome: Exclude<ChargeOutcome, { status: "succeeded" }>) =>
  outcome.status === "failed" ? outcome.declineCode : outcome.status === "card_missing" ? outcome.providerCode : "authentication_required";

/** Retrying cannot help; forgetting the card makes the dashboard ask for a new one. */
async function forgetMissingCard(context: BillingContext, advertiserId: number, missing: string): Promise<void> {
  const advertiser = await context.advertisers.findById(advertiserId);
  if (!advertiser) return;
  if (missing === "customer") await replaceMissingCustomer(context, advertiser);
  else await context.advertisers.update(advertiserId, { stripePaymentMethodId: null });
}

export async function clearOverdueWhenSettled(context: BillingContext, advertiserId: number): Promise<void> {
  await context.advertisers.clearOverdue(advertiserId);
}
