// Settling a bill by checkout while the retry schedule runs: the checkout holds its cycles, any card charge of them
// closes it first, a payment that settles nothing is refunded and flagged, and a customer lost at the provider is
// replaced. Through the real worker (sweeps through the queue), the Stripe emulator through the stripe SDK.
import { CHECKOUT_CLOSED_REASON, SETTLED_NOTHING_REASON } from "@kidsafe/billing";
import { SIMULATED_TIME_WINDOW_DAYS } from "@kidsafe/contracts";
import { createBillingCyclesRepository, createOperatorBillingRepository, createPaymentsRepository } from "@kidsafe/db";
import { SimulatedTimeRefusedError, runBillingSweepNow } from "@kidsafe/jobs";
import { waitUntil } from "@kidsafe/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CARDS, STRIPE_SECRET_KEY, advertiserOf, countUsage, cyclesOf, paidAdvertiser, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { CHECKOUT_URLS, T0, day } from "./billing-support.ts";

let world: WorkerWorld;
beforeAll(async () => {
  world = await startWorkerWorld({ overrides: { clock: () => T0 } });
});
afterEach(() => world.stripe.behaviour.reset());
afterAll(async () => {
  await world?.close();
});

/** Pays a checkout on the emulator's hosted page, as the advertiser does; answers the session id (or the refusal). */
async function payOnPage(url: string, card: string = CARDS.pays): Promise<{ status: number; sessionId: string | null }> {
  const form = new URLSearchParams({ email: "owner@app.example", cardnumber: card, "exp-date": "12 / 40", cvc: "123" });
  const response = await fetch(url, { method: "POST", body: form, redirect: "manual" });
  const location = response.headers.get("location");
  return { status: response.status, sessionId: location ? new URL(location).searchParams.get("session_id") : null };
}

/** Everything the emulator took from the advertiser's customers (`customers`), and gave back. */
function moneyAtStripe(customers: readonly (string | null)[]) {
  const intents = [...world.stripe.state.paymentIntents.values()].filter(
    (intent) => customers.includes(typeof intent.customer === "string" ? intent.customer : null) && intent.status === "succeeded",
  );
  const taken = intents.reduce((sum, intent) => sum + intent.amount_received, 0);
  const refunds = [...world.stripe.state.refunds.values()].filter((refund) => intents.some((intent) => intent.id === refund.payment_intent));
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { payments: intents.length, refunds: refunds.length, netCents: taken - refunded };
}

const sessionOf = (url: string) => world.stripe.state.checkoutSessions.get(url.split("/").at(-1)!)?.session;
const cycles = () => createBillingCyclesRepository(world.database.db);

/** An advertiser whose first week (20 views, $2.00) was declined at day 7: failed, overdue, retry due at day 8. */
async function declinedAdvertiser() {
  const advertiser = await paidAdvertiser(world, T0, CARDS.failsLater);
  await countUsage(world, advertiser.id, { views: 20 });
  await world.sweep(day(7));
  expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "failed", chargeAttempts: 1, amountCents: 200 }]);
  return advertiser;
}

const declinedCharges = (customerId: string | null) =>
  [...world.stripe.state.paymentIntents.values()].filter((intent) => intent.customer === customerId && intent.status !== "succeeded");

