// The real Stripe SDK through the adapter, against the Stripe emulator: the code path production uses, with only
// the host, port and protocol changed. The hosted checkout page is submitted as a browser would post its form.
import { randomUUID } from "node:crypto";
import { signatureHeader, startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaymentsError, STRIPE_API_VERSION, WebhookSignatureError, createPayments } from "../src/index.ts";
import type { Payments, PaymentsConfig } from "../src/index.ts";
import { startWebhookReceiver } from "./webhook-receiver.ts";
import type { WebhookReceiver } from "./webhook-receiver.ts";

const SECRET_KEY = "sk_test_payments_suite";
const WEBHOOK_SECRET = "whsec_payments_suite";
const CARDS = {
  pays: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  declinesOffSession: "4000 0000 0000 0341",
  needsAuthentication: "4000 0027 6000 3184",
};
const RETRY_DELAYS_MS = [20, 40, 80];

let emulator: StripeEmulator;
let payments: Payments;
let receiver: WebhookReceiver;
let config: PaymentsConfig;

beforeAll(async () => {
  emulator = await startStripeEmulator({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: RETRY_DELAYS_MS });
  config = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, host: "127.0.0.1", port: emulator.port, protocol: "http", timeoutMs: 2_000 };
  payments = createPayments(config);
  receiver = await startWebhookReceiver(payments);
  emulator.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
afterEach(async () => {
  // Each test starts with no delivery in flight, so one test's failing endpoint never meets another's events.
  await emulator.webhooksSettled();
  emulator.behaviour.reset();
  receiver.failNext = 0;
});

const key = (name: string) => `${name}-${randomUUID()}`;
const expiry = `12 / ${(new Date().getUTCFullYear() + 3) % 100}`;

function submitCheckoutPage(url: string, cardNumber: string) {
  const form = new URLSearchParams({ email: "dev@starmaths.example", cardnumber: cardNumber, "exp-date": expiry, cvc: "123" });
  return fetch(url, { method: "POST", body: form, redirect: "manual" });
}

async function customer() {
  return payments.createCustomer({ name: "Star Maths", metadata: { advertiserId: "7" }, idempotencyKey: key("customer") });
}

async function checkoutFor(customerId: string, amountCents = 10_000) {
  return payments.createCheckout({
    customerId,
    amountCents,
    description: "Upfront fee",
    successUrl: "http://127.0.0.1:3000/advertiser/payment-complete?session_id={CHECKOUT_SESSION_ID}&advertiser_id=7",
    cancelUrl: "http://127.0.0.1:3000/advertiser-register",
    metadata: { advertiserId: "7", purpose: "upfront" },
    idempotencyKey: key("checkout"),
  });
}

/** A customer who paid the upfront checkout with this card: their saved card, ready for weekly charges. */
async function paidCustomer(cardNumber = CARDS.pays) {
  const { customerId } = await customer();
  const checkout = await checkoutFor(customerId);
  expect((await submitCheckoutPage(checkout.url, cardNumber)).status).toBe(303);
  const outcome = await payments.getCheckout(checkout.checkoutSessionId);
  return { customerId, paymentMethodId: outcome?.paymentMethodId ?? "", checkout };
}

function weeklyCharge(customerId: string, paymentMethodId: string, cycleId = randomUUID(), amountCents = 2_350) {
  return payments.chargeSavedCard({
    customerId,
    paymentMethodId,
    amountCents,
    description: "Weekly impressions",
    metadata: { advertiserId: "7", cycleId },
    idempotencyKey: `cycle-${cycleId}`,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentsError);
  return error as PaymentsError;
}

async function eventsFor(match: (event: (typeof receiver.received)[number]) => boolean) {
  await emulator.webhooksSettled();
  return receiver.received.filter(match);
}

describe("customers and Checkout", () => {
  it("creates a customer, sent form-encoded with the caller's idempotency key and the pinned API version", async () => {
    const idempotencyKey = key("customer");
    const { customerId } = await payments.createCustomer({ name: "Star Maths", metadata: { advertiserId: "7" }, idempotencyKey });
    expect(customerId).toMatch(/^cus_/);
    expect(emulator.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      params: { name: "Star Maths", metadata: { advertiserId: "7" } },
      idempotencyKey,
      stripeVersion: STRIPE_API_VERSION,
      status: 200,
    });
  });

  it("creates a Checkout Session in payment mode that keeps the card for off-session charges", async () => {
    const { customerId } = await customer();
    const checkout = await checkoutFor(customerId);
    expect(checkout.url).toBe(`${emulator.url}/c/pay/${checkout.checkoutSessionId}`);
    expect(emulator.requests.at(-1)?.params).toEqual({
      mode: "payment",
      customer: customerId,
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "10000", product_data: { name: "Upfront fee" } } }],
      payment_intent_data: {
        setup_future_usage: "off_session",
        description: "Upfront fee",
        metadata: { advertiserId: "7", purpose: "upfront" },
      },
      allowed_payment_method_types: ["card"],
      success_url: "http://127.0.0.1:3000/advertiser/payment-complete?session_id={CHECKOUT_SESSION_ID}&advertiser_id=7",
      cancel_url: "http://127.0.0.1:3000/advertiser-register",
      metadata: { advertiserId: "7", purpose: "upfront" },
    });
    expect(await payments.getCheckout(checkout.checkoutSessionId)).toEqual({
      id: checkout.checkoutSessionId,
      paid: false,
      amountCents: 10_000,
      customerId,
      paymentIntentId: null,
      paymentMethodId: null,
      metadata: { advertiserId: "7", purpose: "upfront" },
    });
  });

  it("pays on the hosted page with 4242: back to the success_url with the session id, and the card saved", async () => {
    const { customerId } = await customer();
    const checkout = await checkoutFor(customerId);
    const response = await submitCheckoutPage(checkout.url, CARDS.pays);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://127.0.0.1:3000/advertiser/payment-complete?session_id=${checkout.checkoutSessionId}&advertiser_id=7`,
    );
    const outcome = await payments.getCheckout(checkout.checkoutSessionId);
    expect(outcome).toMatchObject({ paid: true, amountCents: 10_000, customerId, metadata: { advertiserId: "7", purpose: "upfront" } });
    expect(outcome?.paymentIntentId).toMatch(/^pi_/);
    expect(outcome?.paymentMethodId).toMatch(/^pm_/);
    expect(emulator.requests.at(-1)?.params).toEqual({ expand: ["payment_intent"] });
    expect(emulator.state.paymentMethods.get(outcome?.paymentMethodId ?? "")?.paymentMethod.customer).toBe(customerId);
  });

  it("sends checkout.session.completed and payment_intent.succeeded, signed so that parseWebhook verifies them", async () => {
    const { checkout } = await paidCustomer();
    const events = await eventsFor((event) =>
      event.kind === "checkout_completed"
        ? event.checkout.id === checkout.checkoutSessionId
        : event.kind === "charge_succeeded" && event.metadata.purpose === "upfront",
    );
    const completed = events.find((event) => event.kind === "checkout_completed");
    expect(completed).toMatchObject({
      kind: "checkout_completed",
      checkout: { paid: true, amountCents: 10_000, metadata: { purpose: "upfront" } },
    });
    expect(completed?.id).toMatch(/^evt_/);
    expect(events.some((event) => event.kind === "charge_succeeded" && event.amountCents === 10_000)).toBe(true);
    expect(receiver.refused).toBe(0);
  });

  it("keeps a declined card (0002) on the page with Stripe's message; the session can then be paid", async () => {
    const { customerId } = await customer();
    const checkout = await checkoutFor(customerId);
    const declined = await submitCheckoutPage(checkout.url, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    const unpaid = await payments.getCheckout(checkout.checkoutSessionId);
    expect(unpaid?.paid).toBe(false);

    expect((await submitCheckoutPage(checkout.url, CARDS.pays)).status).toBe(303);
    const paid = await payments.getCheckout(checkout.checkoutSessionId);
    // Stripe confirms the session's one PaymentIntent again.
    expect(paid).toMatchObject({ paid: true, paymentIntentId: unpaid?.paymentIntentId });
    const failed = await eventsFor((event) => event.kind === "charge_failed" && event.paymentIntentId === unpaid?.paymentIntentId);
    expect(failed).toMatchObject([{ reason: "Your card was declined.", metadata: { purpose: "upfront" } }]);
  });

  it("answers null for a Checkout Session Stripe does not have", async () => {
    expect(await payments.getCheckout("cs_test_missing")).toBeNull();
  });

  it("answers the first session again for the same idempotency key and parameters; other parameters conflict", async () => {
    const { customerId } = await customer();
    const input = {
      customerId,
      amountCents: 10_000,
      description: "Upfront fee",
      successUrl: "http://127.0.0.1:3000/ok?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:3000/cancel",
      metadata: { advertiserId: "7" },
      idempotencyKey: key("checkout"),
    };
    const first = await payments.createCheckout(input);
    expect(await payments.createCheckout(input)).toEqual(first);
    const conflict = await failureOf(payments.createCheckout({ ...input, amountCents: 20_000 }));
    expect(conflict.kind).toBe("idempotency_conflict");
    expect(conflict.message).toContain("same parameters");
  });
});

