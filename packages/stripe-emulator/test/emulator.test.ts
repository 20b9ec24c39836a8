// The emulator's wire protocol, checked with plain HTTP so the format is pinned independently of any SDK
// (packages/payments checks that the real stripe SDK reads it).
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingHttpHeaders, Server } from "node:http";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, startStripeEmulator } from "../src/index.ts";
import type { StripeEmulator } from "../src/index.ts";

const KEY = "sk_test_emulator_suite";
const WEBHOOK_SECRET = "whsec_emulator_suite";
const HOUR_MS = 60 * 60 * 1000;

let now = Date.parse("2026-05-15T12:00:00Z");
let emulator: StripeEmulator;
beforeAll(async () => {
  emulator = await startStripeEmulator({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, controlEndpoints: true, clock: () => now });
});
afterAll(() => emulator.close());
afterEach(() => emulator.behaviour.reset());

type Body = Record<string, unknown> & { error?: Stripe.StripeRawError };

async function call(method: "GET" | "POST", path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new URLSearchParams(params).toString();
  const url = method === "GET" && form ? `${emulator.url}${path}?${form}` : `${emulator.url}${path}`;
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/x-www-form-urlencoded", ...headers },
    ...(method === "POST" ? { body: form } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function newCheckout(extra: Record<string, string> = {}) {
  const customer = (await call("POST", "/v1/customers", { name: "Star Maths" })).body;
  const session = await call("POST", "/v1/checkout/sessions", {
    mode: "payment",
    customer: String(customer.id),
    "line_items[0][price_data][currency]": "usd",
    "line_items[0][price_data][unit_amount]": "10000",
    "line_items[0][price_data][product_data][name]": "Upfront fee",
    "line_items[0][quantity]": "1",
    "payment_intent_data[setup_future_usage]": "off_session",
    success_url: "http://shop.example/done?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://shop.example/cancel",
    ...extra,
  });
  expect(session.status).toBe(200);
  return session.body as unknown as Stripe.Checkout.Session;
}

function pay(url: string, fields: Partial<Record<"email" | "cardnumber" | "exp-date" | "cvc", string>> = {}) {
  const form = new URLSearchParams({ email: "dev@shop.example", cardnumber: "4242424242424242", "exp-date": "12/30", cvc: "123", ...fields });
  return fetch(url, { method: "POST", body: form, redirect: "manual" });
}

describe("the API's envelope", () => {
  it("refuses a missing, wrong or live key with Stripe's 401 error object", async () => {
    const missing = await call("GET", "/v1/customers/cus_x", {}, { authorization: "" });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({
      type: "invalid_request_error",
      message: expect.stringContaining("You did not provide an API key") as string,
    });
    const wrong = await call("GET", "/v1/customers/cus_x", {}, { authorization: "Bearer sk_test_0123456789abcdef" });
    expect(wrong.body.error?.message).toBe("Invalid API Key provided: sk_test_************cdef");
    expect(wrong.headers.get("www-authenticate")).toBe('Basic realm="Stripe"');
    const live = await call("GET", "/v1/customers/cus_x", {}, { authorization: "Bearer sk_live_0123456789abcdef" });
    expect(live.status).toBe(401);
    expect(live.body.error?.message).toContain("test-mode keys only");
  });

  it("takes the key as HTTP Basic's user name too", async () => {
    const basic = `Basic ${Buffer.from(`${KEY}:`).toString("base64")}`;
    expect((await call("POST", "/v1/customers", { name: "x" }, { authorization: basic })).status).toBe(200);
  });

  it("reads form-encoded bodies and answers the object with Stripe's headers", async () => {
    const { status, headers, body } = await call("POST", "/v1/customers", { name: "Star Maths", "metadata[advertiserId]": "7" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: "customer", name: "Star Maths", metadata: { advertiserId: "7" }, livemode: false, email: null });
    expect(body.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(headers.get("request-id")).toMatch(/^req_/);
    expect(headers.get("stripe-version")).toBe(API_VERSION);
    expect((await call("GET", `/v1/customers/${String(body.id)}`)).body).toEqual(body);
  });

  it("refuses an unknown parameter by name, and a missing one", async () => {
    const unknown = await call("POST", "/v1/customers", { nickname: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ type: "invalid_request_error", code: "parameter_unknown", param: "nickname" });
    expect(unknown.body.error?.message).toMatch(/^Received unknown parameter: nickname/);
    const missing = await call("POST", "/v1/payment_intents", { currency: "usd" });
    expect(missing.body.error).toMatchObject({ code: "parameter_missing", param: "amount", message: "Missing required param: amount." });
  });

  it("answers resource_missing for an unknown id and Stripe's 404 for an unknown URL", async () => {
    const missing = await call("GET", "/v1/payment_intents/pi_nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "resource_missing", message: "No such payment_intent: 'pi_nope'", param: "id" });
    const unknown = await call("GET", "/v1/invoices");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/invoices\)/);
  });
});

describe("Idempotency-Key", () => {
  it("answers the first answer again for the same key and parameters, marked as replayed", async () => {
    const first = await call("POST", "/v1/customers", { name: "Once" }, { "idempotency-key": "same-key-1" });
    const again = await call("POST", "/v1/customers", { name: "Once" }, { "idempotency-key": "same-key-1" });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("original-request")).toBe(first.headers.get("request-id"));
    expect([...emulator.state.customers.values()].filter((customer) => customer.name === "Once")).toHaveLength(1);
  });

  it("refuses the same key with other parameters, or on another endpoint, with Stripe's idempotency_error", async () => {
    await call("POST", "/v1/customers", { name: "First" }, { "idempotency-key": "same-key-2" });
    const other = await call("POST", "/v1/customers", { name: "Second" }, { "idempotency-key": "same-key-2" });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: "idempotency_error", message: expect.stringContaining("same parameters") as string });
    const elsewhere = await call("POST", "/v1/payment_intents", { amount: "100", currency: "usd" }, { "idempotency-key": "same-key-2" });
    expect(elsewhere.body.error).toMatchObject({ type: "idempotency_error", message: expect.stringContaining("same endpoint") as string });
  });

  it("keeps nothing for a request refused before it ran, so the key can be used again", async () => {
    expect((await call("POST", "/v1/customers", { nickname: "x" }, { "idempotency-key": "same-key-3" })).status).toBe(400);
    expect((await call("POST", "/v1/customers", { name: "Fixed" }, { "idempotency-key": "same-key-3" })).status).toBe(200);
  });
});

