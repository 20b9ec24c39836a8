// Seed 001's registration through the real API: the AI safety check of a website (the Gemini emulator judging a real
// page read through the SSRF-safe reader), completing the registration, the $100 upfront payment on the Stripe
// emulator's hosted checkout, its confirmation, and the app then shown to children.
import { PAYMENT_TEXTS, REGISTRATION_PASS_TEXTS, SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { CompleteRegistrationResponse, SearchWebsitesResponse } from "@kidsafe/contracts";
import { createAdvertisersRepository, createAdvertiserUsageRepository, createBlockedSitesRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { ADVERTISER_SERVER_TEXTS } from "../src/modules/advertiser/texts.ts";
import {
  CARDS,
  advertiserCookieOf,
  call,
  completeRegistration,
  confirmPayment,
  payCheckout,
  registerPaidAdvertiser,
  registerUnpaidAdvertiser,
  registrationFor,
  safetyCheck,
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

  it("refuses a bad name or description on a clean page, saying where it found the words", async () => {
    const byName = await safetyCheck(world, registrationFor(world, { appName: `SecAdvB Free V-Bucks ${Date.now()}` }));
    expect(byName.isSafe).toBe(false);
    expect(byName.registrationToken).toBeUndefined();
    expect(byName.details).toMatch(/free v-bucks/i);
    const byDescription = await safetyCheck(world, registrationFor(world, { appDescription: "free robux chat with strangers" }));
    expect(byDescription.isSafe).toBe(false);
    expect(byDescription.details).toContain("the app's name or description");
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
  it("needs the pass of a passed safety check, within the hour", async () => {
    const registration = registrationFor(world);
    const refused = await completeRegistration(world, registration);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.unknown });

    const unsafe = registrationFor(world, { appUrl: `${world.sites.origin}/casino` });
    expect((await safetyCheck(world, unsafe)).registrationToken).toBeUndefined();
    expect((await completeRegistration(world, unsafe)).statusCode).toBe(409);

    await safetyCheck(world, registration);
    clock.advanceMs(61 * 60_000);
    const expired = await completeRegistration(world, registration);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.expired });
  });

  it.each([
    ["app name", { appName: "SecAdvB Free V-Bucks" }],
    ["app description", { appDescription: "free robux chat with strangers" }],
    ["ages", { minAge: 1 }],
    ["website address", { appUrl: "https://elsewhere.example/" }],
  ] as const)("refuses a %s the check never saw, stores nothing, and the pass still works for what was checked", async (field, changes) => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    const refused = await completeRegistration(world, registration, changes);
    expect(refused.statusCode).toBe(409);
    if (field !== "website address") expect(refused.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.changed([field]) });
    expect(await advertisers().findByAppName(registration.appName)).toBeUndefined();
    expect((await completeRegistration(world, registration)).statusCode).toBe(200);
  });

  it("refuses a second use of a pass", async () => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    expect((await completeRegistration(world, registration)).statusCode).toBe(200);
    const again = await completeRegistration(world, registration, { appName: `${registration.appName} 2` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.used });
  });

  it("refuses a pass asked for from another address", async () => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    const elsewhere = await completeRegistration(world, registration, { from: "203.0.113.9" });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.otherRequester });
  });

  it("revokes an unused pass when a later check of the same site fails", async () => {
    const registration = registrationFor(world);
    await safetyCheck(world, registration);
    // The same website, now with a name the check refuses.
    const later = await safetyCheck(world, { ...registration, appName: "Free V-Bucks", registrationToken: undefined });
    expect(later.isSafe).toBe(false);
    const refused = await completeRegistration(world, registration);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: REGISTRATION_PASS_TEXTS.revoked });
  });

  it("creates an inactive advertiser with the check's own description, the ages and what children will see", async () => {
    const registration = registrationFor(world, { appDescription: "Fraction games for kids. Made with teachers.", minAge: 8, maxAge: 12 });
    const { aiDescription, childDescription } = await safetyCheck(world, registration);
    expect(childDescription).toBe("Fraction games for kids.");
    const response = await completeRegistration(world, registration);
    expect(response.statusCode, response.body).toBe(200);
    const { advertiserId, checkoutUrl } = response.json<CompleteRegistrationResponse>();
    expect(checkoutUrl).toMatch(new RegExp(`^${world.stripe.url}/c/pay/cs_`));
    const row = await advertisers().findById(advertiserId);
    expect(row).toMatchObject({
      status: "pending_payment",
      upfrontPaidAt: null,
      aiGeneratedDescription: aiDescription,
      childDescription,
      minAge: 8,
      maxAge: 12,
      safetyStatus: "safe",
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
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

  it("refuses a website blocked in the last 30 days before its check, saying why and until when", async () => {
    const blocked = await registerPaidAdvertiser(world);
    const until = new Date(clock.now().getTime() + 30 * 24 * 60 * 60_000);
    await createBlockedSitesRepository(world.api.database.db).block({
      appUrl: blocked.registration.appUrl,
      reason: "unpaid_fees",
      note: "The account was cancelled with unpaid fees.",
      advertiserId: blocked.id,
      at: clock.now(),
      expiresAt: until,
    });
    const registration = registrationFor(world);
    const message = ADVERTISER_SERVER_TEXTS.siteBlocked({ reason: "unpaid_fees", expiresAt: until });
    const check = await call(world.api, "POST", "/api/advertiser/safety-check", {
      url: registration.appUrl,
      appName: "A",
      appDescription: "B",
      minAge: 6,
      maxAge: 12,
    });
    expect(check.statusCode).toBe(409);
    expect(check.json()).toMatchObject({ message });
    const response = await completeRegistration(world, registration);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message });
    await createBlockedSitesRepository(world.api.database.db).lift(blocked.registration.appUrl, clock.now());
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
    expect(row?.upfrontPaidAt).not.toBeNull();
    expect(row?.stripePaymentMethodId).toMatch(/^pm_/);
    const usage = await createAdvertiserUsageRepository(world.api.database.db).usageOf(advertiser.id);
    expect(usage!.cycleEnd.getTime() - usage!.cycleStart.getTime()).toBe(7 * 24 * 60 * 60_000);

    const student = await registerStudent(world.api);
    clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
    const search = await call(
      world.api,
      "POST",
      "/api/search-websites",
      // Its own name: other tests' paid apps are about fractions too.
      { query: advertiser.registration.appName, sessionId: "s-upfront", age: "9", subject: "math", studyModeEnabled: false },
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
    const { id: advertiserId, checkoutUrl } = await registerUnpaidAdvertiser(world);
    const paid = await payCheckout(checkoutUrl);
    await world.stripe.webhooksSettled();
    // The webhook (checkout.session.completed) already made it live.
    expect((await advertisers().findById(advertiserId))?.status).toBe("active");
    const paidAt = (await advertisers().findById(advertiserId))?.upfrontPaidAt;
    for (let reload = 0; reload < 2; reload++) {
      const confirmed = await confirmPayment(world, paid);
      expect(confirmed.json()).toEqual({ success: true, advertiserId, purpose: "upfront" });
    }
    expect((await advertisers().findById(advertiserId))?.upfrontPaidAt).toEqual(paidAt);
    const payments = await world.api.database.db.selectFrom("payments").selectAll().where("advertiser_id", "=", advertiserId).execute();
    expect(payments.map((payment) => [payment.purpose, payment.status, payment.amount_cents])).toEqual([["upfront", "succeeded", 10_000]]);
  });

  it("leaves the app pending when the card is declined, and the confirmation says the payment is not done", async () => {
    const { id: advertiserId, checkoutUrl } = await registerUnpaidAdvertiser(world);
    const declined = await payCheckout(checkoutUrl, CARDS.declined);
    // The hosted page says the card was declined and stays on it (no redirect back).
    expect(declined.location).toBeNull();
    const sessionId = new URL(checkoutUrl).pathname.split("/").pop();
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
