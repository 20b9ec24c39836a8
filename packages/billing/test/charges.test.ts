// Charging closed cycles exactly once, through the real payments adapter (the stripe SDK) and the Stripe emulator:
// crashes at each step, a declined card and its retries, small weeks carried, and the provider's events arriving
// before or after the charge is recorded.
import { IMPRESSION_RATE_CENTS } from "@kidsafe/contracts";
import {
  createAdvertisersRepository,
  createAdvertiserUsageRepository,
  createBillingCyclesRepository,
  createCycleChargesRepository,
  createPaymentsRepository,
} from "@kidsafe/db";
import type { AdvertiserRecord } from "@kidsafe/db";
import { createPayments } from "@kidsafe/payments";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { createTestDatabase, testServiceUrls } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeRequest } from "../src/charges.ts";
import { createBilling } from "../src/index.ts";
import type { PaymentEvent, PaymentsPort } from "../src/index.ts";

const SECRET = "sk_test_billing";
const WEBHOOK = "whsec_billing";
const DAY_MS = 24 * 60 * 60 * 1000;
const CARDS = { pays: "4242424242424242", failsLater: "4000000000000341" };

let database: TestDatabase;
let stripe: StripeEmulator;
let payments: PaymentsPort & ReturnType<typeof createPayments>;
let now = new Date("2026-11-02T10:00:00Z");
const clock = () => now;
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  stripe = await startStripeEmulator({ secretKey: SECRET, webhookSecret: WEBHOOK });
  const { hostname, port } = new URL(stripe.url);
  payments = createPayments({ secretKey: SECRET, webhookSecret: WEBHOOK, protocol: "http", host: hostname, port: Number(port) });
});
afterAll(async () => {
  await stripe.close();
  await database.drop();
});

const billing = () => createBilling({ db: database.db, payments, clock, log });
const cycles = () => createBillingCyclesRepository(database.db);
const runningCycles = () => createAdvertiserUsageRepository(database.db);
const charges = () => createCycleChargesRepository(database.db);
let counter = 0;

/** A card saved for the customer by paying the emulator's hosted checkout with it: its payment method id. */
async function saveCard(customerId: string, card: string): Promise<string | null> {
  const checkout = await payments.createCheckout({
    customerId,
    amountCents: 10_000,
    description: "Upfront",
    successUrl: "http://127.0.0.1/done?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://127.0.0.1/",
    metadata: {},
    idempotencyKey: `card-${customerId}-${card}-${counter++}`,
  });
  const form = new URLSearchParams({ email: "a@b.example", cardnumber: card, "exp-date": "12 / 40", cvc: "123" });
  await fetch(checkout.url, { method: "POST", body: form, redirect: "manual" });
  return (await payments.getCheckout(checkout.checkoutSessionId))?.paymentMethodId ?? null;
}

/** A paid advertiser whose card was saved by paying the emulator's hosted checkout with `card`. */
async function advertiserWithCard(card: string): Promise<AdvertiserRecord> {
  counter++;
  const repository = createAdvertisersRepository(database.db);
  const id = await repository.insert({
    appName: `Charge App ${counter}`,
    appUrl: `https://charge-app-${counter}.example/`,
    appDescription: "Games",
    email: `charge-${counter}`,
    passwordHash: "!test",
    status: "active",
    safetyStatus: "safe",
    upfrontPaidAt: now,
  });
  const { customerId } = await payments.createCustomer({ name: `Charge App ${counter}`, metadata: {}, idempotencyKey: `cust-${counter}` });
  await repository.update(id, { stripeCustomerId: customerId, stripePaymentMethodId: await saveCard(customerId, card) });
  return (await repository.findById(id))!;
}

/** Counts `views` views into the advertiser's running cycle, then closes it at its end. */
async function closedCycleWith(advertiser: AdvertiserRecord, views: number): Promise<string> {
  await database.db.updateTable("advertiser_usage").set({ views }).where("advertiser_id", "=", advertiser.id).execute();
  const usage = await runningCycles().usageOf(advertiser.id);
  now = usage!.cycleEnd;
  await billing().closeEndedCycles();
  const [cycle] = await cycles().history(advertiser.id, 1);
  return cycle!.id;
}

const chargesOf = (advertiser: AdvertiserRecord) =>
  [...stripe.state.paymentIntents.values()].filter(
    (intent) => intent.customer === advertiser.stripeCustomerId && intent.metadata.purpose === "cycle",
  );