describe("a settlement checkout", () => {
  it("holds its cycles: the retry due meanwhile skips them, and once the hold lapses the checkout is closed before the card is tried", async () => {
    const advertiser = await declinedAdvertiser();
    // Paying at day 9.5: the saved card fails again (the second attempt, the next due at day 10), a checkout opens.
    const settle = await world.billing(day(9.5)).settleNow(advertiser.id, CHECKOUT_URLS);
    expect(settle).toMatchObject({ kind: "checkout", amountCents: 200 });
    if (settle.kind !== "checkout") return;
    const [held] = await cyclesOf(world, advertiser.id);
    expect(held).toMatchObject({ state: "failed", chargeAttempts: 2, nextAttemptAt: day(10), reservedUntil: day(10.5) });
    expect(declinedCharges(advertiser.stripeCustomerId)).toHaveLength(2);

    // Day 10: the retry is due, but the advertiser is paying: the card is not tried.
    expect(await cycles().toCharge(day(10), day(10), 10)).not.toContain(held!.id);
    await world.sweep(day(10));
    expect(declinedCharges(advertiser.stripeCustomerId)).toHaveLength(2);
    expect(sessionOf(settle.url)?.status).toBe("open");

    // The hold lapsed unpaid: the retry closes the checkout at the provider first, then tries the card.
    await world.sweep(day(10.6));
    expect(sessionOf(settle.url)?.status).toBe("expired");
    expect(declinedCharges(advertiser.stripeCustomerId)).toHaveLength(3);
    const [freed] = await cyclesOf(world, advertiser.id);
    expect(freed).toMatchObject({ state: "failed", chargeAttempts: 3, reservedBy: null, reservedUntil: null });
    expect(await createPaymentsRepository(world.database.db).findById(held!.reservedBy!)).toMatchObject({
      status: "failed",
      failureReason: CHECKOUT_CLOSED_REASON,
    });
    // The closed checkout can no longer be paid.
    expect((await payOnPage(settle.url)).status).toBe(410);
  });

  it("paid while the retry runs is completed by the retry instead of a card charge: the bill is paid once", async () => {
    const advertiser = await declinedAdvertiser();
    const settle = await world.billing(day(9.5)).settleNow(advertiser.id, CHECKOUT_URLS);
    if (settle.kind !== "checkout") throw new Error(`expected a checkout, got ${settle.kind}`);
    // Paid on the page; the return page and the webhook have not reached us yet when the retry runs.
    expect((await payOnPage(settle.url)).status).toBe(303);
    await world.sweep(day(10.6));

    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid", reservedBy: null }]);
    expect(moneyAtStripe([advertiser.stripeCustomerId])).toEqual({ payments: 1, refunds: 0, netCents: 200 });
    expect((await advertiserOf(world, advertiser.id))?.overdueSince).toBeNull();
  });

  it("opened twice for one bill and paid twice: the bill is paid once, the other payment refunded and flagged for the operators", async () => {
    const advertiser = await declinedAdvertiser();
    // Two tabs press "pay" at once: the second replaces the first's hold while the provider is still answering
    // the first's checkout, so both pages open.
    world.stripe.behaviour.delayMs = 600;
    const first = world.billing(day(8)).settleNow(advertiser.id, CHECKOUT_URLS);
    await waitUntil(async () => (await cyclesOf(world, advertiser.id))[0]?.reservedBy !== null, { timeoutMs: 5_000, intervalMs: 5 });
    const second = await world.billing(day(8)).settleNow(advertiser.id, CHECKOUT_URLS);
    const firstResult = await first;
    world.stripe.behaviour.delayMs = 0;
    if (firstResult.kind !== "checkout" || second.kind !== "checkout") throw new Error("expected two checkouts");
    expect(firstResult.url).not.toBe(second.url);

    const paidFirst = await payOnPage(firstResult.url);
    const paidSecond = await payOnPage(second.url);
    const completedFirst = await world.billing(day(8)).completeCheckout(paidFirst.sessionId!);
    const completedSecond = await world.billing(day(8)).completeCheckout(paidSecond.sessionId!);
    // The webhook of the second after its return page: nothing more is refunded.
    await world.billing(day(8)).completeCheckout(paidSecond.sessionId!);

    expect([completedFirst.settled, completedSecond.settled]).toEqual(["all", "none"]);
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid" }]);
    expect(moneyAtStripe([advertiser.stripeCustomerId])).toEqual({ payments: 2, refunds: 1, netCents: 200 });

    const flagged = await createOperatorBillingRepository(world.database.db).flaggedPayments(100);
    const flag = flagged.find((payment) => payment.advertiserId === advertiser.id);
    expect(flag).toMatchObject({ amountCents: 200, reason: SETTLED_NOTHING_REASON });
    expect(flag?.refundedAt).toBeInstanceOf(Date);
  });
});

