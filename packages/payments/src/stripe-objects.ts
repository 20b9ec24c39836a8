import type Stripe from "stripe";
import type { CheckoutOutcome } from "./payments.ts";

export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (field === null || field === undefined) return null;
  return typeof field === "string" ? field : field.id;
}

export function checkoutOutcomeOf(session: Stripe.Checkout.Session): CheckoutOutcome {
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    paid: session.status === "complete" && session.payment_status === "paid",
    amountCents: session.amount_total ?? 0,
    customerId: idOf(session.customer),
    paymentIntentId: idOf(paymentIntent),
    paymentMethodId: typeof paymentIntent === "object" && paymentIntent !== null ? idOf(paymentIntent.payment_method) : null,
    metadata: session.metadata ?? {},
  };
}
