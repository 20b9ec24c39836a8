// The weekly billing through the real worker: sweeps run through the queue as the operator console runs them (at a
// simulated time), charges on the Stripe emulator through the stripe SDK, cycles and accounts read from PostgreSQL.
import { BLACKLIST_DAYS, IMPRESSION_RATE_CENTS, RECOMMENDATION_CENTS } from "@kidsafe/contracts";
import { chargeRequest, GRACE_PERIOD_DAYS, UNPAID_AFTER_GRACE_REASON } from "@kidsafe/billing";
import { createAdvertiserUsageRepository, createBlockedSitesRepository, createCycleChargesRepository } from "@kidsafe/db";
import { signatureHeader } from "@kidsafe/stripe-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CARDS,
  DAY_MS,
  STRIPE_WEBHOOK_SECRET,
  advertiserOf,
  chargesOf,
  countUsage,
  cyclesOf,
  isEligible,
  paidAdvertiser,
  startWorkerWorld,
} from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { CHECKOUT_URLS, T0, day } from "./billing-support.ts";

let world: WorkerWorld;
beforeAll(async () => {
  // The worker's own clock stands at the first cycles' start: only the sweeps' `asOf` moves time.
  world = await startWorkerWorld({ overrides: { clock: () => T0 } });
});
afterAll(async () => {
  await world?.close();
});

/** The provider's event about a PaymentIntent, delivered as a signed webhook is, and parsed by the payments adapter. */
function webhookFor(paymentIntentId: string, type: "payment_intent.succeeded" | "payment_intent.payment_failed") {
  const event = world.stripe.events.find(
    (entry) => entry.event.type === type && (entry.event.data.object as { id: string }).id === paymentIntentId,
  );
  if (!event) throw new Error(`the emulator sent no ${type} for ${paymentIntentId}`);
  const body = JSON.stringify(event.event);
  return world.payments.parseWebhook(body, signatureHeader(body, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)));
}

describe("the weekly charge", () => {
  it("charges a week of views at $0.10 and recommendations at $1.00, once", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    await countUsage(world, advertiser.id, { views: 37, recommendations: 2 });
    await world.sweep(day(7));
    await world.sweep(day(7));

    const amount = 37 * IMPRESSION_RATE_CENTS + 2 * RECOMMENDATION_CENTS;
    expect(amount).toBe(570);
    const [cycle] = await cyclesOf(world, advertiser.id);
    expect(cycle).toMatchObject({ views: 37, recommendations: 2, amountCents: amount, state: "paid", cycleStart: T0, cycleEnd: day(7) });
    expect(chargesOf(world, advertiser).map((intent) => [intent.amount, intent.status])).toEqual([[amount, "succeeded"]]);
    const metrics = await world.worker.server.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/billing_worker_charges_total\{outcome="succeeded"\} [1-9]/);
    expect(metrics.body).toMatch(/billing_worker_charged_cents_total [1-9]\d*/);
  });

  it("closes a cycle at its end: a view counted after the end is billed in the next cycle, and a late sweep keeps the calendar", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    // 5 views before the end; 3 the flusher stored as occurring after it.
    await countUsage(world, advertiser.id, { views: 5, nextViews: 3 });
    await world.sweep(new Date(day(7).getTime() - 1));
    expect(await cyclesOf(world, advertiser.id)).toEqual([]);

    await world.sweep(day(10));
    const [cycle] = await cyclesOf(world, advertiser.id);
    expect(cycle).toMatchObject({ cycleStart: T0, cycleEnd: day(7), views: 5, amountCents: 50, state: "paid" });
    const running = await createAdvertiserUsageRepository(world.database.db).usageOf(advertiser.id);
    expect(running).toMatchObject({ cycleStart: day(7), cycleEnd: day(14), views: 3, nextViews: 0 });
  });

  it("closes a week with nothing to charge as waived, without asking the provider", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    await world.sweep(day(7));
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ amountCents: 0, state: "waived", chargeAttempts: 0 }]);
    expect(chargesOf(world, advertiser)).toEqual([]);
  });
});

