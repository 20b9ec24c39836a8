// Objects are kept exactly as Stripe answers them, references as ids; expand[] resolves them on the way out.
import { randomInt } from "node:crypto";
import type Stripe from "stripe";
import type { TestCard } from "./cards.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function newId(prefix: string, length = 24): string {
  let id = prefix;
  for (let index = 0; index < length; index++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** What Stripe does not show on the object. */
export interface CheckoutSessionRecord {
  session: Stripe.Checkout.Session;
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  paymentIntentData: { description: string | null; metadata: Record<string, string>; setupFutureUsage: "off_session" | "on_session" | null };
}

export interface PaymentMethodRecord {
  paymentMethod: Stripe.PaymentMethod;
  card: TestCard;
}

export class EmulatorState {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkoutSessions = new Map<string, CheckoutSessionRecord>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly paymentMethods = new Map<string, PaymentMethodRecord>();
  readonly events = new Map<string, Stripe.Event>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly refundedAmounts = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** Unix seconds, as in every `created` field. */
  now(): number {
    return Math.floor(this.clock() / 1000);
  }

  objectById(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.checkoutSessions.get(id)?.session ??
      this.paymentIntents.get(id) ??
      this.paymentMethods.get(id)?.paymentMethod ??
      this.refunds.get(id) ??
      this.events.get(id)
    );
  }
}
