// A confirmation publishes payment_intent.succeeded or payment_intent.payment_failed, on the page or off session.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { ApiContext, ApiHandler, ApiRequest } from "../api/context.ts";
import { cardError, invalidRequest, resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import { newId } from "../state.ts";
import type { EmulatorState, PaymentMethodRecord } from "../state.ts";
import { eventBase } from "./events.ts";

const MINIMUM_USD_CENTS = 50;

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: "off_session" | "on_session" | null;
  automaticPaymentMethods?: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
}

export function createPaymentIntentObject(state: EmulatorState, fields: NewPaymentIntent): Stripe.PaymentIntent {
  const id = newId("pi_");
  const paymentIntent: Stripe.PaymentIntent = {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automaticPaymentMethods ?? null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomBytes(18).toString("base64url")}`,
    confirmation_method: "automatic",
    created: state.now(),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
  state.paymentIntents.set(id, paymentIntent);
  return paymentIntent;
}

/** On the hosted page the customer passes 3-D Secure; off session there is nobody to ask. */
export type ConfirmationSetting = "checkout_page" | "on_session" | "off_session";

/** A decline throws Stripe's 402 card error after recording it. */
export function confirmPaymentIntent(
  paymentIntent: Stripe.PaymentIntent,
  { paymentMethod, card }: PaymentMethodRecord,
  setting: ConfirmationSetting,
  context: Pick<ApiContext, "state" | "publish">,
  request: Pick<ApiRequest, "requestId" | "idempotencyKey"> | null,
): void {
  const { state, publish } = context;
  const behaviour = setting === "off_session" ? card.offSession : card.onSession;
  paymentIntent.payment_method = paymentMethod.id;
  paymentIntent.last_payment_error = null;

  if (behaviour.kind === "succeed" || (behaviour.kind === "authenticate" && setting === "checkout_page")) {
    paymentIntent.status = "succeeded";
    paymentIntent.amount_received = paymentIntent.amount;
    paymentIntent.latest_charge = newId("ch_");
    if (paymentIntent.setup_future_usage && typeof paymentIntent.customer === "string") {
      paymentMethod.customer = paymentIntent.customer;
      paymentMethod.allow_redisplay = "limited";
    }
    publish({ ...eventBase(state, request), type: "payment_intent.succeeded", data: { object: structuredClone(paymentIntent) } });
    return;
  }

  if (behaviour.kind === "authenticate" && setting === "on_session") {
    paymentIntent.status = "requires_action";
    paymentIntent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: "" } };
    publish({ ...eventBase(state, request), type: "payment_intent.requires_action", data: { object: structuredClone(paymentIntent) } });
    return;
  }

  const { code, declineCode, message } =
    behaviour.kind === "decline"
      ? behaviour
      : { code: "authentication_required", declineCode: "authentication_required", message: behaviour.message };
  const charge = newId("ch_");
  paymentIntent.status = "requires_payment_method";
  paymentIntent.latest_charge = charge;
  paymentIntent.payment_method = null;
  paymentIntent.last_payment_error = {
    type: "card_error",
    charge,
    code,
    decline_code: declineCode,
    doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}`,
    message,
    payment_method: structuredClone(paymentMethod),
  };
  publish({ ...eventBase(state, request), type: "payment_intent.payment_failed", data: { object: structuredClone(paymentIntent) } });
  throw cardError({
    code,
    decline_code: declineCode,
    message,
    charge,
    payment_intent: structuredClone(paymentIntent),
    payment_method: structuredClone(paymentMethod),
  });
}

const CREATE_PARAMS = [
  "amount",
  "currency",
  "customer",
  "payment_method",
  "confirm",
  "off_session",
  "description",
  "metadata",
  "automatic_payment_methods",
  "allowed_payment_method_types",
  "setup_future_usage",
  "return_url",
  "expand",
] as const;

function readAutomaticPaymentMethods(params: ParamReader): Stripe.PaymentIntent.AutomaticPaymentMethods | null {
  const object = params.optionalObject("automatic_payment_methods")?.allowOnly(["enabled", "allow_redirects"]);
  if (!object) return null;
  return { enabled: object.optionalBoolean("enabled") ?? false, allow_redirects: object.optionalEnum("allow_redirects", ["always", "never"]) };
}

/** Refused rather than ignored: the emulator has cards only. */
export function cardsOnly(params: ParamReader): void {
  const types = params.stringList("allowed_payment_method_types");
  if (types.some((type) => type !== "card")) {
    throw invalidRequest("The Stripe emulator takes card payments only (allowed_payment_method_types: card).", "allowed_payment_method_types");
  }
}

/** A detached card cannot be charged again. */
function paymentMethodFor(state: EmulatorState, id: string, customer: string | null): PaymentMethodRecord {
  const record = state.paymentMethods.get(id);
  if (!record) throw resourceMissing("PaymentMethod", id, "payment_method");
  const owner = record.paymentMethod.customer;
  if (customer !== null && owner === null) {
    throw invalidRequest(
      "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.",
      "payment_method",
    );
  }
  if (owner !== null && owner !== customer) {
    throw invalidRequest(`The PaymentMethod ${id} belongs to another Customer than ${customer ?? "(none)"}.`, "payment_method");
  }
  return record;
}

export const createPaymentIntent: ApiHandler = (request, context) => {
  const { state } = context;
  const params = new ParamReader(request.params).allowOnly(CREATE_PARAMS);
  const amount = params.integer("amount");
  const currency = params.string("currency").toLowerCase();
  if (currency === "usd" && amount < MINIMUM_USD_CENTS) {
    throw invalidRequest("Amount must be at least $0.50 usd", "amount", "amount_too_small");
  }
  const customer = params.optionalString("customer") ?? null;
  if (customer !== null && !state.customers.has(customer)) throw resourceMissing("customer", customer, "customer");
  const confirm = params.optionalBoolean("confirm") ?? false;
  const offSessionValue = params.optionalString("off_session");
  const offSession = offSessionValue !== undefined && offSessionValue !== "false";
  if (offSession && !confirm) throw invalidRequest("off_session can only be used when confirm=true.", "off_session");
  const paymentMethodId = params.optionalString("payment_method");
  const paymentMethod = paymentMethodId === undefined ? undefined : paymentMethodFor(state, paymentMethodId, customer);
  if (confirm && !paymentMethod) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      undefined,
      "payment_intent_unexpected_state",
    );
  }
  cardsOnly(params);
  const setupFutureUsage = params.optionalEnum("setup_future_usage", ["off_session", "on_session"]) ?? null;

  const paymentIntent = createPaymentIntentObject(state, {
    amount,
    currency,
    customer,
    description: params.optionalString("description") ?? null,
    metadata: params.metadata(),
    setupFutureUsage,
    automaticPaymentMethods: readAutomaticPaymentMethods(params),
  });
  if (paymentMethod) paymentIntent.payment_method = paymentMethod.paymentMethod.id;
  if (confirm && paymentMethod) {
    confirmPaymentIntent(paymentIntent, paymentMethod, offSession ? "off_session" : "on_session", context, request);
  }
  return { status: 200, body: expand(paymentIntent, expandPaths(request.params), state) };
};

export const retrievePaymentIntent: ApiHandler = (request, { state }) => {
  new ParamReader(request.params).allowOnly(["expand", "client_secret"]);
  const id = request.ids[0] ?? "";
  const paymentIntent = state.paymentIntents.get(id);
  if (!paymentIntent) throw resourceMissing("payment_intent", id);
  return { status: 200, body: expand(paymentIntent, expandPaths(request.params), state) };
};
