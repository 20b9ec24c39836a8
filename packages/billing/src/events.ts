import { recordChargeOutcome } from "./charges.ts";
import { BillingError, completeCheckoutById } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";
import type { PaymentEvent } from "./payments-port.ts";

/** The metadata `purpose` of a parent's consent card check (apps/api's parents module makes them). */
export const PARENTAL_CONSENT_PURPOSE = "parental_consent";

export type EventHandling = "handled" | "duplicate" | "ignored";

/**
 * A payment provider's event (a webhook), acted on once: a completed checkout, or the outcome of a weekly charge,
 * which may arrive before the call that made the charge recorded it, or after; either way the cycles end up the
 * same. An event that fails to be handled is forgotten, so the provider's next delivery is handled again.
 */
export async function applyPaymentEvent(context: BillingContext, event: PaymentEvent): Promise<EventHandling> {
  if (event.kind === "ignored") return "ignored";
  // A parent's card check is not billing's: the parent area records the consent when the parent comes back from it.
  if (event.kind === "checkout_completed" && event.checkout.metadata.purpose === PARENTAL_CONSENT_PURPOSE) return "ignored";
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
    // Only weekly charges carry a payment id; the upfront checkout's charge is handled by its checkout.
    const payment = event.metadata.payment_id ? await context.paymentRecords.findById(event.metadata.payment_id) : undefined;
    if (!payment || payment.purpose !== "cycle") return "ignored";
    await recordChargeOutcome(
      context,
      payment,
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