describe("off-session charges of the saved card", () => {
  it("charges a saved 4242 card; the same cycle key answers the same PaymentIntent, so a crash-retry is safe", async () => {
    const { customerId, paymentMethodId } = await paidCustomer();
    const cycleId = randomUUID();
    const first = await weeklyCharge(customerId, paymentMethodId, cycleId);
    expect(first).toMatchObject({ status: "succeeded", paymentIntentId: expect.stringMatching(/^pi_/) as string });
    expect(await weeklyCharge(customerId, paymentMethodId, cycleId)).toEqual(first);
    const charged = [...emulator.state.paymentIntents.values()].filter((intent) => intent.metadata.cycleId === cycleId);
    expect(charged).toHaveLength(1);
    expect(emulator.requests.at(-1)).toMatchObject({ idempotencyKey: `cycle-${cycleId}`, params: { off_session: "true", confirm: "true" } });
    const events = await eventsFor((event) => event.kind === "charge_succeeded" && event.metadata.cycleId === cycleId);
    expect(events).toEqual([expect.objectContaining({ paymentIntentId: first.paymentIntentId, amountCents: 2_350, reason: null })]);
  });

  it("refuses the same cycle key with another amount: an idempotency conflict", async () => {
    const { customerId, paymentMethodId } = await paidCustomer();
    const cycleId = randomUUID();
    await weeklyCharge(customerId, paymentMethodId, cycleId, 2_350);
    expect((await failureOf(weeklyCharge(customerId, paymentMethodId, cycleId, 9_999))).kind).toBe("idempotency_conflict");
  });

  it("charges 0341 at checkout, then declines it off session: a failed outcome, not a throw, and a charge_failed webhook", async () => {
    const { customerId, paymentMethodId } = await paidCustomer(CARDS.declinesOffSession);
    const cycleId = randomUUID();
    const outcome = await weeklyCharge(customerId, paymentMethodId, cycleId);
    expect(outcome).toEqual({
      status: "failed",
      paymentIntentId: expect.stringMatching(/^pi_/) as string,
      reason: "Your card was declined.",
      declineCode: "generic_decline",
    });
    // Retried with the same key: the same declined PaymentIntent, not a second attempt.
    expect(await weeklyCharge(customerId, paymentMethodId, cycleId)).toEqual(outcome);
    const events = await eventsFor((event) => event.kind === "charge_failed" && event.metadata.cycleId === cycleId);
    expect(events).toEqual([expect.objectContaining({ reason: "Your card was declined.", amountCents: 2_350 })]);
  });

  it("asks for the customer when the bank wants authentication (3184)", async () => {
    const { customerId, paymentMethodId } = await paidCustomer(CARDS.needsAuthentication);
    expect(await weeklyCharge(customerId, paymentMethodId)).toEqual({
      status: "needs_customer",
      paymentIntentId: expect.stringMatching(/^pi_/) as string,
      reason: "Your card was declined. This transaction requires authentication.",
    });
  });

  it("detaches a saved card (twice is fine); a detached card cannot be charged", async () => {
    const { customerId, paymentMethodId } = await paidCustomer();
    await payments.detachPaymentMethod(paymentMethodId);
    await payments.detachPaymentMethod(paymentMethodId);
    expect(emulator.state.paymentMethods.get(paymentMethodId)?.paymentMethod.customer).toBeNull();
    expect((await failureOf(weeklyCharge(customerId, paymentMethodId))).kind).toBe("invalid_request");
  });

  it("passes on Stripe's refusal of an amount under $0.50 as invalid_request", async () => {
    const { customerId, paymentMethodId } = await paidCustomer();
    const error = await failureOf(weeklyCharge(customerId, paymentMethodId, randomUUID(), 10));
    expect(error.kind).toBe("invalid_request");
    expect(error.message).toContain("Amount must be at least $0.50 usd");
  });
});