describe("Checkout Sessions and the hosted page", () => {
  it("creates an open session whose url is the emulator's hosted page", async () => {
    const session = await newCheckout();
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 10_000,
      currency: "usd",
      payment_intent: null,
      url: `${emulator.url}/c/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
  });

  it("serves a page whose inputs have real labels (Email, Card number, Expiry, CVC) and a Pay button", async () => {
    const page = await (await fetch((await newCheckout()).url ?? "")).text();
    const labels = [...page.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map(([, id, text]) => ({ id, text }));
    expect(labels.map((label) => label.text)).toEqual(["Email", "Card number", "Expiry", "CVC"]);
    for (const { id } of labels) expect(page).toContain(`<input id="${id}"`);
    expect(page).toContain('<button type="submit">Pay</button>');
    expect(page).toContain("$100.00");
    expect(page).toContain("Upfront fee");
  });

  it("lets the page's form lead to the success_url's origin (browsers hold the redirect after paying to form-action)", async () => {
    const response = await fetch((await newCheckout()).url ?? "");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/form-action 'self' http:\/\/shop\.example;/);
  });

  it("shows what is wrong with the card and keeps what was typed", async () => {
    const response = await pay((await newCheckout()).url ?? "", { "exp-date": "01/20" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('role="alert" id="payment-error">Your card&#39;s expiration year is in the past.</p>');
    expect(page).toContain('value="dev@shop.example"');
  });

  it("pays: session complete, card attached to the customer, 303 to the success_url with the session id", async () => {
    const session = await newCheckout();
    const response = await pay(session.url ?? "");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://shop.example/done?session_id=${session.id}`);
    const expanded = (await call("GET", `/v1/checkout/sessions/${session.id}`, { "expand[0]": "payment_intent.payment_method" })).body;
    expect(expanded).toMatchObject({ status: "complete", payment_status: "paid", customer_details: { email: "dev@shop.example" } });
    const paymentIntent = expanded.payment_intent as Stripe.PaymentIntent;
    expect(paymentIntent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount_received: 10_000,
      setup_future_usage: "off_session",
    });
    expect(paymentIntent.payment_method).toMatchObject({
      object: "payment_method",
      type: "card",
      customer: session.customer,
      card: { last4: "4242" },
    });
    // Paying twice (a double click) sends the browser on again and charges nothing more.
    expect((await pay(session.url ?? "")).headers.get("location")).toBe(`http://shop.example/done?session_id=${session.id}`);
  });

  it("lists the customer's saved cards as a list object", async () => {
    const session = await newCheckout();
    await pay(session.url ?? "");
    const list = await call("GET", "/v1/payment_methods", { customer: session.customer as string, type: "card" });
    expect(list.body).toMatchObject({ object: "list", has_more: false, url: "/v1/payment_methods" });
    expect(list.body.data).toEqual([expect.objectContaining({ object: "payment_method", customer: session.customer })]);
  });

  it("refuses to expand what it does not keep", async () => {
    const session = await newCheckout();
    await pay(session.url ?? "");
    const answer = await call("GET", `/v1/checkout/sessions/${session.id}`, { "expand[0]": "payment_intent.latest_charge" });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe("This property cannot be expanded (payment_intent.latest_charge).");
  });

  it("expires an unpaid session after its expires_at", async () => {
    const session = await newCheckout();
    now += 25 * HOUR_MS;
    const page = await fetch(session.url ?? "");
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This Checkout Session is no longer active.");
    expect((await call("GET", `/v1/checkout/sessions/${session.id}`)).body).toMatchObject({ status: "expired", url: null });
  });
});

