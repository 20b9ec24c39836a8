// Paying and cancelling (seed 001 §4, §7, §9) through the real API and the Stripe emulator: the saved card charged
// off-session with a key per cycle, a checkout when the card cannot pay, the provider's webhooks, and cancelling
// with and without money owed, including the 30-day blacklist.
import { CANCELLATION_TEXTS, PAYMENT_TEXTS } from "@kidsafe/contracts";
import type { BillingDashboard, CancelSubscriptionResponse, PaymentStartResult } from "@kidsafe/contracts";
import { createAdvertisersRepository, createAdvertiserUsageRepository, createBlockedSitesRepository } from "@kidsafe/db";
import { signatureHeader } from "@kidsafe/stripe-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISER_SERVER_TEXTS } from "../src/modules/advertiser/texts.ts";
import {
  CARDS,
  STRIPE_WEBHOOK_SECRET,
  call,
  confirmPayment,
  countViews,
  payCheckout,
  registerPaidAdvertiser,
  registerUnpaidAdvertiser,
  registrationFor,
  startPortalWorld,
} from "./advertiser-support.ts";
import type { PortalWorld, RegisteredAdvertiser } from "./advertiser-support.ts";
import { flusherFor, manualClock } from "./ads-support.ts";

let world: PortalWorld;
const clock = manualClock(new Date().toISOString());
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  world = await startPortalWorld({ clock: clock.now, manualFlush: true });
});
afterAll(() => world.close());

const flush = () => flusherFor(world.api).flushNow();
const advertisers = () => createAdvertisersRepository(world.api.database.db);
const blockedSites = () => createBlockedSitesRepository(world.api.database.db);
const pay = (advertiser: RegisteredAdvertiser) => call(world.api, "POST", "/api/advertiser/pay-weekly-bill", {}, advertiser.cookie);
const cancel = (advertiser: RegisteredAdvertiser, password = advertiser.registration.password) =>
  call(world.api, "POST", "/api/advertiser/cancel-subscription", { password, confirmCancel: true }, advertiser.cookie);
const billingOf = async (advertiser: RegisteredAdvertiser) =>
  (await call(world.api, "GET", "/api/advertiser/billing-dashboard", undefined, advertiser.cookie)).json<BillingDashboard>();

describe("POST /api/advertiser/pay-weekly-bill", () => {
  it("says nothing is owed when nothing is", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    expect((await pay(advertiser)).json()).toEqual({ message: ADVERTISER_SERVER_TEXTS.nothingDue });
  });

  it("charges what is owed on the saved card, once, and starts a new cycle: 'your weekly billing has been reset'", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    await countViews(world, advertiser, 6, { clock, flush });
    const response = await pay(advertiser);
    expect(response.json<PaymentStartResult>()).toEqual({ message: PAYMENT_TEXTS.success });
    const billing = await billingOf(advertiser);
    expect(billing).toMatchObject({ amountDue: 0, totalAmountDue: 0, isOverdue: false });
    expect(billing.history.map((cycle) => [cycle.impressionCount, cycle.amountDue, cycle.isPaid])).toEqual([[6, 60, true]]);
    // Paying again charges nothing more.
    expect((await pay(advertiser)).json()).toEqual({ message: ADVERTISER_SERVER_TEXTS.nothingDue });
    const charges = [...world.stripe.state.paymentIntents.values()].filter(
      (intent) => intent.metadata.advertiser_id === String(advertiser.id) && intent.metadata.purpose === "cycle",
    );
    expect(charges.map((intent) => [intent.amount, intent.status])).toEqual([[60, "succeeded"]]);
  });

  it("writes off, and says so, an amount below the smallest card payment ($0.50)", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    await countViews(world, advertiser, 2, { clock, flush });
    expect((await pay(advertiser)).json()).toEqual({ message: ADVERTISER_SERVER_TEXTS.belowMinimum(20) });
    expect(await billingOf(advertiser)).toMatchObject({ totalAmountDue: 0, isOverdue: false });
  });

  it("answers a checkout when the saved card cannot pay, and that payment settles the bill and replaces the card", async () => {
    const advertiser = await registerPaidAdvertiser(world, {}, CARDS.failsLater);
    await countViews(world, advertiser, 5, { clock, flush });
    const response = await pay(advertiser);
    const { checkoutUrl } = response.json<PaymentStartResult>();
    expect(checkoutUrl).toMatch(/\/c\/pay\/cs_/);
    expect(await billingOf(advertiser)).toMatchObject({ isOverdue: true, totalAmountDue: 50 });

    const confirmed = await confirmPayment(world, await payCheckout(checkoutUrl ?? "", CARDS.pays));
    expect(confirmed.json()).toEqual({ success: true, advertiserId: advertiser.id, purpose: "settlement" });
    expect(await billingOf(advertiser)).toMatchObject({ isOverdue: false, totalAmountDue: 0 });
    const before = (await advertisers().findById(advertiser.id))?.stripePaymentMethodId;
    expect(before).toMatch(/^pm_/);
  });

  it("answers the upfront fee's checkout while it is unpaid", async () => {
    const { cookie } = await registerUnpaidAdvertiser(world);
    const response = await call(world.api, "POST", "/api/advertiser/pay-weekly-bill", {}, cookie);
    expect(response.json<PaymentStartResult>().checkoutUrl).toMatch(/\/c\/pay\/cs_/);
  });

  it("answers 502 with a message a person can act on when the payment service is down, losing nothing", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    await countViews(world, advertiser, 5, { clock, flush });
    world.stripe.enqueue({ kind: "error", status: 500 }, { kind: "error", status: 500 }, { kind: "error", status: 500 });
    const response = await pay(advertiser);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: ADVERTISER_SERVER_TEXTS.paymentUnavailable });
    world.stripe.behaviour.reset();
    expect((await pay(advertiser)).json()).toEqual({ message: PAYMENT_TEXTS.success });
    expect((await billingOf(advertiser)).history.map((cycle) => cycle.isPaid)).toEqual([true]);
  });
});

