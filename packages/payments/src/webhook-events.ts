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

type ChargeEvent = Extract<PaymentEvent, { kind: "charge_succeeded" | "charge_failed" }>;

/** A success counts what was received; a failure, what was asked for, and why it failed. */
function chargeEventOf(id: string, paymentIntent: Stripe.PaymentIntent, kind: ChargeEvent["kind"]): ChargeEvent {
  const failed = kind === "charge_failed";
  return {
    id,
    kind,
    paymentIntentId: paymentIntent.id,
    amountCents: failed ? paymentIntent.amount : paymentIntent.amount_received,
    metadata: paymentIntent.metadata,
    reason: failed ? (paymentIntent.last_payment_error?.message ?? "The payment did not go through.") : null,
  };
}

export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed":
      return { id: event.id, kind: "checkout_completed", checkout: checkoutOutcomeOf(event.data.object) };
    case "payment_intent.succeeded":
      return chargeEventOf(event.id, event.data.object, "charge_succeeded");
    case "payment_intent.payment_failed":
      return chargeEventOf(event.id, event.data.object, "charge_failed");
    default:
      return { id: event.id, kind: "ignored", type: event.type };
  }
}
