import { randomUUID } from "node:crypto";
import type { AdvertiserRow, BillingCycleRow, PaymentRow } from "@kidsafe/db";
import { replaceMissingCustomer } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";
import { nextAttemptAfter } from "./dunning.ts";
import { endHolds } from "./reservations.ts";
import type { ChargeOutcome, PaymentsPort } from "./payments-port.ts";

/**
 * The payment provider charges no less than this (Stripe's minimum for USD). Smaller weeks are carried to the next
 * charge; what is still below it when the advertiser settles or leaves is written off (docs/decisions.md).
 */
export const MINIMUM_CHARGE_CENTS = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChargeResult =
  | { kind: "nothing" }
  | { kind: "carried"; amountCents: number }
  | { kind: "paid"; amountCents: number; cycleIds: string[] }
  | { kind: "failed"; amountCents: number; cycleIds: string[]; reason: string; needsCustomer: boolean };

const NO_SAVED_CARD = "No card is saved for weekly billing. Please pay from your dashboard.";

/**
 * Charges what an advertiser owes on the saved card, exactly once: every due cycle whose time has come (and the
 * failed ones `retryFailed` allows), in one payment. The payment and its idempotency key are stored, and the cycles
 * marked `charging`, before the provider is asked: a crash after asking leaves them so, and the retry (the job's,
 * the sweep's, or the dashboard's) asks again with the same key, which the provider answers with the same payment.
 */
export async function chargeOwed(
  context: BillingContext,
  advertiserId: number,
  retryFailed: (cycle: BillingCycleRow) => boolean,
  holds: "lapsed" | "all" = "lapsed",
): Promise<ChargeResult> {
  // Cycles held by an open settlement checkout are not charged; a hold that ends here first closes its checkout.
  await endHolds(context, advertiserId, holds);
  const now = context.clock();
  const began = await context.cycles.beginCharge(advertiserId, {
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
  // A provider that cannot be reached throws: the cycles stay `charging`, and the retry asks again with this key.
  const outcome: ChargeOutcome = request
    ? await context.payments.chargeSavedCard(request)
    : { status: "failed", paymentIntentId: null, reason: NO_SAVED_CARD, declineCode: null };
  return recordChargeOutcome(context, payment, outcome);
}

/**
 * What the provider is asked for a payment: made only from the stored payment and the advertiser's card, so that
 * asking again after a crash sends the very same parameters with the same key (the provider refuses a key reused
 * with others). Undefined when no card is saved.
 */
export function chargeRequest(payment: PaymentRow, advertiser: AdvertiserRow): Parameters<PaymentsPort["chargeSavedCard"]>[0] | undefined {
  if (!advertiser.stripe_customer_id || !advertiser.stripe_payment_method_id) return undefined;
  return {
    customerId: advertiser.stripe_customer_id,
    paymentMethodId: advertiser.stripe_payment_method_id,
    amountCents: payment.amount_cents,
    description: `${advertiser.app_name}: sponsored impressions`,
    metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "cycle", cycle_ids: payment.cycle_ids.join(",") },
    idempotencyKey: payment.idempotency_key,
  };
}

/**
 * Records what became of a charge: from the call that made it, or from the provider's event about it, whichever
 * comes first; the second changes nothing, and neither touches cycles another charge has taken since.
 */
export async function recordChargeOutcome(context: BillingContext, payment: PaymentRow, outcome: ChargeOutcome): Promise<ChargeResult> {
  const now = context.clock();
  const cycleIds = payment.cycle_ids;
  if (outcome.status === "succeeded") {
    await context.paymentRecords.settle(payment.id, { status: "succeeded", paymentIntentId: outcome.paymentIntentId, at: now });
    await context.cycles.settleCharge(payment.id, { paid: true, at: now });
    await clearOverdueWhenSettled(context, payment.advertiser_id);
    context.log.info({ advertiserId: payment.advertiser_id, paymentId: payment.id, amountCents: payment.amount_cents }, "weekly charge paid");
    return { kind: "paid", amountCents: payment.amount_cents, cycleIds };
  }

  if (outcome.status === "card_missing") await forgetMissingCard(context, payment.advertiser_id, outcome.missing);
  await context.paymentRecords.settle(payment.id, {
    status: outcome.status === "needs_customer" ? "needs_customer" : "failed",
    paymentIntentId: outcome.paymentIntentId,
    failureReason: outcome.reason,
    at: now,
  });
  // Overdue from the first failure on: the app leaves search at once, and the retries count from then. A card that
  // needs its owner (authentication) is not retried in the background: the dashboard asks them.
  const overdueSince = (await context.advertisers.findById(payment.advertiser_id))?.overdue_since ?? now;
  const attempts = Math.max(
    1,
    ...(await Promise.all(cycleIds.map((id) => context.cycles.findById(id)))).map((cycle) => cycle?.charge_attempts ?? 1),
  );
  // Only a declined card may pay later; a card the provider lost, or one that needs its owner, cannot.
  const nextAttemptAt = outcome.status === "failed" ? nextAttemptAfter(attempts, overdueSince) : null;
  const failed = await context.cycles.settleCharge(payment.id, { paid: false, reason: outcome.reason, nextAttemptAt });
  // A late report of a charge the cycles have moved past changes nothing.
  if (failed.length === 0) return { kind: "nothing" };
  await context.advertisers.markOverdue(payment.advertiser_id, now);
  context.log.warn(
    { advertiserId: payment.advertiser_id, paymentId: payment.id, reason: outcome.reason, providerCode: providerCodeOf(outcome) },
    "weekly charge failed",
  );
  return { kind: "failed", amountCents: payment.amount_cents, cycleIds, reason: outcome.reason, needsCustomer: outcome.status !== "failed" };
}

const providerCodeOf = (outcome: Exclude<ChargeOutcome, { status: "succeeded" }>) =>
  outcome.status === "failed" ? outcome.declineCode : outcome.status === "card_missing" ? outcome.providerCode : "authentication_required";

/**
 * The provider no longer has the advertiser's customer or card (`resource_missing`): retrying cannot help. A lost
 * customer is replaced by a new one; either way the saved card is forgotten, so the dashboard asks for a card.
 */
async function forgetMissingCard(context: BillingContext, advertiserId: number, missing: string): Promise<void> {
  const advertiser = await context.advertisers.findById(advertiserId);
  if (!advertiser) return;
  if (missing === "customer") await replaceMissingCustomer(context, advertiser);
  else await context.advertisers.update(advertiserId, { stripe_payment_method_id: null });
}

/** Overdue ends when no bill of the advertiser is failed any more. */
export async function clearOverdueWhenSettled(context: BillingContext, advertiserId: number): Promise<void> {
  await context.advertisers.clearOverdue(advertiserId);
}