describe("POST /api/advertiser/cancel-subscription", () => {
  it("needs the company password: 'Incorrect password', nothing changes", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const response = await cancel(advertiser, "wrong");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: CANCELLATION_TEXTS.incorrectPasswordServerMessage });
    expect((await advertisers().findById(advertiser.id))?.status).toBe("active");
  });

  it("is refused while a closed week is owed ('Outstanding Fees')", async () => {
    const advertiser = await registerPaidAdvertiser(world, {}, CARDS.failsLater);
    await countViews(world, advertiser, 5, { clock, flush });
    await pay(advertiser);
    const response = await cancel(advertiser);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: CANCELLATION_TEXTS.outstandingFeesServerMessage });
  });

  it("ends the account with nothing owed: inactive, the card removed, the session ended, no blacklist", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const response = await cancel(advertiser);
    expect(response.json<CancelSubscriptionResponse>()).toEqual({ success: true, urlBlacklisted: false, message: CANCELLATION_TEXTS.cancelled });
    expect(await advertisers().findById(advertiser.id)).toMatchObject({
      status: "cancelled",
      stripePaymentMethodId: null,
    });
    expect(await blockedSites().ofAdvertiser(advertiser.id)).toEqual([]);
    expect(await createAdvertiserUsageRepository(world.api.database.db).usageOf(advertiser.id)).toBeUndefined();
    expect((await call(world.api, "GET", "/api/advertiser/dashboard", undefined, advertiser.cookie)).statusCode).toBe(401);
  });

  it("charges this week's views as the final bill, and blacklists the site for 30 days when that fails", async () => {
    const advertiser = await registerPaidAdvertiser(world, {}, CARDS.failsLater);
    await countViews(world, advertiser, 5, { clock, flush });
    const response = await cancel(advertiser);
    expect(response.json<CancelSubscriptionResponse>()).toEqual({
      success: true,
      urlBlacklisted: true,
      message: CANCELLATION_TEXTS.blacklisted,
    });
    const [block] = await blockedSites().ofAdvertiser(advertiser.id);
    expect(block).toMatchObject({ reason: "unpaid_fees", expiresAt: new Date(block!.createdAt.getTime() + 30 * DAY_MS) });

    // Another app of the same site: refused before its safety check, saying it was for unpaid fees.
    const again = registrationFor(world, { appUrl: advertiser.registration.appUrl.replace(/\?.*$/, "?again") });
    const refused = await call(world.api, "POST", "/api/advertiser/safety-check", {
      url: again.appUrl,
      appName: again.appName,
      appDescription: "Fractions",
      minAge: again.minAge,
      maxAge: again.maxAge,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ADVERTISER_SERVER_TEXTS.siteBlocked(block!) });
    await blockedSites().lift(again.appUrl, clock.now());
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a body whose signature does not match, changing nothing", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "checkout.session.completed", data: { object: { id: "cs_x" } } });
    const response = await world.api.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signatureHeader(body, "whsec_someone_else", Math.floor(Date.now() / 1000)),
      },
    });
    expect(response.statusCode).toBe(400);
    const unsigned = await world.api.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: body,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it("acts on an event once, however often it is delivered", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    await world.stripe.webhooksSettled();
    const event = world.stripe.events.find(
      (entry) => entry.event.type === "checkout.session.completed" && JSON.stringify(entry.event).includes(`"advertiser_id":"${advertiser.id}"`),
    );
    expect(event).toBeDefined();
    const body = JSON.stringify(event?.event);
    const deliver = () =>
      world.api.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        payload: body,
        headers: {
          "content-type": "application/json",
          "stripe-signature": signatureHeader(body, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
        },
      });
    const paidAt = (await advertisers().findById(advertiser.id))?.upfrontPaidAt;
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    expect((await advertisers().findById(advertiser.id))?.upfrontPaidAt).toEqual(paidAt);
  });
});
