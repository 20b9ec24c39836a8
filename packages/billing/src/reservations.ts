import { completeCheckout } from "./checkouts.ts";
import type { BillingContext } from "./context.ts";

/**
 * How long a settlement checkout holds its cycles when nothing ends the hold sooner: the provider's checkout
 * lifetime (Stripe's default, 24 hours), counted on billing's clock.
 */
export const CHECKOUT_HOLD_MS = 24 * 60 * 60 * 1000;

/** Why a settlement payment ended unpaid: its checkout was closed, by its lifetime or for a newer one or the card. */
export const CHECKOUT_CLOSED_REASON = "The checkout was closed unpaid.";

/**
 * Ends the holds of an advertiser's settlement checkouts before the card is charged for their cycles: all of them
 * (the advertiser pays again, the account ends) or those lapsed by now (the retry schedule). Each checkout is first
 * expired at the provider, so it cannot be paid once the card has been; one the advertiser paid meanwhile is
 * completed instead, and pays its cycles.
 */
export async function endHolds(context: BillingContext, advertiserId: number, which: "lapsed" | "all"): Promise<void> {
  const lapsedAt = which === "lapsed" ? context.clock() : undefined;
  for (const paymentId of await context.cycles.reservationsOf(advertiserId, lapsedAt)) await endHold(context, paymentId);
}

async function endHold(context: BillingContext, paymentId: string): Promise<void> {
  const payment = await context.paymentRecords.findById(paymentId);
  const sessionId = payment?.stripe_checkout_session_id;
  // No session recorded: the provider never answered its creation, so nobody has its page to pay it on.
  const session = sessionId ? await context.payments.expireCheckout(sessionId) : null;
  if (session?.paid) {
    await completeCheckout(context, session);
    return;
  }
  await context.cycles.release(paymentId);
  await context.paymentRecords.settle(paymentId, {
    status: "failed",
    paymentIntentId: null,
    failureReason: CHECKOUT_CLOSED_REASON,
    at: context.clock(),
  });
  context.log.info(
    { advertiserId: payment?.advertiser_id, paymentId, checkoutSessionId: sessionId },
    "settlement checkout closed: its cycles are free",
  );
}
