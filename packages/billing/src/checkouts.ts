import { UPFRONT_FEE_CENTS } from "@kidsafe/contracts";
import type { AdvertiserRecord } from "@kidsafe/db";
import { randomUUID } from "node:crypto";
import { PaymentsError } from "@kidsafe/payments";
import { clearOverdueWhenSettled } from "./charges.ts";
import type { BillingContext } from "./context.ts";
import { settledPart } from "./overpayments.ts";
import type { CheckoutOutcome } from "./payments-port.ts";
import { CHECKOUT_CLOSED_REASON, CHECKOUT_HOLD_MS } from "./reservations.ts";

/** `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
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

/** Idempotent: a second or retried call finds the same customer. */
async function customerOf(context: BillingContext, advertiser: AdvertiserRecord): Promise<string> {
  if (advertiser.stripeCustomerId) return advertiser.stripeCustomerId;
  return newCustomer(context, advertiser, `customer-${advertiser.id}`);
}

async function newCustomer(context: BillingContext, advertiser: AdvertiserRecord, idempotencyKey: string): Promise<string> {
  const { customerId } = await context.payments.createCustomer({
    name: advertiser.appName,
    metadata: { advertiser_id: String(advertiser.id) },
    idempotencyKey,
  });
  await context.advertisers.update(advertiser.id, { stripeCustomerId: customerId });
  return customerId;
}

/** The key names the customer replaced, so a retry makes the same new one and a later loss another. */
export async function replaceMissingCustomer(context: BillingContext, advertiser: AdvertiserRecord): Promise<string> {
  const customerId = await newCustomer(context, advertiser, `customer-${advertiser.id}-after-${advertiser.stripeCustomerId ?? "none"}`);
  await context.advertisers.update(advertiser.id, { stripePaymentMethodId: null });
  context.log.warn(
    { advertiserId: advertiser.id, providerCode: "resource_missing", missingCustomerId: advertiser.stripeCustomerId, customerId },
    "the provider had no such customer: a new one was made, and a card will be asked for",
  );
  return customerId;
}

type CheckoutInput = Omit<Parameters<BillingContext["payments"]["createCheckout"]>[0], "customerId">;

async function checkoutFor(context: BillingContext, advertiser: AdvertiserRecord, input: CheckoutInput) {
  try {
    return await context.payments.createCheckout({ ...input, customerId: await customerOf(context, advertiser) });
  } catch (error) {
    if (!(error instanceof PaymentsError && error.kind === "resource_missing" && error.param === "customer")) throw error;
    return context.payments.createCheckout({ ...input, customerId: await replaceMissingCustomer(context, advertiser) });
  }
}

/** A reload or second tab gets the same checkout while the provider keeps it open. */
export async function startUpfrontPayment(context: BillingContext, advertiser: AdvertiserRecord, urls: ReturnUrls): Promise<string> {
  const idempotencyKey = `upfront-${advertiser.id}`;
  const payment = await context.paymentRecords.begin({
    advertiserId: advertiser.id,
    purpose: "upfront",
    amountCents: UPFRONT_FEE_CENTS,
    idempotencyKey,
  });
  const checkout = await checkoutFor(context, advertiser, {
    amountCents: UPFRONT_FEE_CENTS,
    description: `${advertiser.appName}: upfront fee`,
    ...urls,
    metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "upfront" },
    idempotencyKey,
  });
  await context.paymentRecords.attachCheckout(payment.id, checkout.checkoutSessionId);
  return checkout.url;
}

/** Its cycles are held while it is open (reservations.ts), so retries and card charges leave them alone. */
export async function startSettlementCheckout(
  context: BillingContext,
  advertiser: AdvertiserRecord,
  urls: ReturnUrls,
): Promise<{ url: string; amountCents: number } | undefined> {
  const held = await context.charges.reserveForSettlement(advertiser.id, {
    until: new Date(context.clock().getTime() + CHECKOUT_HOLD_MS),
    idempotencyKey: `settle-${advertiser.id}-${randomUUID()}`,
  });
  if (!held) return undefined;
  const { payment } = held;
  try {
    const checkout = await checkoutFor(context, advertiser, {
      amountCents: payment.amountCents,
      description: `${advertiser.appName}: weekly impressions owed`,
      ...urls,
      metadata: { advertiser_id: String(advertiser.id), payment_id: payment.id, purpose: "settlement" },
      idempotencyKey: payment.idempotencyKey,
    });
    await context.paymentRecords.attachCheckout(payment.id, checkout.checkoutSessionId);
    return { url: checkout.url, amountCents: payment.amountCents };
  } catch (error) {
    await context.charges.release(payment.id);
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
  /** "none": paid otherwise meanwhile, so refunded; "part": flagged for an operator. */
  settled: "all" | "part" | "none";
}

/** The provider's answer decides, never the browser's; completing again (reload, webhook twice) changes nothing. */
export async function completeCheckout(context: BillingContext, outcome: CheckoutOutcome): Promise<CompletedCheckout> {
  const payment = await context.paymentRecords.byCheckoutSession(outcome.id);
  if (!payment || payment.purpose === "cycle") throw new BillingError("unknown_session", "This payment session is not one of ours.");
  if (!outcome.paid) throw new BillingError("not_paid", "The payment has not been completed.");
  const now = context.clock();
  await context.paymentRecords.settle(payment.id, { status: "succeeded", paymentIntentId: outcome.paymentIntentId, at: now });

  if (payment.purpose === "upfront") {
    await context.advertisers.recordUpfrontPaid(payment.advertiserId, { at: now, paymentMethodId: outcome.paymentMethodId });
    return { advertiserId: payment.advertiserId, purpose: "upfront", settled: "all" };
  }
  await context.cycles.markPaid(payment.cycleIds, payment.id, now);
  await context.charges.release(payment.id);
  if (outcome.paymentMethodId) await context.advertisers.update(payment.advertiserId, { stripePaymentMethodId: outcome.paymentMethodId });
  await clearOverdueWhenSettled(context, payment.advertiserId);
  const settled = await settledPart(context, payment, outcome);
  return { advertiserId: payment.advertiserId, purpose: "settlement", settled };
}

export async function completeCheckoutById(context: BillingContext, checkoutSessionId: string): Promise<CompletedCheckout> {
  const outcome = await context.payments.getCheckout(checkoutSessionId);
  if (!outcome) throw new BillingError("unknown_session", "This payment session does not exist.");
  return completeCheckout(context, outcome);
}
