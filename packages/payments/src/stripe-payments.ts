// Every write carries the caller's idempotency key, so a retry after a crash or timeout gets the first answer back.
import { requestIdHeaders } from "@kidsafe/server-kit/request-id";
import Stripe from "stripe";
import { chargeOutcomeOfCardError, chargeOutcomeOfIntent, chargeOutcomeOfMissingCard } from "./charge-outcome.ts";
import { PaymentsError, toPaymentsError } from "./errors.ts";
import type { CheckoutRequest, Payments, PaymentsConfig } from "./payments.ts";
import { createStripeClient } from "./stripe-client.ts";
import { checkoutOutcomeOf } from "./stripe-objects.ts";
import { paymentEventOf, verifiedEvent } from "./webhook-events.ts";

const CURRENCY = "usd";

function requirePositiveCents(amountCents: number, action: string): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new PaymentsError("invalid_request", `${action}: the amount must be a positive whole number of cents (got ${amountCents}).`);
  }
}

const requestOptions = (idempotencyKey?: string): Stripe.RequestOptions => ({
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  headers: requestIdHeaders(),
});

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";

export function createPayments(config: PaymentsConfig): Payments {
  const stripe = createStripeClient(config);

  async function getCheckout(checkoutSessionId: string) {
    try {
      const session = await stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ["payment_intent"] }, requestOptions());
      return checkoutOutcomeOf(session);
    } catch (error) {
      if (isMissing(error)) return null;
      throw toPaymentsError(error, `Reading Checkout Session ${checkoutSessionId}`);
    }
  }

  /** With a customer the card is kept for the charges that follow; without one it is used once and kept nowhere. */
  async function openCheckout(action: string, request: CheckoutRequest, customerId: string | undefined) {
    const { amountCents, description, successUrl, cancelUrl, metadata, idempotencyKey } = request;
    requirePositiveCents(amountCents, action);
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          ...(customerId === undefined ? {} : { customer: customerId }),
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: amountCents, product_data: { name: description } } }],
          payment_intent_data:
            customerId === undefined ? { description, metadata } : { setup_future_usage: "off_session", description, metadata },
          allowed_payment_method_types: ["card"],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
        },
        requestOptions(idempotencyKey),
      );
      if (!session.url) throw new PaymentsError("invalid_request", `${action}: Stripe returned session ${session.id} without a URL.`);
      return { checkoutSessionId: session.id, url: session.url };
    } catch (error) {
      throw toPaymentsError(error, action);
    }
  }

  return {
    async createCustomer({ name, metadata, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create({ name, metadata }, requestOptions(idempotencyKey));
        return { customerId: customer.id };
      } catch (error) {
        throw toPaymentsError(error, "Creating the Stripe customer");
      }
    },

    createCheckout: (input) => openCheckout("Creating the Checkout Session", input, input.customerId),

    createOneTimeCheckout: (input) => openCheckout("Creating the one-time Checkout Session", input, undefined),

    getCheckout,

    async expireCheckout(checkoutSessionId) {
      try {
        const session = await stripe.checkout.sessions.expire(checkoutSessionId, { expand: ["payment_intent"] }, requestOptions());
        return checkoutOutcomeOf(session);
      } catch (error) {
        if (isMissing(error)) return null;
        // Not open any more: what it is now decides, so read it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
          throw toPaymentsError(error, `Expiring Checkout Session ${checkoutSessionId}`);
      }
      return getCheckout(checkoutSessionId);
    },

    async chargeSavedCard({ customerId, paymentMethodId, amountCents, description, metadata, idempotencyKey }) {
      const action = "Charging the saved card";
      requirePositiveCents(amountCents, action);
      try {
        const paymentIntent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: CURRENCY,
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            description,
            metadata,
            // No redirect-based methods, so no return_url is needed.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          },
          requestOptions(idempotencyKey),
        );
        return chargeOutcomeOfIntent(paymentIntent);
      } catch (error) {
        const outcome = chargeOutcomeOfCardError(error) ?? chargeOutcomeOfMissingCard(error);
        if (outcome) return outcome;
        throw toPaymentsError(error, action);
      }
    },

    async refundPayment({ paymentIntentId, idempotencyKey }) {
      try {
        await stripe.refunds.create({ payment_intent: paymentIntentId }, requestOptions(idempotencyKey));
      } catch (error) {
        // An earlier call whose answer was lost refunded it already.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") return;
        throw toPaymentsError(error, `Refunding payment ${paymentIntentId}`);
      }
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId, {}, requestOptions());
      } catch (error) {
        if (isMissing(error)) return;
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached to a customer/i.test(error.message)) return;
        throw toPaymentsError(error, `Detaching payment method ${paymentMethodId}`);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      return paymentEventOf(verifiedEvent(stripe, rawBody, signatureHeader, config.webhookSecret));
    },
  };
}
