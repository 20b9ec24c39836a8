import Stripe from "stripe";
import { WebhookSignatureError } from "./errors.ts";
import type { PaymentEvent } from "./payments.ts";
import { checkoutOutcomeOf } from "./stripe-objects.ts";

export function verifiedEvent(stripe: Stripe, rawBody: Buffer | string, signatureHeader: string | undefined, secret: string): Stripe.Event {
  if (!signatureHeader) throw new WebhookSignatureError("The request has no Stripe-Signature header.");
  try {
    return stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(`The Stripe-Signature does not match: ${error.message}`, { cause: error });
    }
    throw new WebhookSignatureError(`The webhook body is not a Stripe event: ${(error as Error).message}`, { cause: error });
  }
}

export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed":
      return { id: event.id, kind: "checkout_completed", checkout: checkoutOutcomeOf(event.data.object) };
    case "payment_intent.succeeded": {
      const paymentIntent = event.data.object;
      return {
        id: event.id,
        kind: "charge_succeeded",
        paymentIntentId: paymentIntent.id,
        amountCents: paymentIntent.amount_received,
        metadata: paymentIntent.metadata,
        reason: null,
      };
    }
    case "payment_intent.payment_failed": {
      const paymentIntent = event.data.object;
      return {
        id: event.id,
        kind: "charge_failed",
        paymentIntentId: paymentIntent.id,
        amountCents: paymentIntent.amount,
        metadata: paymentIntent.metadata,
        reason: paymentIntent.last_payment_error?.message ?? "The payment did not go through.",
      };
    }
    default:
      return { id: event.id, kind: "ignored", type: event.type };
  }
}
