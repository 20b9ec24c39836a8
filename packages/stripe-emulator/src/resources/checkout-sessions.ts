import type Stripe from "stripe";
import type { ApiHandler } from "../api/context.ts";
import { invalidRequest, missingParam, resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import { newId } from "../state.ts";
import { eventBase } from "./events.ts";
import type { CheckoutSessionRecord, EmulatorState } from "../state.ts";
import { cardsOnly } from "./payment-intents.ts";

const DAY_SECONDS = 24 * 60 * 60;
const MINIMUM_USD_CENTS = 50;

const CREATE_PARAMS = [
  "mode",
  "customer",
  "customer_email",
  "customer_creation",
  "line_items",
  "payment_intent_data",
  "success_url",
  "cancel_url",
  "metadata",
  "client_reference_id",
  "allowed_payment_method_types",
  "expires_at",
  "ui_mode",
  "expand",
] as const;

function readUrl(params: ParamReader, key: string): string | null {
  const value = params.optionalString(key);
  if (value === undefined) return null;
  if (!URL.canParse(value) || !/^https?:/.test(value)) throw invalidRequest("Not a valid URL", key, "url_invalid");
  return value;
}

function readLineItems(params: ParamReader): { items: CheckoutSessionRecord["lineItems"]; currency: string } {
  const lines = params.objectList("line_items");
  if (lines.length === 0) throw missingParam("line_items");
  const currencies = new Set<string>();
  const items = lines.map((line) => {
    line.allowOnly(["price_data", "quantity"]);
    const priceData = line.optionalObject("price_data")?.allowOnly(["currency", "product_data", "unit_amount"]);
    if (!priceData) throw invalidRequest("The Stripe emulator takes line items with price_data (no Price objects).", "line_items");
    currencies.add(priceData.string("currency").toLowerCase());
    const product = priceData.optionalObject("product_data")?.allowOnly(["name", "description"]);
    if (!product) throw missingParam("line_items[0][price_data][product_data]");
    const quantity = line.optionalInteger("quantity") ?? 1;
    const unitAmount = priceData.integer("unit_amount");
    if (quantity < 1 || unitAmount < 0) throw invalidRequest("Line item quantity and unit_amount must be positive.", "line_items");
    return { name: product.string("name"), unitAmount, quantity };
  });
  if (currencies.size > 1) throw invalidRequest("All line items must use the same currency.", "line_items");
  return { items, currency: [...currencies][0] ?? "usd" };
}

function readPaymentIntentData(params: ParamReader): CheckoutSessionRecord["paymentIntentData"] {
  const data = params.optionalObject("payment_intent_data")?.allowOnly(["description", "metadata", "setup_future_usage"]);
  return {
    description: data?.optionalString("description") ?? null,
    metadata: data?.metadata() ?? {},
    setupFutureUsage: data?.optionalEnum("setup_future_usage", ["off_session", "on_session"]) ?? null,
  };
}

function sessionObject(
  state: EmulatorState,
  fields: {
    id: string;
    url: string;
    amountTotal: number;
    currency: string;
    customer: string | null;
    customerEmail: string | null;
    customerCreation: "always" | "if_required" | null;
    successUrl: string | null;
    cancelUrl: string | null;
    metadata: Record<string, string>;
    clientReferenceId: string | null;
    expiresAt: number;
  },
): Stripe.Checkout.Session {
  return {
    id: fields.id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: ["card"],
    amount_subtotal: fields.amountTotal,
    amount_total: fields.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: state.now(),
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : (fields.customerCreation ?? "if_required"),
    customer_details: fields.customerEmail
      ? {
          address: null,
          business_name: null,
          email: fields.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: "none",
          tax_ids: null,
        }
      : null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: "payment",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: fields.url,
    wallet_options: null,
  };
}

export const createCheckoutSession: ApiHandler = (request, { state, publicUrl }) => {
  const params = new ParamReader(request.params).allowOnly(CREATE_PARAMS);
  const mode = params.string("mode");
  if (mode !== "payment") throw invalidRequest("The Stripe emulator supports Checkout in mode=payment only.", "mode");
  const uiMode = params.optionalString("ui_mode");
  if (uiMode !== undefined && uiMode !== "hosted_page")
    throw invalidRequest("The Stripe emulator serves hosted pages only (ui_mode).", "ui_mode");
  cardsOnly(params);
  const customer = params.optionalString("customer") ?? null;
  const customerEmail = params.optionalString("customer_email") ?? null;
  if (customer !== null && customerEmail !== null) {
    throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  }
  if (customer !== null && !state.customers.has(customer)) throw resourceMissing("customer", customer, "customer");
  const { items, currency } = readLineItems(params);
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (currency === "usd" && amountTotal < MINIMUM_USD_CENTS) {
    throw invalidRequest("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items");
  }
  const now = state.now();
  const expiresAt = params.optionalInteger("expires_at") ?? now + DAY_SECONDS;
  if (expiresAt < now + 30 * 60 || expiresAt > now + DAY_SECONDS) {
    throw invalidRequest("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
  }
  const id = newId("cs_test_", 58);
  const session = sessionObject(state, {
    id,
    url: `${publicUrl}/c/pay/${id}`,
    amountTotal,
    currency,
    customer,
    customerEmail,
    customerCreation: params.optionalEnum("customer_creation", ["always", "if_required"]) ?? null,
    successUrl: readUrl(params, "success_url"),
    cancelUrl: readUrl(params, "cancel_url"),
    metadata: params.metadata(),
    clientReferenceId: params.optionalString("client_reference_id") ?? null,
    expiresAt,
  });
  state.checkoutSessions.set(id, { session, lineItems: items, paymentIntentData: readPaymentIntentData(params) });
  return { status: 200, body: expand(session, expandPaths(request.params), state) };
};

/** Stripe expires it in the background; here, when next read. */
export function checkoutSessionRecord(state: EmulatorState, id: string): CheckoutSessionRecord | undefined {
  const record = state.checkoutSessions.get(id);
  if (record?.session.status === "open" && state.now() >= record.session.expires_at) {
    record.session.status = "expired";
    record.session.url = null;
  }
  return record;
}

export const retrieveCheckoutSession: ApiHandler = (request, { state }) => {
  new ParamReader(request.params).allowOnly(["expand"]);
  const id = request.ids[0] ?? "";
  const record = checkoutSessionRecord(state, id);
  if (!record) throw resourceMissing("checkout.session", id);
  return { status: 200, body: expand(record.session, expandPaths(request.params), state) };
};

/** Stripe refuses a session that is not open, so a caller racing the customer learns it was paid meanwhile. */
export const expireCheckoutSession: ApiHandler = (request, { state, publish }) => {
  new ParamReader(request.params).allowOnly(["expand"]);
  const id = request.ids[0] ?? "";
  const record = checkoutSessionRecord(state, id);
  if (!record) throw resourceMissing("checkout.session", id);
  if (record.session.status !== "open") {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
    );
  }
  record.session.status = "expired";
  record.session.url = null;
  publish({ ...eventBase(state, request), type: "checkout.session.expired", data: { object: structuredClone(record.session) } });
  return { status: 200, body: expand(record.session, expandPaths(request.params), state) };
};
