import { completeCheckout } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";

/** Stripe's default checkout lifetime, counted on billing's clock. */
export const CHECKOUT_HOLD_MS = 24 * 60 * 60 * 1000;

export const CHECKOUT_CLOSED_REASON = "The checkout was closed unpaid.";

/** Each checkout is expired at the provider first, so it cannot be paid once the card has been; one paid meanwhile is completed. */
export async function endHolds(context: BillingContext, advertiserId: number, which: "lapsed" | "all"): Promise<void> {
  const lapsedAt = which === "lapsed" ? context.clock() : undefined;
  for (const paymentId of await context.charges.reservationsOf(advertiserId, lapsedAt)) await endHold(context, paymentId);
}

async function endHold(context: BillingContext, paymentId: string): Promise<void> {
  const payment = await context.paymentRecords.findById(paymentId);
  const sessionId = payment?.stripeCheckoutSessionId;
  // No session recorded: the provider never answered its creation, so nobody can pay it.
  const session = sessionId ? await context.payments.expireCheckout(sessionId) : null;
  if (session?.paid) {
    await completeCheckout(context, session);
    return;
  }
  await context.charges.release(paymentId);
  await context.paymentRecords.settle(paymentId, {
    status: "failed",
    paymentIntentId: null,
    failureReason: CHECKOUT_CLOSED_REASON,
    at: context.clock(),
  });
  context.log.info(
    { advertiserId: payment?.advertiserId, paymentId, checkoutSessionId: sessionId },
    "settlement checkout closed: its cycles are free",
  );
}