describe("Refunds", () => {
  async function paidIntent(): Promise<Stripe.PaymentIntent> {
    const session = await newCheckout();
    await pay(session.url ?? "");
    const read = await call("GET", `/v1/checkout/sessions/${session.id}`, { "expand[0]": "payment_intent" });
    return read.body.payment_intent as Stripe.PaymentIntent;
  }

  const chargeOf = (paymentIntent: Stripe.PaymentIntent) => (typeof paymentIntent.latest_charge === "string" ? paymentIntent.latest_charge : "");

  it("refunds a paid PaymentIntent's whole charge, readable again by id, and publishes refund.created", async () => {
    const paymentIntent = await paidIntent();
    const refund = await call("POST", "/v1/refunds", { payment_intent: paymentIntent.id }, { "idempotency-key": `refund-${paymentIntent.id}` });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({
      object: "refund",
      amount: 10_000,
      currency: "usd",
      status: "succeeded",
      payment_intent: paymentIntent.id,
      charge: paymentIntent.latest_charge,
    });
    expect(emulator.state.refundedAmounts.get(chargeOf(paymentIntent))).toBe(10_000);
    expect((await call("GET", `/v1/refunds/${String(refund.body.id)}`)).body).toEqual(refund.body);
    const events = [...emulator.state.events.values()].filter((event) => event.type === "refund.created");
    expect(events.map((event) => event.data.object.id)).toContain(refund.body.id);
  });

  it("answers the same refund for the same key, and charge_already_refunded for another key", async () => {
    const paymentIntent = await paidIntent();
    const headers = { "idempotency-key": `refund-twice-${paymentIntent.id}` };
    const first = await call("POST", "/v1/refunds", { payment_intent: paymentIntent.id }, headers);
    const again = await call("POST", "/v1/refunds", { payment_intent: paymentIntent.id }, headers);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await call(
      "POST",
      "/v1/refunds",
      { payment_intent: paymentIntent.id },
      { "idempotency-key": `refund-other-${paymentIntent.id}` },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: "invalid_request_error", code: "charge_already_refunded" });
    expect([...emulator.state.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent.id)).toHaveLength(1);
  });

  it("refunds part of a charge by its id, and refuses more than is left", async () => {
    const paymentIntent = await paidIntent();
    const charge = chargeOf(paymentIntent);
    expect((await call("POST", "/v1/refunds", { charge, amount: "4000" })).body).toMatchObject({
      amount: 4_000,
      payment_intent: paymentIntent.id,
    });
    const tooMuch = await call("POST", "/v1/refunds", { charge, amount: "7000" });
    expect(tooMuch.body.error).toMatchObject({ code: "amount_too_large", param: "amount" });
    expect((await call("POST", "/v1/refunds", { charge })).body).toMatchObject({ amount: 6_000 });
  });

  it("scripts a fault for one path only: other requests pass it by", async () => {
    const paymentIntent = await paidIntent();
    emulator.enqueue({ kind: "error", status: 500, path: "/v1/refunds" });
    expect((await call("GET", `/v1/payment_intents/${paymentIntent.id}`)).status).toBe(200);
    expect((await call("POST", "/v1/refunds", { payment_intent: paymentIntent.id })).status).toBe(500);
    expect((await call("POST", "/v1/refunds", { payment_intent: paymentIntent.id })).status).toBe(200);
  });

  it("refuses to refund a PaymentIntent that was never paid, and an unknown one", async () => {
    const unpaid = await call("POST", "/v1/payment_intents", { amount: "500", currency: "usd" });
    const refused = await call("POST", "/v1/refunds", { payment_intent: String(unpaid.body.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "charge_not_refundable" });
    expect((await call("POST", "/v1/refunds", { payment_intent: "pi_nope" })).body.error).toMatchObject({ code: "resource_missing" });
  });
});

