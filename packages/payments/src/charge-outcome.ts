// Stripe answers a decline with a 402 card error: an outcome of the charge, not a failure of the call.
import Stripe from "stripe";
import { PaymentsError } from "./errors.ts";
import type { ChargeOutcome } from "./payments.ts";

const AUTHENTICATION_NEEDED = "The card's bank asks the cardholder to confirm this payment.";
const CUSTOMER_MISSING = "The saved payment details are no longer on file with the payment provider. Please pay from your dashboard.";
const CARD_MISSING = "The saved card is no longer on file with the payment provider. Please pay from your dashboard.";

export function chargeOutcomeOfIntent(paymentIntent: Stripe.PaymentIntent): ChargeOutcome {
  switch (paymentIntent.status) {
    case "succeeded":
      return { status: "succeeded", paymentIntentId: paymentIntent.id };
    case "requires_action":
    case "requires_confirmation":
      return { status: "needs_customer", paymentIntentId: paymentIntent.id, reason: AUTHENTICATION_NEEDED };
    case "processing":
      // Cards settle at once; should one not, the payment_intent.* webhook tells how it ended.
      throw new PaymentsError("unavailable", `PaymentIntent ${paymentIntent.id} is still processing; its webhook will tell the outcome.`);
    default: {
      const error = paymentIntent.last_payment_error;
      return {
        status: "failed",
        paymentIntentId: paymentIntent.id,
        reason: error?.message ?? `The payment did not go through (${paymentIntent.status}).`,
        declineCode: error?.decline_code ?? error?.code ?? null,
      };
    }
  }
}

export function chargeOutcomeOfCardError(error: unknown): ChargeOutcome | undefined {
  if (!(error instanceof Stripe.errors.StripeCardError)) return undefined;
  const paymentIntentId = error.payment_intent?.id ?? null;
  const declineCode = error.decline_code ?? error.code ?? null;
  if ((error.code === "authentication_required" || declineCode === "authentication_required") && paymentIntentId !== null) {
    return { status: "needs_customer", paymentIntentId, reason: error.message || AUTHENTICATION_NEEDED };
  }
  return { status: "failed", paymentIntentId, reason: error.message || "Your card was declined.", declineCode };
}

export function chargeOutcomeOfMissingCard(error: unknown): ChargeOutcome | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "resource_missing") return undefined;
  const missing = error.param === "customer" ? "customer" : "payment_method";
  return {
    status: "card_missing",
    paymentIntentId: null,
    reason: missing === "customer" ? CUSTOMER_MISSING : CARD_MISSING,
    missing,
    providerCode: "resource_missing",
  };
}
