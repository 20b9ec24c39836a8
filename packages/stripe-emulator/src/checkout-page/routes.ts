// After a decline the customer may try again: the same PaymentIntent is confirmed again, as on Stripe.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "@kidsafe/emulator-kit";
import type { ApiContext } from "../api/context.ts";
import { ApiError } from "../api/errors.ts";
import { redirect, sendHtml } from "../api/http-io.ts";
import { createCustomerObject } from "../resources/customers.ts";
import { checkoutSessionRecord } from "../resources/checkout-sessions.ts";
import { eventBase } from "../resources/events.ts";
import { confirmPaymentIntent, createPaymentIntentObject } from "../resources/payment-intents.ts";
import { createCardPaymentMethod } from "../resources/payment-methods.ts";
import type { CheckoutSessionRecord } from "../state.ts";
import { readCardInput } from "./card-input.ts";
import { EMPTY_FORM, checkoutPage, messagePage } from "./page.ts";
import type { PaymentForm } from "./page.ts";

export const CHECKOUT_PAGE_PATH = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/;

function successUrlOf(record: CheckoutSessionRecord): string | null {
  return record.session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", record.session.id) ?? null;
}

function successOriginOf(record: CheckoutSessionRecord): string | undefined {
  const successUrl = successUrlOf(record);
  return successUrl && URL.canParse(successUrl) ? new URL(successUrl).origin : undefined;
}

function completedPage(response: ServerResponse, record: CheckoutSessionRecord): void {
  const successUrl = successUrlOf(record);
  if (successUrl) return redirect(response, successUrl);
  sendHtml(response, 200, messagePage("Payment complete", "Thank you: this payment is complete."));
}

interface Refusal {
  status: 400 | 402;
  message: string;
}

function pay(record: CheckoutSessionRecord, form: PaymentForm, context: ApiContext): Refusal | null {
  const { state, publish } = context;
  const details = readCardInput(form, new Date(state.now() * 1000));
  if ("problem" in details) return { status: 400, message: details.problem };
  const { session, paymentIntentData } = record;

  // Checkout creates a customer when the card is to be kept and the session has none.
  if (session.customer === null && (paymentIntentData.setupFutureUsage !== null || session.customer_creation === "always")) {
    session.customer = createCustomerObject(state, { email: details.email }).id;
  }
  const customer = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
  const existingId = typeof session.payment_intent === "string" ? session.payment_intent : null;
  const paymentIntent =
    existingId !== null
      ? state.paymentIntents.get(existingId)
      : createPaymentIntentObject(state, {
          amount: session.amount_total ?? 0,
          currency: session.currency ?? "usd",
          customer,
          description: paymentIntentData.description,
          metadata: paymentIntentData.metadata,
          setupFutureUsage: paymentIntentData.setupFutureUsage,
        });
  if (!paymentIntent) throw new Error(`The session's PaymentIntent ${existingId ?? "?"} is missing.`);
  session.payment_intent = paymentIntent.id;
  paymentIntent.customer = customer;

  try {
    confirmPaymentIntent(paymentIntent, createCardPaymentMethod(state, details), "checkout_page", context, null);
  } catch (error) {
    if (error instanceof ApiError) return { status: 402, message: error.error.message ?? "Your card was declined." };
    throw error;
  }
  session.status = "complete";
  session.payment_status = "paid";
  session.customer_details = {
    address: null,
    business_name: null,
    email: details.email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  publish({ ...eventBase(state, null), type: "checkout.session.completed", data: { object: structuredClone(session) } });
  return null;
}

function formOf(encoded: string): PaymentForm {
  const fields = new URLSearchParams(encoded);
  return {
    email: fields.get("email") ?? "",
    cardNumber: fields.get("cardnumber") ?? "",
    expiry: fields.get("exp-date") ?? "",
    cvc: fields.get("cvc") ?? "",
  };
}

export async function handleCheckoutPage(request: IncomingMessage, response: ServerResponse, sessionId: string, context: ApiContext) {
  const record = checkoutSessionRecord(context.state, sessionId);
  if (!record) return sendHtml(response, 404, messagePage("Something went wrong", "The page you were looking for could not be found."));
  const { session } = record;
  if (session.status === "complete") return completedPage(response, record);
  if (session.status === "expired") {
    const back = session.cancel_url ? { href: session.cancel_url, text: "Back" } : undefined;
    return sendHtml(response, 410, messagePage("Session expired", "This Checkout Session is no longer active.", back));
  }
  if (request.method === "GET" || request.method === "HEAD")
    return sendHtml(response, 200, checkoutPage(record, EMPTY_FORM, null), successOriginOf(record));
  if (request.method !== "POST") return sendHtml(response, 405, messagePage("Method not allowed", "Use the form on this page to pay."));

  const form = formOf(await readBody(request, 64 * 1024));
  const refusal = pay(record, form, context);
  if (refusal === null) return completedPage(response, record);
  // What was typed stays, except the CVC.
  sendHtml(response, refusal.status, checkoutPage(record, { ...form, cvc: "" }, refusal.message), successOriginOf(record));
}