describe("a declined card", () => {
  it("makes the app overdue and hidden from search until the advertiser pays, then shows it again", async () => {
    const advertiser = await paidAdvertiser(world, T0, CARDS.failsLater);
    await countUsage(world, advertiser.id, { views: 20 });
    expect(await isEligible(world, advertiser.id, day(7))).toBe(true);
    await world.sweep(day(7));

    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "failed", chargeAttempts: 1 }]);
    expect((await advertiserOf(world, advertiser.id))?.overdueSince).toEqual(day(7));
    expect(await isEligible(world, advertiser.id, day(7))).toBe(false);

    // The portal's pay button: the saved card fails again, so a checkout is offered; paid there with a good card.
    const settle = await world.billing(day(8)).settleNow(advertiser.id, CHECKOUT_URLS);
    expect(settle).toMatchObject({ kind: "checkout", amountCents: 200 });
    if (settle.kind !== "checkout") return;
    const form = new URLSearchParams({ email: "a@b.example", cardnumber: CARDS.pays, "exp-date": "12 / 40", cvc: "123" });
    const paid = await fetch(settle.url, { method: "POST", body: form, redirect: "manual" });
    const sessionId = new URL(paid.headers.get("location") ?? "").searchParams.get("session_id")!;
    await world.billing(day(8)).completeCheckout(sessionId);

    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid" }]);
    expect((await advertiserOf(world, advertiser.id))?.overdueSince).toBeNull();
    expect(await isEligible(world, advertiser.id, day(8))).toBe(true);
    // The dunning retry the sweep would have made is no longer due: nothing more is charged.
    await world.sweep(day(9));
    expect(chargesOf(world, advertiser).filter((intent) => intent.status === "succeeded")).toEqual([]);
  });

  it("retries on days 1, 3 and 5, then ends the account after the grace period and blacklists the site for 30 days", async () => {
    const advertiser = await paidAdvertiser(world, T0, CARDS.failsLater);
    await countUsage(world, advertiser.id, { views: 9 });
    await world.sweep(day(7));
    for (const retryDay of [1, 3, 5]) {
      await world.sweep(day(7 + retryDay - 0.01));
      expect(chargesOf(world, advertiser)).toHaveLength(retryDay === 1 ? 1 : retryDay === 3 ? 2 : 3);
      await world.sweep(day(7 + retryDay));
    }
    expect(chargesOf(world, advertiser).map((intent) => intent.status)).toEqual(Array(4).fill("requires_payment_method"));
    expect((await advertiserOf(world, advertiser.id))?.status).toBe("active");

    await world.sweep(day(7 + GRACE_PERIOD_DAYS));
    const ended = await advertiserOf(world, advertiser.id);
    expect(ended).toMatchObject({ status: "cancelled", stripePaymentMethodId: null });
    expect(await createBlockedSitesRepository(world.database.db).activeFor(ended!.appUrl, day(7 + GRACE_PERIOD_DAYS))).toMatchObject({
      reason: "unpaid_fees",
      note: UNPAID_AFTER_GRACE_REASON,
      advertiserId: advertiser.id,
      expiresAt: new Date(day(7 + GRACE_PERIOD_DAYS).getTime() + BLACKLIST_DAYS * DAY_MS),
    });
    expect(await isEligible(world, advertiser.id, day(7 + GRACE_PERIOD_DAYS))).toBe(false);
    expect(await createAdvertiserUsageRepository(world.database.db).usageOf(advertiser.id)).toBeUndefined();
  });
});

describe("the provider's events", () => {
  it("change nothing more when they arrive after the job recorded the charge", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    await countUsage(world, advertiser.id, { views: 12 });
    await world.sweep(day(7));
    const [intent] = chargesOf(world, advertiser);
    expect(await world.billing(day(7)).applyPaymentEvent(webhookFor(intent!.id, "payment_intent.succeeded"))).toBe("handled");
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid", chargeAttempts: 1 }]);
    expect(chargesOf(world, advertiser)).toHaveLength(1);
  });

  it("pay the cycle when they arrive before the job recorded the charge, and the job's retry charges nothing more", async () => {
    const advertiser = await paidAdvertiser(world, T0);
    await countUsage(world, advertiser.id, { views: 8 });
    // A charge job took the cycle and asked the provider, then died before recording the answer.
    await world.billing(day(7)).closeEndedCycles();
    const began = await createCycleChargesRepository(world.database.db).beginCharge(advertiser.id, {
      now: day(7),
      retryFailed: () => false,
      minimumCents: 50,
      carryUntil: day(14),
      newKey: () => `charge-${advertiser.id}-crashed`,
    });
    if (began.kind !== "charge") throw new Error(`expected a charge, got ${began.kind}`);
    const outcome = await world.payments.chargeSavedCard(chargeRequest(began.payment, (await advertiserOf(world, advertiser.id))!)!);
    expect(outcome.status).toBe("succeeded");

    const event = webhookFor(chargesOf(world, advertiser)[0]!.id, "payment_intent.succeeded");
    expect(await world.billing(day(7)).applyPaymentEvent(event)).toBe("handled");
    expect(await cyclesOf(world, advertiser.id)).toMatchObject([{ state: "paid" }]);
    // The sweep that would have repaired the stuck charge finds nothing to do.
    await world.sweep(day(7.1));
    expect(chargesOf(world, advertiser)).toHaveLength(1);
  });
});

describe("operating the worker", () => {
  it("reports Redis and PostgreSQL in /health", async () => {
    const response = await world.worker.server.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", redis: true, postgres: true, workers: true });
  });

  it("fails a job whose name is not in the catalogue instead of dropping it", async () => {
    const job = await world.queues.queue("billing").add("billing.refund", {}, { attempts: 1 });
    await expect
      .poll(async () => (await world.queues.queue("billing").getJob(job.id!))?.failedReason)
      .toMatch(/No job is named "billing.refund"/);
  });
});
