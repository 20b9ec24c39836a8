import type { BillingCycleRow } from "@kidsafe/db";
import type { BillingContext } from "./context.ts";
import { nextAttemptAfter } from "./dunning.ts";
import type { ChargeOutcome } from "./payments-port.ts";

export type CycleChargeResult =
  | { kind: "skipped" }
  | { kind: "paid"; cycleId: string }
  | { kind: "failed"; cycleId: string; reason: string; needsCustomer: boolean };

/** The idempotency key of one charge attempt of one cycle: a retry of the same attempt is the same payment. */
export const cycleChargeKey = (cycleId: string, attempt: number) => `cycle-${cycleId}-${attempt}`;

const NO_SAVED_CARD = "No card is saved for weekly billing. Please pay from your dashboard.";

/**
 * Charges one closed cycle on the advertiser's saved card, exactly once. The cycle is marked `charging` with its
 * attempt number before the provider is asked, under a key made of both: a crash after asking leaves it
 * `charging`, and the retry (the job's, or the sweep's) asks again with the same key, which the provider answers
 * with the same payment. `retryFailed` says whether a failed cycle may be tried again now (the dunning schedule,
 * or the advertiser paying from the dashboard).
 */
export async function chargeCycle(
  context: BillingContext,
  cycleId: string,
  retryFailed: (cycle: BillingCycleRow) => boolean,
): Promise<CycleChargeResult> {
  const taken = await context.cycles.beginCharge(cycleId, retryFailed);
  if (!taken) return { kind: "skipped" };
  const { cycle, attempt } = taken;
  const advertiser = await context.advertisers.findById(cycle.advertiser_id);
  const idempotencyKey = cycleChargeKey(cycle.id, attempt);
  const payment = await context.paymentRecords.begin({
    advertiserId: cycle.advertiser_id,
    purpose: "cycle",
    billingCycleId: cycle.id,
    amountCents: cycle.amount_cents,
    idempotencyKey,
  });

  let outcome: ChargeOutcome;
  if (!advertiser?.stripe_customer_id || !advertiser.stripe_payment_method_id) {
    outcome = { status: "failed", paymentIntentId: null, reason: NO_SAVED_CARD, declineCode: null };
  } else {
    // A provider that cannot be reached throws: the cycle stays `charging` and the job retries the same attempt.
    outcome = await context.payments.chargeSavedCard({
      customerId: advertiser.stripe_customer_id,
      paymentMethodId: advertiser.stripe_payment_method_id,
      amountCents: cycle.amount_cents,
      description: `${advertiser.app_name}: impressions ${cycle.cycle_start.toISOString().slice(0, 10)} to ${cycle.cycle_end.toISOString().slice(0, 10)}`,
      metadata: { advertiser_id: String(cycle.advertiser_id), cycle_id: cycle.id, attempt: String(attempt) },
      idempotencyKey,
    });
  }
  return recordChargeOutcome(context, { cycle, attempt, paymentId: payment.id }, outcome);
}

/**
 * Records what became of a charge attempt: from the job that made it, or from the provider's event about it,
 * whichever comes first; the second changes nothing.
 */
export async function recordChargeOutcome(
  context: BillingContext,
  charge: { cycle: BillingCycleRow; attempt: number; paymentId: string | null },
  outcome: ChargeOutcome,
): Promise<CycleChargeResult> {
  const { cycle, attempt, paymentId } = charge;
  const now = context.clock();
  if (outcome.status === "succeeded") {
    await context.cycles.markPaid(cycle.id, outcome.paymentIntentId, now);
    if (paymentId) await context.paymentRecords.settle(paymentId, { status: "succeeded", paymentIntentId: outcome.paymentIntentId, at: now });
    await clearOverdueWhenSettled(context, cycle.advertiser_id);
    context.log.info({ cycleId: cycle.id, advertiserId: cycle.advertiser_id, amountCents: cycle.amount_cents }, "billing cycle paid");
    return { kind: "paid", cycleId: cycle.id };
  }

  if (paymentId) {
    await context.paymentRecords.settle(paymentId, {
      status: outcome.status === "needs_customer" ? "needs_customer" : "failed",
      paymentIntentId: outcome.paymentIntentId,
      failureReason: outcome.reason,
      at: now,
    });
  }
  // Overdue from the first failure on: the app leaves search at once, and the retries count from then.
  const overdueSince = (await context.advertisers.findById(cycle.advertiser_id))?.overdue_since ?? now;
  // A card that needs its owner (authentication) is not retried in the background: the dashboard asks them.
  const nextAttemptAt = outcome.status === "needs_customer" ? null : nextAttemptAfter(attempt, overdueSince);
  const recorded = await context.cycles.markFailed(cycle.id, attempt, { paymentIntentId: outcome.paymentIntentId, reason: outcome.reason, nextAttemptAt });
  // A late report of an attempt the cycle has moved past changes nothing.
  if (!recorded) return { kind: "skipped" };
  await context.advertisers.markOverdue(cycle.advertiser_id, now);
  context.log.warn({ cycleId: cycle.id, advertiserId: cycle.advertiser_id, attempt, reason: outcome.reason }, "billing cycle charge failed");
  return { kind: "failed", cycleId: cycle.id, reason: outcome.reason, needsCustomer: outcome.status === "needs_customer" };
}

/** Overdue ends when no bill of the advertiser is failed any more. */
export async function clearOverdueWhenSettled(context: BillingContext, advertiserId: number): Promise<void> {
  const unpaid = await context.cycles.unpaid(advertiserId);
  if (unpaid.some((cycle) => cycle.state === "failed")) return;
  await context.advertisers.update(advertiserId, { overdue_since: null });
}