describe("a customer the provider no longer has", () => {
  it("is replaced by a new one, and the advertiser is asked for a card instead of being retried for ever", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    await countUsage(world, advertiser.id, { views: 30 });
    const deleted = await fetch(`${world.stripe.url}/v1/customers/${advertiser.stripeCustomerId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}` },
    });
    expect(deleted.status).toBe(200);

    await world.sweep(day(7));
    const [cycle] = await cyclesOf(world, advertiser.id);
    expect(cycle).toMatchObject({ state: "failed", nextAttemptAt: null });
    expect(cycle?.lastError).toMatch(/no longer on file/);
    const replaced = await advertiserOf(world, advertiser.id);
    expect(replaced?.stripeCustomerId).not.toBe(advertiser.stripeCustomerId);
    expect(world.stripe.state.customers.has(replaced!.stripeCustomerId!)).toBe(true);
    expect(replaced).toMatchObject({ stripePaymentMethodId: null, overdueSince: day(7) });

    // No retry is scheduled: nothing more is asked of the provider for this cycle.
    const customers = [advertiser.stripeCustomerId, replaced!.stripeCustomerId];
    const intentsOf = () => [...world.stripe.state.paymentIntents.values()].filter((intent) => customers.includes(intent.customer as string));
    expect(intentsOf()).toEqual([]);
    await world.sweep(day(12));
    expect(intentsOf()).toEqual([]);
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "failed", chargeAttempts: 1 }]);

    // Paying from the dashboard asks for a card, on the new customer; the card given there is kept.
    const settle = await world.billing(day(12)).settleNow(advertiser.id, CHECKOUT_URLS);
    expect(settle).toMatchObject({ kind: "checkout", amountCents: 300 });
    if (settle.kind !== "checkout") return;
    expect(sessionOf(settle.url)?.customer).toBe(replaced!.stripeCustomerId);
    const { sessionId } = await payOnPage(settle.url);
    await world.billing(day(12)).completeCheckout(sessionId!);
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid" }]);
    const settled = await advertiserOf(world, advertiser.id);
    expect(settled?.overdueSince).toBeNull();
    expect(settled?.stripePaymentMethodId).toMatch(/^pm_/);
  });
});

describe("an operator's billing run at a simulated time", () => {
  it("refuses the year 9482 at once, with the window it accepts, and enqueues nothing", async () => {
    const started = Date.now();
    const asOf = new Date("9482-01-01T00:00:00Z");
    const refused = runBillingSweepNow(world.queues, { production: false, asOf, now: T0 });
    await expect(refused).rejects.toThrow(SimulatedTimeRefusedError);
    await expect(refused).rejects.toThrow(`asOf must be within ${SIMULATED_TIME_WINDOW_DAYS} days of now (between 2025-11-02 and 2027-11-02)`);
    expect(Date.now() - started).toBeLessThan(1_000);
    // The worker's own weekly sweep waits there, scheduled: no other job was added.
    const added = (await world.queues.queue("billing").getJobs(["waiting", "delayed", "active"])).filter((job) => !job.repeatJobKey);
    expect(added).toEqual([]);
  });

  it("refuses it in the worker too, for a job that reached the queue another way", async () => {
    const job = await world.queues.enqueue("billing.sweep", { asOf: "9482-01-01T00:00:00.000Z" });
    await waitUntil(async () => (await world.queues.queue("billing").getJob(job.id!))?.failedReason !== undefined, { timeoutMs: 10_000 });
    expect((await world.queues.queue("billing").getJob(job.id!))?.failedReason).toMatch(/asOf must be within 365 days of now/);
  });

  it("refuses any simulated time in production", async () => {
    await expect(runBillingSweepNow(world.queues, { production: true, asOf: day(7) })).rejects.toThrow(
      /in production a sweep runs at the real time/,
    );
  });
});
