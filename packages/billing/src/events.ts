import { recordChargeOutcome } from "./charges.ts";
import { BillingError, completeCheckoutById } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";
import type { PaymentEvent } from "./payments-port.ts";

export const PARENTAL_CONSENT_PURPOSE = "parental_consent";

export type EventHandling = "handled" | "duplicate" | "ignored";

/** Handlers are idempotent; a failed one is forgotten so the provider's next delivery is handled again. */
export async function applyPaymentEvent(context: BillingContext, event: PaymentEvent): Promise<EventHandling> {
  if (event.kind === "ignored") return "ignored";
  // The parent area records the consent when the parent comes back.
  if (event.kind === "checkout_completed" && event.checkout.metadata.purpose === PARENTAL_CONSENT_PURPOSE) return "ignored";
  if (!(await context.paymentEvents.recordOnce(event.id, event.kind))) return "duplicate";
  try {
    if (event.kind === "checkout_completed") {
      try {
        // The event lacks the card; the provider's own read of the session has it.
        await completeCheckoutById(context, event.checkout.id);
      } catch (error) {
        if (error instanceof BillingError) return "ignored";
        throw error;
      }
      return "handled";
    }
    // The upfront checkout's charge is handled by its checkout.
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