describe("one-time payments and refunds", () => {
  function cardCheck(cents = 50) {
    return payments.createOneTimeCheckout({
      amountCents: cents,
      description: "Card check",
      successUrl: "http://127.0.0.1:3000/parent/consent/done?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:3000/parent?consent=cancelled",
      metadata: { purpose: "parental_consent", parentId: "3" },
      idempotencyKey: key("card-check"),
    });
  }

  it("pays a checkout with no customer and keeps no card", async () => {
    const checkout = await cardCheck();
    expect(emulator.requests.at(-1)?.params).not.toHaveProperty("customer");
    expect((await submitCheckoutPage(checkout.url, CARDS.pays)).status).toBe(303);
    const outcome = await payments.getCheckout(checkout.checkoutSessionId);
    expect(outcome).toMatchObject({ paid: true, amountCents: 50, customerId: null, metadata: { purpose: "parental_consent", parentId: "3" } });
    const paymentIntent = emulator.state.paymentIntents.get(outcome?.paymentIntentId ?? "");
    expect(paymentIntent?.setup_future_usage).toBeNull();
    expect(emulator.state.paymentMethods.get(outcome?.paymentMethodId ?? "")?.paymentMethod.customer).toBeNull();
  });

  it("refunds the whole payment once; asked again (a lost answer, another key) it is not an error", async () => {
    const checkout = await cardCheck();
    await submitCheckoutPage(checkout.url, CARDS.pays);
    const paymentIntentId = (await payments.getCheckout(checkout.checkoutSessionId))?.paymentIntentId ?? "";
    await payments.refundPayment({ paymentIntentId, idempotencyKey: key("refund") });
    await payments.refundPayment({ paymentIntentId, idempotencyKey: key("refund") });
    const refunds = [...emulator.state.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
    expect(refunds.map((refund) => [refund.amount, refund.status])).toEqual([[50, "succeeded"]]);
  });

  it("passes on a refund of a payment that never went through as invalid_request", async () => {
    const checkout = await cardCheck();
    await submitCheckoutPage(checkout.url, CARDS.declined);
    const outcome = await payments.getCheckout(checkout.checkoutSessionId);
    expect(outcome?.paid).toBe(false);
    const error = await failureOf(
      payments.refundPayment({ paymentIntentId: outcome?.paymentIntentId ?? "pi_none", idempotencyKey: key("refund") }),
    );
    expect(error.kind).toBe("invalid_request");
  });
});

describe("webhooks", () => {
  function signedEvent() {
    const event = emulator.events.at(-1)?.event;
    const body = JSON.stringify(event, null, 2);
    return { body, header: signatureHeader(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) };
  }

  it("refuses a tampered body, a missing header and another secret's signature", async () => {
    await paidCustomer();
    const { body, header } = signedEvent();
    expect(payments.parseWebhook(body, header).kind).not.toBe("ignored");
    expect(() => payments.parseWebhook(body.replace('"livemode": false', '"livemode": true'), header)).toThrow(WebhookSignatureError);
    expect(() => payments.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    const forged = signatureHeader(body, "whsec_someone_else", Math.floor(Date.now() / 1000));
    expect(() => payments.parseWebhook(body, forged)).toThrow(WebhookSignatureError);
  });

  it("delivers again, with backoff, to an endpoint that failed, until it answers 2xx", async () => {
    receiver.failNext = 2;
    const { checkout } = await paidCustomer();
    await emulator.webhooksSettled();
    const delivery = emulator.events.find(
      (record) => record.event.type === "checkout.session.completed" && record.event.data.object.id === checkout.checkoutSessionId,
    );
    expect(delivery?.state).toBe("delivered");
    expect(delivery?.event.pending_webhooks).toBe(0);
    // The first two deliveries (of the two events of this payment) were refused; every event arrived in the end.
    const statuses = emulator.events.slice(-2).flatMap((record) => record.attempts.map((attempt) => attempt.status));
    expect(statuses.filter((status) => status === 500)).toHaveLength(2);
    expect(emulator.events.slice(-2).every((record) => record.state === "delivered")).toBe(true);
  });

  it("gives up after the retry schedule", async () => {
    receiver.failNext = 100;
    const { customerId, paymentMethodId } = await paidCustomer();
    await weeklyCharge(customerId, paymentMethodId);
    await emulator.webhooksSettled();
    const last = emulator.events.at(-1);
    expect(last?.state).toBe("failed");
    expect(last?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500, 500]);
  });
});

describe("when Stripe is not well", () => {
  it("refuses a wrong secret key with Stripe's 401: payments unavailable, not the caller's fault", async () => {
    const wrongKey = createPayments({ ...config, secretKey: "sk_test_not_ours" });
    const error = await failureOf(wrongKey.createCustomer({ name: "x", metadata: {}, idempotencyKey: key("customer") }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("(401)");
    expect(error.message).toContain("Invalid API Key provided: sk_test_****ours");
    expect(emulator.requests.at(-1)?.status).toBe(401);
  });

  it("sends a request again once, with the same idempotency key, after a 503", async () => {
    emulator.enqueue({ kind: "error", status: 503 });
    const idempotencyKey = key("customer");
    const { customerId } = await payments.createCustomer({ name: "Retry", metadata: {}, idempotencyKey });
    expect(customerId).toMatch(/^cus_/);
    expect(emulator.requests.slice(-2).map((request) => [request.status, request.idempotencyKey])).toEqual([
      [503, idempotencyKey],
      [200, idempotencyKey],
    ]);
  });

  it("is unavailable after a second 5xx", async () => {
    emulator.enqueue({ kind: "error", status: 500 }, { kind: "error", status: 502 });
    const error = await failureOf(customer());
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("(502)");
  });

  it("is unavailable when the connection drops, and when Stripe does not answer in time", async () => {
    emulator.enqueue({ kind: "disconnect" }, { kind: "disconnect" }, { kind: "disconnect" });
    expect((await failureOf(customer())).kind).toBe("unavailable");
    emulator.behaviour.reset();

    emulator.enqueue({ kind: "hang" }, { kind: "hang" });
    const impatient = createPayments({ ...config, timeoutMs: 200 });
    const error = await failureOf(impatient.createCustomer({ name: "x", metadata: {}, idempotencyKey: key("customer") }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("timeout");
  });
});
