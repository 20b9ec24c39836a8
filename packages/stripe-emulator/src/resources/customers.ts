import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { ApiHandler } from "../api/context.ts";
import { resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import { newId } from "../state.ts";
import type { EmulatorState } from "../state.ts";

export function createCustomerObject(
  state: EmulatorState,
  fields: { name?: string | null; email?: string | null; description?: string | null; phone?: string | null; metadata?: Record<string, string> },
): Stripe.Customer {
  const customer: Stripe.Customer = {
    id: newId("cus_", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: state.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email ?? null,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: fields.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

export const createCustomer: ApiHandler = (request, { state }) => {
  const params = new ParamReader(request.params).allowOnly(["name", "email", "description", "phone", "metadata", "expand"]);
  const customer = createCustomerObject(state, {
    name: params.optionalString("name"),
    email: params.optionalString("email"),
    description: params.optionalString("description"),
    phone: params.optionalString("phone"),
    metadata: params.metadata(),
  });
  return { status: 200, body: expand(customer, expandPaths(request.params), state) };
};

export const retrieveCustomer: ApiHandler = (request, { state }) => {
  const id = request.ids[0] ?? "";
  new ParamReader(request.params).allowOnly(["expand"]);
  const customer = state.customers.get(id);
  if (!customer) throw resourceMissing("customer", id);
  return { status: 200, body: expand(customer, expandPaths(request.params), state) };
};

/** Deleting a customer detaches its cards: neither can be charged any more. */
export const deleteCustomer: ApiHandler = (request, { state }) => {
  const id = request.ids[0] ?? "";
  new ParamReader(request.params).allowOnly([]);
  if (!state.customers.delete(id)) throw resourceMissing("customer", id);
  for (const { paymentMethod } of state.paymentMethods.values()) {
    if (paymentMethod.customer === id) paymentMethod.customer = null;
  }
  return { status: 200, body: { id, object: "customer", deleted: true } };
};
