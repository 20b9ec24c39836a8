import { UPFRONT_FEE_CENTS } from "@kidsafe/contracts";
import type { AdvertiserRow } from "@kidsafe/db";
import { clearOverdueWhenSettled } from "./charges.ts";
import type { BillingContext } from "./context.ts";
import type { CheckoutOutcome } from "./payments-port.ts";

/** Where the provider's hosted checkout sends the advertiser back; `{CHECKOUT_SESSION_ID}` is filled in by it. */
export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

export class BillingError extends Error {
  constructor(
    readonly kind: "unknown_session" | "not_paid" | "not_found",
    message: string,
  ) {
    super(message);
  }
}

/** The advertiser's customer at the payment provider, made once (a second call, or a retried one, finds the same). */
async function customerOf(context: BillingContext, advertiser: AdvertiserRow): Promise<string> {
  if (advertiser.stripe_customer_id) return advertiser.stripe_customer_id;
  const { customerId } = await context.payments.createCustomer({
    name: advertiser.app_name,
    metadata: { advertiser_id: String(advertiser.id) },
    idempotencyKey: `customer-${advertiser.id}`,
  });
  await context.advertisers.update(advertiser.id, { stripe_customer_id: customerId });
  return customerId;
}

/**
 * The checkout for the $100 upfront fee, keeping the card for the weekly charges. Asked again for the same
 * advertiser (a reload, a second tab) it answers the same checkout while the provider keeps it open.
 */
export async function startUpfrontPayment(context: BillingContext, advertiser: AdvertiserRow, urls: ReturnUrls): Promise<string> {
  const customerId = await customerOf(context, advertiser);
  const idempotencyKey = `upfront-${advertiser.id}`;
  const payment = await context.paymentRecords.begin({
    advertiserId: advertiser.id,
    purpose: "upfront",
    amountCents: UPFRONT_FEE_CENTS,
    idempotencyKey,
  });
  const checkout = await context.payments.createCheckout({
    customerId,
    amountCents: UPFRONT_FEE_CENTS,
    description: `${advertiser.app_name}: upfront fee`,
    ...urls,
    metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "upfront" },
    idempotencyKey,
  });
  await context.paymentRecords.attachCheckout(payment.id, checkout.checkoutSessionId);
  return checkout.url;
}

/**
 * A checkout for everything owed on these cycles, when the saved card cannot pay them (declined, or it needs its
 * owner): the card given there becomes the one for the weekly charges.
 */
export async function startSettlementCheckout(
  context: BillingContext,
  advertiser: AdvertiserRow,
  cycles: ReadonlyArray<{ id: string; amount_cents: number }>,
  urls: ReturnUrls,
): Promise<string> {
  const customerId = await customerOf(context, advertiser);
  const amountCents = cycles.reduce((sum, cycle) => sum + cycle.amount_cents, 0);
  const cycleIds = cycles.map((cycle) => cycle.id).join(",");
  // One checkout per set of cycles and amount: paying again for the same bill opens the same checkout.
  const idempotencyKey = `settle-${advertiser.id}-${cycleIds}-${amountCents}`;
  const payment = await context.paymentRecords.begin({
    advertiserId: advertiser.id,
    purpose: "settlement",
    cycleIds: cycles.map((cycle) => cycle.id),
    amountCents,
    idempotencyKey,
  });
  const checkout = await context.payments.createCheckout({
    customerId,
    amountCents,
    description: `${advertiser.app_name}: weekly impressions owed`,
    ...urls,
    metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "settlement" },
    idempotencyKey,
  });
  await context.paymentRecords.attachCheckout(payment.id, checkout.checkoutSessionId);
  return checkout.url;
}

export interface CompletedCheckout {
  advertiserId: number;
  purpose: "upfront" | "settlement";
}

/**
 * A checkout the provider says is paid: the upfront fee makes the app live and starts its billing; a settlement
 * pays its cycles. The provider's answer decides, never the browser's: the session is read from the provider, and
 * must be one we made. Doing it again (the page reloaded, the webhook arriving first or twice) changes nothing more.
 */
export async function completeCheckout(context: BillingContext, outcome: CheckoutOutcome): Promise<CompletedCheckout> {
  const payment = await context.paymentRecords.byCheckoutSession(outcome.id);
  if (!payment || payment.purpose === "cycle") throw new BillingError("unknown_session", "This payment session is not one of ours.");
  if (!outcome.paid) throw new BillingError("not_paid", "The payment has not been completed.");
  const now = context.clock();
  await context.paymentRecords.settle(payment.id, { status: "succeeded", paymentIntentId: outcome.paymentIntentId, at: now });

  if (payment.purpose === "upfront") {
    await context.advertisers.recordUpfrontPaid(payment.advertiser_id, { at: now, paymentMethodId: outcome.paymentMethodId });
    return { advertiserId: payment.advertiser_id, purpose: "upfront" };
  }
  await context.cycles.markPaid(payment.cycle_ids, payment.id, now);
  if (outcome.paymentMethodId) await context.advertisers.update(payment.advertiser_id, { stripe_payment_method_id: outcome.paymentMethodId });
  await clearOverdueWhenSettled(context, payment.advertiser_id);
  return { advertiserId: payment.advertiser_id, purpose: "settlement" };
}

/** Reads a checkout from the provider by its id (from the return URL) and completes it. */
export async function completeCheckoutById(context: BillingContext, checkoutSessionId: string): Promise<CompletedCheckout> {
  const outcome = await context.payments.getCheckout(checkoutSessionId);
  if (!outcome) throw new BillingError("unknown_session", "This payment session does not exist.");
  return completeCheckout(context, outcome);
}
