import { recordChargeOutcome } from "./charges.ts";
import { cycleChargeKey } from "./charges.ts";
import { BillingError, completeCheckoutById } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";
import type { PaymentEvent } from "./payments-port.ts";

export type EventHandling = "handled" | "duplicate" | "ignored";

/**
 * A payment provider's event (a webhook), acted on once: a completed checkout, or the outcome of a weekly charge,
 * which may arrive before the job that made the charge recorded it, or after; either way the cycle ends up the
 * same. An event that fails to be handled is forgotten, so the provider's next delivery is handled again.
 */
export async function applyPaymentEvent(context: BillingContext, event: PaymentEvent): Promise<EventHandling> {
  if (event.kind === "ignored") return "ignored";
  if (!(await context.paymentEvents.recordOnce(event.id, event.kind))) return "duplicate";
  try {
    if (event.kind === "checkout_completed") {
      try {
        // The event names the session; the provider's own read of it has the card (the event does not).
        await completeCheckoutById(context, event.checkout.id);
      } catch (error) {
        // Another system's checkout on the same account, or one not paid yet: nothing of ours to do.
        if (error instanceof BillingError) return "ignored";
        throw error;
      }
      return "handled";
    }
    const cycleId = event.metadata.cycle_id;
    const attempt = Number(event.metadata.attempt);
    const cycle = cycleId ? await context.cycles.findById(cycleId) : undefined;
    if (!cycle || !Number.isInteger(attempt) || attempt < 1) return "ignored";
    const payment = await context.paymentRecords.begin({
      advertiserId: cycle.advertiser_id,
      purpose: "cycle",
      billingCycleId: cycle.id,
      amountCents: cycle.amount_cents,
      idempotencyKey: cycleChargeKey(cycle.id, attempt),
    });
    await recordChargeOutcome(
      context,
      { cycle, attempt, paymentId: payment.id },
      event.kind === "charge_succeeded"
        ? { status: "succeeded", paymentIntentId: event.paymentIntentId }
        : { status: "failed", paymentIntentId: event.paymentIntentId, reason: event.reason ?? "The card was declined.", declineCode: null },
    );
    return "handled";
  } catch (error) {
    await context.paymentEvents.forget(event.id);
    throw error;
  }
}
