// A refund succeeds at once, as test cards' refunds do.
import type Stripe from "stripe";
import type { ApiHandler } from "../api/context.ts";
import { invalidRequest, missingParam, resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import { newId } from "../state.ts";
import type { EmulatorState } from "../state.ts";
import { eventBase } from "./events.ts";

const CREATE_PARAMS = ["payment_intent", "charge", "amount", "reason", "metadata", "expand"] as const;
const REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;

function paymentIntentFor(state: EmulatorState, params: ParamReader): Stripe.PaymentIntent {
  const paymentIntentId = params.optionalString("payment_intent");
  const chargeId = params.optionalString("charge");
  if (paymentIntentId !== undefined && chargeId !== undefined) {
    throw invalidRequest("You may only specify one of these parameters: charge, payment_intent.", "charge");
  }
  if (paymentIntentId !== undefined) {
    const paymentIntent = state.paymentIntents.get(paymentIntentId);
    if (!paymentIntent) throw resourceMissing("payment_intent", paymentIntentId, "payment_intent");
    return paymentIntent;
  }
  if (chargeId === undefined) throw missingParam("charge");
  const paymentIntent = [...state.paymentIntents.values()].find((intent) => intent.status === "succeeded" && intent.latest_charge === chargeId);
  if (!paymentIntent) throw resourceMissing("charge", chargeId, "charge");
  return paymentIntent;
}

export const createRefund: ApiHandler = (request, { state, publish }) => {
  const params = new ParamReader(request.params).allowOnly(CREATE_PARAMS);
  const paymentIntent = paymentIntentFor(state, params);
  const charge = typeof paymentIntent.latest_charge === "string" ? paymentIntent.latest_charge : null;
  if (paymentIntent.status !== "succeeded" || charge === null) {
    throw invalidRequest(
      `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`,
      "payment_intent",
      "charge_not_refundable",
    );
  }
  const refunded = state.refundedAmounts.get(charge) ?? 0;
  const left = paymentIntent.amount_received - refunded;
  if (left <= 0) throw invalidRequest(`Charge ${charge} has already been refunded.`, undefined, "charge_already_refunded");
  const amount = params.optionalInteger("amount") ?? left;
  if (amount <= 0) throw invalidRequest("Invalid positive integer", "amount");
  if (amount > left) {
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      "amount",
      "amount_too_large",
    );
  }
  const refund: Stripe.Refund = {
    id: newId("re_"),
    object: "refund",
    amount,
    balance_transaction: newId("txn_"),
    charge,
    created: state.now(),
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    customer_account: null,
    metadata: params.metadata(),
    payment_intent: paymentIntent.id,
    payment_method: paymentIntent.payment_method,
    reason: params.optionalEnum("reason", REASONS) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  state.refunds.set(refund.id, refund);
  state.refundedAmounts.set(charge, refunded + amount);
  publish({ ...eventBase(state, request), type: "refund.created", data: { object: structuredClone(refund) } });
  return { status: 200, body: expand(refund, expandPaths(request.params), state) };
};

export const retrieveRefund: ApiHandler = (request, { state }) => {
  new ParamReader(request.params).allowOnly(["expand"]);
  const id = request.ids[0] ?? "";
  const refund = state.refunds.get(id);
  if (!refund) throw resourceMissing("refund", id);
  return { status: 200, body: expand(refund, expandPaths(request.params), state) };
};
