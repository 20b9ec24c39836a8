// Any other /v1 URL gets Stripe's 404.
import { createCheckoutSession, expireCheckoutSession, retrieveCheckoutSession } from "../resources/checkout-sessions.ts";
import { createCustomer, deleteCustomer, retrieveCustomer } from "../resources/customers.ts";
import { listEvents, retrieveEvent } from "../resources/events.ts";
import { createPaymentIntent, retrievePaymentIntent } from "../resources/payment-intents.ts";
import { createRefund, retrieveRefund } from "../resources/refunds.ts";
import { detachPaymentMethod, listCustomerPaymentMethods, listPaymentMethods, retrievePaymentMethod } from "../resources/payment-methods.ts";
import type { ApiHandler } from "./context.ts";

interface Route {
  method: "GET" | "POST" | "DELETE";
  path: RegExp;
  handler: ApiHandler;
}

// Any id is looked up (an unknown one is Stripe's resource_missing).
const ID = "([^/]+)";

export const API_ROUTES: readonly Route[] = [
  { method: "POST", path: /^\/v1\/customers$/, handler: createCustomer },
  { method: "GET", path: new RegExp(`^/v1/customers/${ID}$`), handler: retrieveCustomer },
  { method: "DELETE", path: new RegExp(`^/v1/customers/${ID}$`), handler: deleteCustomer },
  { method: "GET", path: new RegExp(`^/v1/customers/${ID}/payment_methods$`), handler: listCustomerPaymentMethods },
  { method: "POST", path: /^\/v1\/checkout\/sessions$/, handler: createCheckoutSession },
  { method: "GET", path: new RegExp(`^/v1/checkout/sessions/${ID}$`), handler: retrieveCheckoutSession },
  { method: "POST", path: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`), handler: expireCheckoutSession },
  { method: "POST", path: /^\/v1\/payment_intents$/, handler: createPaymentIntent },
  { method: "GET", path: new RegExp(`^/v1/payment_intents/${ID}$`), handler: retrievePaymentIntent },
  { method: "GET", path: /^\/v1\/payment_methods$/, handler: listPaymentMethods },
  { method: "GET", path: new RegExp(`^/v1/payment_methods/${ID}$`), handler: retrievePaymentMethod },
  { method: "POST", path: new RegExp(`^/v1/payment_methods/${ID}/detach$`), handler: detachPaymentMethod },
  { method: "POST", path: /^\/v1\/refunds$/, handler: createRefund },
  { method: "GET", path: new RegExp(`^/v1/refunds/${ID}$`), handler: retrieveRefund },
  { method: "GET", path: /^\/v1\/events$/, handler: listEvents },
  { method: "GET", path: new RegExp(`^/v1/events/${ID}$`), handler: retrieveEvent },
];

function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export function findRoute(method: string, path: string): { handler: ApiHandler; ids: string[] } | undefined {
  for (const route of API_ROUTES) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return { handler: route.handler, ids: match.slice(1).map((id) => decoded(id ?? "")) };
  }
  return undefined;
}
