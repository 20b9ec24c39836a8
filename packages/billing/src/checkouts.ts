import { UPFRONT_FEE_CENTS } from "@kidsafe/contracts";
import type { AdvertiserRow } from "@kidsafe/db";
import { randomUUID } from "node:crypto";
import { PaymentsError } from "@kidsafe/payments";
import { clearOverdueWhenSettled } from "./charges.ts";
import type { BillingContext } from "./context.ts";
import { settledPart } from "./overpayments.ts";
import type { CheckoutOutcome } from "./payments-port.ts";
import { CHECKOUT_CLOSED_REASON, CHECKOUT_HOLD_MS } from "./reservations.ts";

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
  return newCustomer(context, advertiser, `customer-${advertiser.id}`);
}

async function newCustomer(context: BillingContext, advertiser: AdvertiserRow, idempotencyKey: string): Promise<string> {
  const { customerId } = await context.payments.createCustomer({
    name: advertiser.app_name,
    metadata: { advertiser_id: String(advertiser.id) },
    idempotencyKey,
  });
  await context.advertisers.update(advertiser.id, { stripe_customer_id: customerId });
  return customerId;
}

/**
 * The provider no longer has the advertiser's customer (deleted at the provider): a new one is made, and the saved
 * card, which went with the old one, is forgotten; the next payment asks for a card. The key names the customer
 * replaced, so a retry makes the same new one and a later loss another.
 */
export async function replaceMissingCustomer(context: BillingContext, advertiser: AdvertiserRow): Promise<string> {
  const customerId = await newCustomer(context, advertiser, `customer-${advertiser.id}-after-${advertiser.stripe_customer_id ?? "none"}`);
  await context.advertisers.update(advertiser.id, { stripe_payment_method_id: null });
  context.log.warn(
    { advertiserId: advertiser.id, providerCode: "resource_missing", missingCustomerId: advertiser.stripe_customer_id, customerId },
    "the provider had no such customer: a new one was made, and a card will be asked for",
  );
  return customerId;
}

type CheckoutInput = Omit<Parameters<BillingContext["payments"]["createCheckout"]>[0], "customerId">;

/** A checkout on the advertiser's customer; a customer the provider lost is replaced once, and asked again. */
async function checkoutFor(context: BillingContext, advertiser: AdvertiserRow, input: CheckoutInput) {
  try {
    return await context.payments.createCheckout({ ...input, customerId: await customerOf(context, advertiser) });
  } catch (error) {
    if (!(error instanceof PaymentsError && error.kind === "resource_missing" && error.param === "customer")) throw error;
    return context.payments.createCheckout({ ...input, customerId: await replaceMissingCustomer(context, advertiser) });
  }
}

/**
 * The checkout for the $100 upfront fee, keeping the card for the weekly charges. Asked again for the same
 * advertiser (a reload, a second tab) it answers the same checkout while the provider keeps it open.
 */
export async function startUpfrontPayment(context: BillingContext, advertiser: AdvertiserRow, urls: ReturnUrls): Promise<string> {
  const idempotencyKey = `upfront-${advertiser.id}`;
  const payment = await context.paymentRecords.begin({
    advertiserId: advertiser.id,
    purpose: "upfront",
    amountCents: UPFRONT_FEE_CENTS,
    idempotencyKey,
  });
  const checkout = await checkoutFor(context, advertiser, {
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
 * A checkout for everything owed, when the saved card cannot pay it (declined, needs its owner, or gone): the card
 * given there becomes the one for the weekly charges. Its cycles are held while it is open (reservations.ts): the
 * retries leave them alone, and any card charge of them expires it first. Undefined when nothing is left to hold.
 */
export async function startSettlementCheckout(
  context: BillingContext,
  advertiser: AdvertiserRow,
  urls: ReturnUrls,
): Promise<{ url: string; amountCents: number } | undefined> {
  const held = await context.cycles.reserveForSettlement(advertiser.id, {
    until: new Date(context.clock().getTime() + CHECKOUT_HOLD_MS),
    idempotencyKey: `settle-${advertiser.id}-${randomUUID()}`,
  });
  if (!held) return undefined;
  const { payment } = held;
  try {
    const checkout = await checkoutFor(context, advertiser, {
      amountCents: payment.amount_cents,
      description: `${advertiser.app_name}: weekly impressions owed`,
      ...urls,
      metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "settlement" },
      idempotencyKey: payment.idempotency_key,
    });
    await context.paymentRecords.attachCheckout(payment.id, checkout.checkoutSessionId);
    return { url: checkout.url, amountCents: payment.amount_cents };
  } catch (error) {
    // No checkout to pay: the cycles are not held for one.
    await context.cycles.release(payment.id);
    await context.paymentRecords.settle(payment.id, {
      status: "failed",
      paymentIntentId: null,
      failureReason: CHECKOUT_CLOSED_REASON,
      at: context.clock(),
    });
    throw error;
  }
}

export interface CompletedCheckout {
  advertiserId: number;
  purpose: "upfront" | "settlement";
  /**
   * What a settlement paid of its cycles: "all"; "none" (they were paid otherwise meanwhile: the payment was
   * refunded); "part" (flagged for an operator). Always "all" for the upfront fee.
   */
  settled: "all" | "part" | "none";
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
    return { advertiserId: payment.advertiser_id, purpose: "upfront", settled: "all" };
  }
  await context.cycles.markPaid(payment.cycle_ids, payment.id, now);
  // Its cycles paid otherwise (a card charge, an operator's waiver) were held by it too: they are free now.
  await context.cycles.release(payment.id);
  if (outcome.paymentMethodId) await context.advertisers.update(payment.advertiser_id, { stripe_payment_method_id: outcome.paymentMethodId });
  await clearOverdueWhenSettled(context, payment.advertiser_id);
  const settled = await settledPart(context, payment, outcome);
  return { advertiserId: payment.advertiser_id, purpose: "settlement", settled };
}

/** Reads a checkout from the provider by its id (from the return URL) and completes it. */
export async function completeCheckoutById(context: BillingContext, checkoutSessionId: string): Promise<CompletedCheckout> {
  const outcome = await context.payments.getCheckout(checkoutSessionId);
  if (!outcome) throw new BillingError("unknown_session", "This payment session does not exist.");
  return completeCheckout(context, outcome);
}
