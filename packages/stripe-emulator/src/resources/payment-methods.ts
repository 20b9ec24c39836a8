// Card PaymentMethods are made by the hosted checkout page from a test card.
import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { ApiHandler } from "../api/context.ts";
import { invalidRequest, resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { listOf } from "../api/list.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import type { TestCard } from "../cards.ts";
import { newId } from "../state.ts";
import type { EmulatorState, PaymentMethodRecord } from "../state.ts";

export interface CardDetails {
  card: TestCard;
  expMonth: number;
  expYear: number;
  email: string | null;
}

export function createCardPaymentMethod(state: EmulatorState, { card, expMonth, expYear, email }: CardDetails): PaymentMethodRecord {
  const paymentMethod: Stripe.PaymentMethod = {
    id: newId("pm_"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: card.brand,
      exp_month: expMonth,
      exp_year: expYear,
      // Same card number, same fingerprint, as on Stripe.
      fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: state.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
  const record = { paymentMethod, card };
  state.paymentMethods.set(paymentMethod.id, record);
  return record;
}

function paymentMethodOf(state: EmulatorState, id: string): PaymentMethodRecord {
  const record = state.paymentMethods.get(id);
  if (!record) throw resourceMissing("PaymentMethod", id);
  return record;
}

export const retrievePaymentMethod: ApiHandler = (request, { state }) => {
  new ParamReader(request.params).allowOnly(["expand"]);
  const { paymentMethod } = paymentMethodOf(state, request.ids[0] ?? "");
  return { status: 200, body: expand(paymentMethod, expandPaths(request.params), state) };
};

function customerPaymentMethods(state: EmulatorState, customerId: string, type: string | undefined): Stripe.PaymentMethod[] {
  return [...state.paymentMethods.values()]
    .map((record) => record.paymentMethod)
    .filter((paymentMethod) => paymentMethod.customer === customerId && (type === undefined || paymentMethod.type === type));
}

export const listPaymentMethods: ApiHandler = (request, { state }) => {
  const params = new ParamReader(request.params).allowOnly(["customer", "type", "limit", "starting_after", "ending_before", "expand"]);
  const customer = params.string("customer");
  if (!state.customers.has(customer)) throw resourceMissing("customer", customer, "customer");
  return { status: 200, body: listOf("/v1/payment_methods", customerPaymentMethods(state, customer, params.optionalString("type")), params) };
};

export const listCustomerPaymentMethods: ApiHandler = (request, { state }) => {
  const customer = request.ids[0] ?? "";
  const params = new ParamReader(request.params).allowOnly(["type", "limit", "starting_after", "ending_before", "expand"]);
  if (!state.customers.has(customer)) throw resourceMissing("customer", customer);
  const url = `/v1/customers/${customer}/payment_methods`;
  return { status: 200, body: listOf(url, customerPaymentMethods(state, customer, params.optionalString("type")), params) };
};

export const detachPaymentMethod: ApiHandler = (request, { state }) => {
  new ParamReader(request.params).allowOnly(["expand"]);
  const { paymentMethod } = paymentMethodOf(state, request.ids[0] ?? "");
  if (paymentMethod.customer === null) {
    throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.");
  }
  paymentMethod.customer = null;
  return { status: 200, body: expand(paymentMethod, expandPaths(request.params), state) };
};