describe("charging a closed cycle", () => {
  it("charges views x $0.10 once, however often the job runs", async () => {
    const advertiser = await advertiserWithCard(CARDS.pays);
    const cycleId = await closedCycleWith(advertiser, 12);
    expect(await billing().chargeCycle(cycleId)).toMatchObject({ kind: "paid", amountCents: 12 * IMPRESSION_RATE_CENTS });
    expect(await billing().chargeCycle(cycleId)).toEqual({ kind: "nothing" });
    expect(chargesOf(advertiser).map((intent) => [intent.amount, intent.status])).toEqual([[120, "succeeded"]]);
    expect((await cycles().findById(cycleId))?.state).toBe("paid");
  });

  it("repairs a crash after the provider was asked: the same key answers the same payment", async () => {
    const advertiser = await advertiserWithCard(CARDS.pays);
    const cycleId = await closedCycleWith(advertiser, 7);
    // The job took the cycle and asked the provider, then died before recording anything.
    const began = await charges().beginCharge(advertiser.id, {
      now,
      retryFailed: () => false,
      minimumCents: 50,
      carryUntil: now,
      newKey: () => `charge-crash-${counter}`,
    });
    expect(began.kind).toBe("charge");
    if (began.kind !== "charge") return;
    await payments.chargeSavedCard(chargeRequest(began.payment, advertiser)!);
    // The sweep finds it stuck in `charging` and the job runs again.
    expect(await billing().cyclesToCharge(100, new Date(now.getTime() + 11 * 60_000))).toContain(cycleId);
    expect(await billing().chargeCycle(cycleId)).toMatchObject({ kind: "paid", amountCents: 70 });
    expect(chargesOf(advertiser)).toHaveLength(1);
  });

  it("makes the app overdue when the card fails, retries on the schedule, and clears overdue once paid", async () => {
    const advertiser = await advertiserWithCard(CARDS.failsLater);
    const cycleId = await closedCycleWith(advertiser, 9);
    expect(await billing().chargeCycle(cycleId)).toMatchObject({ kind: "failed" });
    const failed = await cycles().findById(cycleId);
    expect(failed).toMatchObject({ state: "failed", chargeAttempts: 1 });
    expect(failed?.nextAttemptAt?.getTime()).toBe(now.getTime() + DAY_MS);
    expect((await createAdvertisersRepository(database.db).findById(advertiser.id))?.overdueSince).toEqual(now);

    // Not before its time; then once more with a new key (a new attempt).
    expect(await billing().chargeCycle(cycleId)).toEqual({ kind: "nothing" });
    now = new Date(now.getTime() + DAY_MS);
    expect(await billing().chargeCycle(cycleId)).toMatchObject({ kind: "failed" });
    expect((await cycles().findById(cycleId))?.chargeAttempts).toBe(2);

    // A working card: the next try pays, and the app is no longer overdue.
    await createAdvertisersRepository(database.db).update(advertiser.id, {
      stripePaymentMethodId: await saveCard(advertiser.stripeCustomerId!, CARDS.pays),
    });
    now = new Date(now.getTime() + 2 * DAY_MS);
    expect(await billing().chargeCycle(cycleId)).toMatchObject({ kind: "paid" });
    expect((await createAdvertisersRepository(database.db).findById(advertiser.id))?.overdueSince).toBeNull();
  });

  it("carries a week below the $0.50 minimum to the next charge", async () => {
    const advertiser = await advertiserWithCard(CARDS.pays);
    const small = await closedCycleWith(advertiser, 3);
    expect(await billing().chargeCycle(small)).toEqual({ kind: "carried", amountCents: 30 });
    expect(await billing().chargeCycle(small)).toEqual({ kind: "nothing" });
    const next = await closedCycleWith(advertiser, 4);
    expect(await billing().chargeCycle(next)).toMatchObject({ kind: "paid", amountCents: 70, cycleIds: [small, next] });
    expect(chargesOf(advertiser).map((intent) => intent.amount)).toEqual([70]);
  });

  it("records the provider's event of a charge whichever comes first, the event or the job's record", async () => {
    const advertiser = await advertiserWithCard(CARDS.failsLater);
    const cycleId = await closedCycleWith(advertiser, 8);
    await billing().chargeCycle(cycleId);
    const payment = (await createPaymentsRepository(database.db).list(advertiser.id, 5)).find((row) => row.purpose === "cycle")!;
    /** The provider's event about this cycle's charge, as its webhook reports it. */
    const event = (id: string, kind: "charge_failed" | "charge_succeeded", reason: string | null): PaymentEvent => ({
      id,
      kind,
      paymentIntentId: "pi_x",
      amountCents: 80,
      metadata: { payment_id: payment.id },
      reason,
    });
    // A late failure event changes nothing more; a success event for it (a card later authorised) pays the cycle.
    expect(await billing().applyPaymentEvent(event("evt_late_fail", "charge_failed", "declined"))).toBe("handled");
    expect((await cycles().findById(cycleId))?.chargeAttempts).toBe(1);
    const succeeded = event("evt_ok", "charge_succeeded", null);
    expect(await billing().applyPaymentEvent(succeeded)).toBe("handled");
    expect(await billing().applyPaymentEvent(succeeded)).toBe("duplicate");
    expect((await cycles().findById(cycleId))?.state).toBe("paid");
  });
});