describe("webhooks", () => {
  let receiver: Server;
  const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it("records events without an endpoint, and sends them signed as Stripe signs once one is set", async () => {
    emulator.setWebhookUrl(undefined);
    await pay((await newCheckout()).url ?? "");
    expect(emulator.events.at(-1)).toMatchObject({ state: "no_endpoint", attempts: [] });

    const address = receiver.address();
    emulator.setWebhookUrl(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`);
    await pay((await newCheckout()).url ?? "");
    await emulator.webhooksSettled();
    const completed = deliveries.find((delivery) => delivery.body.includes('"type": "checkout.session.completed"'));
    const header = String(completed?.headers["stripe-signature"]);
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(signature).toBe(createHmac("sha256", WEBHOOK_SECRET).update(`${timestamp}.${completed?.body}`).digest("hex"));
    expect(Number(timestamp)).toBe(Math.floor(now / 1000));
    const event = JSON.parse(completed?.body ?? "{}") as Stripe.Event;
    expect(event).toMatchObject({
      object: "event",
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object: { object: "checkout.session" } },
    });
    expect((await call("GET", `/v1/events/${event.id}`)).body).toMatchObject({ id: event.id, pending_webhooks: 0 });
  });
});

describe("/__emulator control endpoints", () => {
  it("scripts faults for the next requests and lists the requests received", async () => {
    await fetch(`${emulator.url}/__emulator/script`, { method: "POST", body: JSON.stringify({ outcomes: [{ kind: "error", status: 503 }] }) });
    const failed = await call("POST", "/v1/customers", { name: "x" });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toMatchObject({ type: "api_error" });
    expect((await call("POST", "/v1/customers", { name: "x" })).status).toBe(200);
    const { requests } = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as { requests: { status: number }[] };
    expect(requests.slice(-2).map((request) => request.status)).toEqual([503, 200]);
  });
});
