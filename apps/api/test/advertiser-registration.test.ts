// Seed 001's registration through the real API: the AI safety check of a website (the Gemini emulator judging a real
// page read through the SSRF-safe reader), completing the registration, the $100 upfront payment on the Stripe
// emulator's hosted checkout, its confirmation, and the app then shown to children.
import { PAYMENT_TEXTS, SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { CompleteRegistrationResponse, SearchWebsitesResponse } from "@kidsafe/contracts";
import { createAdvertisersRepository, createBillingCyclesRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { ADVERTISER_SERVER_TEXTS } from "../src/modules/advertiser/texts.ts";
import {
  CARDS,
  advertiserCookieOf,
  call,
  completeRegistration,
  payCheckout,
  registerPaidAdvertiser,
  registrationFor,
  safetyCheck,
  sessionIdOf,
  startPortalWorld,
} from "./advertiser-support.ts";
import type { PortalWorld } from "./advertiser-support.ts";
import { manualClock, registerStudent } from "./ads-support.ts";

let world: PortalWorld;
const clock = manualClock(new Date().toISOString());

beforeAll(async () => {
  world = await startPortalWorld({ clock: clock.now });
});
afterAll(() => world.close());

const advertisers = () => createAdvertisersRepository(world.api.database.db);

describe("POST /api/advertiser/safety-check", () => {
  it("judges a kid-safe website safe, with a description the AI wrote of it", async () => {
    const verdict = await safetyCheck(world, registrationFor(world));
    expect(verdict).toMatchObject({ isSafe: true });
    expect(verdict.aiDescription).toMatch(/fraction/i);
  });

  it("judges a gambling website unsafe, with the reason, and keeps the verdict", async () => {
    const registration = registrationFor(world, { appUrl: `${world.sites.origin}/casino` });
    const verdict = await safetyCheck(world, registration);
    expect(verdict.isSafe).toBe(false);
    expect(verdict.reason).not.toBe("");
    const stored = await world.api.database.db.selectFrom("safety_checks").selectAll().where("url", "=", registration.appUrl).execute();
    expect(stored.map((check) => [check.is_safe, check.failed_categories])).toEqual([[false, expect.arrayContaining(["gambling"])]]);
  });

  it("judges a website that cannot be reached unsafe, saying why", async () => {
    const verdict = await safetyCheck(world, registrationFor(world, { appUrl: `${world.sites.origin}/missing-page` }));
    expect(verdict.isSafe).toBe(false);
    expect(verdict.reason).not.toBe(SAFETY_CHECK_TEXTS.defaultUnsafe);
  });

  it("refuses a private address the allowed origins do not name", async () => {
    const verdict = await safetyCheck(world, registrationFor(world, { appUrl: "http://localhost:1/fractions" }));
    expect(verdict.isSafe).toBe(false);
  });

  it("answers 400 for an address that is not an http(s) URL (the form puts https:// in front first)", async () => {
    const response = await call(world.api, "POST", "/api/advertiser/safety-check", {
      url: "fraction-forest.example",
      appName: "X",
      appDescription: "Y",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/advertiser/complete-registration", () => {
  it("needs a passed safety check of that very website within the hour", async () => {
    const registration = registrationFor(world);
    const refused = await completeRegistration(world, registration);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ADVERTISER_SERVER_TEXTS.safetyCheckRequired });

    const unsafe = registrationFor(world, { appUrl: `${world.sites.origin}/casino` });
    await safetyCheck(world, unsafe);
    expect((await completeRegistration(world, unsafe)).statusCode).toBe(409);

    await safetyCheck(world, registration);
    clock.advanceMs(61 * 60_000);
    expect((await completeRegistration(world, registration)).statusCode).toBe(409);
  });

  it("creates an inactive advertiser with the check's own description (not the browser's) and answers the checkout", async () => {
    const registration = registrationFor(world);
    const { aiDescription } = await safetyCheck(world, registration);
    const response = await completeRegistration(world, registration, "Best app ever, trust me");
    expect(response.statusCode, response.body).toBe(200);
    const { advertiserId, checkoutUrl } = response.json<CompleteRegistrationResponse>();
    expect(checkoutUrl).toMatch(new RegExp(`^${world.stripe.url}/c/pay/cs_`));
    const row = await advertisers().findById(advertiserId);
    expect(row).toMatchObject({
      status: "pending_payment",
      upfront_paid_at: null,
      ai_generated_description: aiDescription,
      safety_status: "safe",
    });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(advertiserCookieOf(response)).toMatch(/^advertiser_sid=/);
  });

  it("refuses an app name already registered, whatever its letter case", async () => {
    const first = await registerPaidAdvertiser(world);
    const again = registrationFor(world, { appName: first.registration.appName.toUpperCase() });
    await safetyCheck(world, again);
    const response = await completeRegistration(world, again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ADVERTISER_SERVER_TEXTS.appNameTaken });
  });

  it("refuses a website blacklisted in the last 30 days, saying until when", async () => {
    const blocked = await registerPaidAdvertiser(world);
    const until = new Date(clock.now().getTime() + 30 * 24 * 60 * 60_000);
    await advertisers().update(blocked.id, { blacklisted_at: clock.now(), blacklisted_until: until, status: "cancelled" });
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    const response = await completeRegistration(world, registration);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ADVERTISER_SERVER_TEXTS.blacklisted(until) });
    await advertisers().update(blocked.id, { blacklisted_until: clock.now() });
  });

  it("answers a readable 400 for a missing or wrong field, storing nothing", async () => {
    const before = await world.api.database.db
      .selectFrom("advertisers")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    for (const payload of [
      {},
      { appName: "" },
      { appName: "A", appUrl: "not a url", appDescription: "d", email: "A", password: "p", aiGeneratedDescription: "" },
    ]) {
      const response = await call(world.api, "POST", "/api/advertiser/complete-registration", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe("");
    }
    const after = await world.api.database.db
      .selectFrom("advertisers")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("the upfront payment", () => {
  it("makes the app active and paid, starts its first 7-day cycle, and shows it in a child's search", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const row = await advertisers().findById(advertiser.id);
    expect(row).toMatchObject({ status: "active" });
    expect(row?.upfront_paid_at).not.toBeNull();
    expect(row?.stripe_payment_method_id).toMatch(/^pm_/);
    const usage = await createBillingCyclesRepository(world.api.database.db).usageOf(advertiser.id);
    expect(usage!.cycle_end.getTime() - usage!.cycle_start.getTime()).toBe(7 * 24 * 60 * 60_000);

    const student = await registerStudent(world.api);
    clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
    const search = await call(
      world.api,
      "POST",
      "/api/search-websites",
      { query: "fraction forest games", sessionId: "s-upfront", age: "9", subject: "math", studyModeEnabled: false },
      student.cookie,
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(
      search
        .json<SearchWebsitesResponse>()
        .websites.filter((site) => site.isAdvertised)
        .map((site) => site.advertiserId),
    ).toContain(advertiser.id);
  });

  it("confirms once, whether the page reloads or the webhook comes first or twice", async () => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    const { advertiserId, checkoutUrl } = (await completeRegistration(world, registration)).json<CompleteRegistrationResponse>();
    const paid = await payCheckout(checkoutUrl ?? "");
    await world.stripe.webhooksSettled();
    // The webhook (checkout.session.completed) already made it live.
    expect((await advertisers().findById(advertiserId))?.status).toBe("active");
    const paidAt = (await advertisers().findById(advertiserId))?.upfront_paid_at;
    for (let reload = 0; reload < 2; reload++) {
      const confirmed = await call(world.api, "GET", `/api/advertiser/payment-complete?session_id=${sessionIdOf(paid.location)}`);
      expect(confirmed.json()).toEqual({ success: true, advertiserId });
    }
    expect((await advertisers().findById(advertiserId))?.upfront_paid_at).toEqual(paidAt);
    const payments = await world.api.database.db.selectFrom("payments").selectAll().where("advertiser_id", "=", advertiserId).execute();
    expect(payments.map((payment) => [payment.purpose, payment.status, payment.amount_cents])).toEqual([["upfront", "succeeded", 10_000]]);
  });

  it("leaves the app pending when the card is declined, and the confirmation says the payment is not done", async () => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    const { advertiserId, checkoutUrl } = (await completeRegistration(world, registration)).json<CompleteRegistrationResponse>();
    const declined = await payCheckout(checkoutUrl ?? "", CARDS.declined);
    // The hosted page says the card was declined and stays on it (no redirect back).
    expect(declined.location).toBeNull();
    const sessionId = new URL(checkoutUrl ?? "").pathname.split("/").pop();
    const confirmed = await call(world.api, "GET", `/api/advertiser/payment-complete?session_id=${sessionId}`);
    expect(confirmed.statusCode).toBe(400);
    expect((await advertisers().findById(advertiserId))?.status).toBe("pending_payment");
  });

  it("trusts only the payment provider: an unknown or made-up session is refused", async () => {
    const unknown = await call(world.api, "GET", "/api/advertiser/payment-complete?session_id=cs_test_made_up");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: PAYMENT_TEXTS.invalidSession });
    expect((await call(world.api, "GET", "/api/advertiser/payment-complete")).statusCode).toBe(400);
  });
});
