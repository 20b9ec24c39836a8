// The advertiser portal after registration (seed 001 §2, §6, §7): sign-in with the app name and company password,
// the per-portal password, the session of its own, every advertiser route scoped to its advertiser, and the
// dashboard's figures moving with counted views.
import { ADVERTISER_TEXTS, SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { AdvertiserDashboard, AdvertiserReports, AdvertiserStatus, BillingDashboard } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_FIGURES_MAX_AGE_MS } from "../src/modules/billing/figures.ts";
import { ADVERTISER_RATE_LIMITS } from "../src/modules/advertiser/rate-limits.ts";
import { advertiserCookieOf, call, countViews, registerPaidAdvertiser, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld, RegisteredAdvertiser } from "./advertiser-support.ts";
import { flusherFor, manualClock, registerStudent } from "./ads-support.ts";

let world: PortalWorld;
let first: RegisteredAdvertiser;
let second: RegisteredAdvertiser;
const clock = manualClock(new Date().toISOString());
const FAILURE_LIMIT = 3;

beforeAll(async () => {
  world = await startPortalWorld({
    clock: clock.now,
    manualFlush: true,
    limits: { [ADVERTISER_RATE_LIMITS.signInFailuresPerApp.name]: { limit: FAILURE_LIMIT, windowMs: 60_000 } },
  });
  first = await registerPaidAdvertiser(world);
  second = await registerPaidAdvertiser(world);
});
afterAll(() => world.close());

const login = (appName: string, password: string) => call(world.api, "POST", "/api/advertiser/login", { appName, password });
const flush = () => flusherFor(world.api).flushNow();

describe("signing in", () => {
  it("signs in with the app name in any letter case and the company password, in a session of its own", async () => {
    const response = await login(first.registration.appName.toLowerCase(), first.registration.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ advertiser: { id: first.id, appName: first.registration.appName } });
    const cookie = advertiserCookieOf(response);
    expect(response.cookies.find((entry) => entry.name === "advertiser_sid")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const status = await call(world.api, "GET", "/api/advertiser/status", undefined, cookie);
    expect(status.json<AdvertiserStatus>()).toMatchObject({ isAdvertiser: true, id: first.id, isActive: true, upfrontPaid: true });

    expect((await call(world.api, "POST", "/api/advertiser/logout", {}, cookie)).statusCode).toBe(200);
    expect((await call(world.api, "GET", "/api/advertiser/status", undefined, cookie)).json()).toEqual({ isAdvertiser: false });
    expect((await call(world.api, "GET", "/api/advertiser/dashboard", undefined, cookie)).statusCode).toBe(401);
  });

  it("refuses a wrong password or an unknown app with the seed's words", async () => {
    for (const response of [await login(second.registration.appName, "wrong"), await login("No Such App", "x")]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: ADVERTISER_TEXTS.invalidCredentials });
      expect(response.cookies).toEqual([]);
    }
  });

  it("stops guessing an app's password after a few failures, even with the right one, before any hash is checked", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    for (let guess = 0; guess < FAILURE_LIMIT; guess++)
      expect((await login(advertiser.registration.appName, `guess${guess}`)).statusCode).toBe(401);
    const blocked = await login(advertiser.registration.appName, advertiser.registration.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("gives a student's session nothing here, and an advertiser's nothing on the student side", async () => {
    const student = await registerStudent(world.api);
    expect((await call(world.api, "GET", "/api/advertiser/dashboard", undefined, student.cookie)).statusCode).toBe(401);
    expect((await call(world.api, "GET", "/api/advertiser/status", undefined, student.cookie)).json()).toEqual({ isAdvertiser: false });
    expect((await call(world.api, "GET", "/api/user", undefined, first.cookie)).statusCode).toBe(401);
  });
});

describe("the portal at /advertiser/{id}", () => {
  it("names the app publicly, and answers 404 for an id nobody has and 400 for one that is not a number", async () => {
    expect((await call(world.api, "GET", `/api/advertiser/${first.id}/info`)).json()).toEqual({ appName: first.registration.appName });
    const unknown = await call(world.api, "GET", "/api/advertiser/999999/info");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ADVERTISER_TEXTS.invalidAdvertiserDescription });
    expect((await call(world.api, "GET", "/api/advertiser/abc/info")).statusCode).toBe(400);
  });

  it("signs in with the portal's password and then says so, for that portal only", async () => {
    const wrong = await call(world.api, "POST", `/api/advertiser/${second.id}/authenticate`, { password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: ADVERTISER_TEXTS.invalidPassword });
    const right = await call(world.api, "POST", `/api/advertiser/${second.id}/authenticate`, { password: second.registration.password });
    expect(right.json()).toMatchObject({ success: true });
    const cookie = advertiserCookieOf(right);
    expect((await call(world.api, "GET", `/api/advertiser/${second.id}/check-auth`, undefined, cookie)).json()).toEqual({ authenticated: true });
    expect((await call(world.api, "GET", `/api/advertiser/${first.id}/check-auth`, undefined, cookie)).json()).toEqual({ authenticated: false });
    expect((await call(world.api, "GET", `/api/advertiser/${second.id}/check-auth`)).json()).toEqual({ authenticated: false });
  });

  it("checks the password again for the billing view, answering the advertiser's summary", async () => {
    const wrong = await call(world.api, "POST", "/api/advertiser/authenticate", { password: "nope" }, first.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: ADVERTISER_TEXTS.invalidPasswordRetry });
    const right = await call(world.api, "POST", "/api/advertiser/authenticate", { password: first.registration.password }, first.cookie);
    expect(right.json()).toMatchObject({ advertiser: { id: first.id, appName: first.registration.appName, upfrontPaid: true } });
  });
});

describe("every advertiser route is the signed-in advertiser's own", () => {
  const scoped = [
    ["GET", "/api/advertiser/dashboard", undefined],
    ["GET", "/api/advertiser/billing-dashboard", undefined],
    ["GET", "/api/advertiser/billing", undefined],
    ["GET", "/api/advertiser/reports", undefined],
    ["POST", "/api/advertiser/pay-weekly-bill", {}],
    ["POST", "/api/advertiser/cancel-subscription", { password: "x", confirmCancel: true }],
    ["POST", "/api/advertiser/authenticate", { password: "x" }],
  ] as const;

  it("answers 401 without an advertiser session, before reading the body", async () => {
    for (const [method, url, body] of scoped) {
      expect((await call(world.api, method, url, body)).statusCode, url).toBe(401);
    }
    expect((await call(world.api, "GET", `/api/advertiser/${first.id}/recommendations`)).statusCode).toBe(401);
  });

  it("answers 403 for another advertiser's id, and each advertiser's own figures otherwise", async () => {
    const other = await call(world.api, "GET", `/api/advertiser/${second.id}/recommendations`, undefined, first.cookie);
    expect(other.statusCode).toBe(403);
    expect((await call(world.api, "GET", `/api/advertiser/${first.id}/recommendations`, undefined, first.cookie)).json()).toEqual({
      unpaidCount: 0,
    });
    expect((await call(world.api, "GET", "/api/advertiser/dashboard", undefined, second.cookie)).json<AdvertiserDashboard>().id).toBe(second.id);
  });
});

describe("the dashboard's figures", () => {
  it("say why an app paused after a failed safety re-check is not shown, and nothing once it is resumed", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const dashboard = async () =>
      (await call(world.api, "GET", "/api/advertiser/dashboard", undefined, advertiser.cookie)).json<AdvertiserDashboard>();
    expect((await dashboard()).accountState).toEqual({ state: "active", reason: null });

    const reason = "The website now shows gambling.";
    await world.api.context.db
      .updateTable("advertisers")
      .set({ paused_at: new Date(), pause_reason: reason })
      .where("id", "=", advertiser.id)
      .execute();
    clock.advanceMs(DASHBOARD_FIGURES_MAX_AGE_MS + 1);
    expect(await dashboard()).toMatchObject({ isActive: false, accountState: { state: "paused", reason } });
    await world.api.context.db.updateTable("advertisers").set({ paused_at: null, pause_reason: null }).where("id", "=", advertiser.id).execute();
    clock.advanceMs(DASHBOARD_FIGURES_MAX_AGE_MS + 1);
    expect(await dashboard()).toMatchObject({ isActive: true, accountState: { state: "active", reason: null } });
  });

  it("move with each counted view and recommendation, priced at $0.10 and $1.00", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const figures = async () => ({
      dashboard: (await call(world.api, "GET", "/api/advertiser/dashboard", undefined, advertiser.cookie)).json<AdvertiserDashboard>(),
      billing: (await call(world.api, "GET", "/api/advertiser/billing-dashboard", undefined, advertiser.cookie)).json<BillingDashboard>(),
    });
    const before = await figures();
    expect(before.dashboard).toMatchObject({
      totalImpressions: 0,
      thisWeekImpressions: 0,
      totalCharges: 10_000,
      isActive: true,
      upfrontPaid: true,
    });
    expect(before.billing).toMatchObject({ totalAmountDue: 0, amountDue: 0, isOverdue: false, history: [] });

    await countViews(world, advertiser, 3, { clock, flush });
    const after = await figures();
    expect(after.dashboard).toMatchObject({ totalImpressions: 3, thisWeekImpressions: 3, totalCharges: 10_030 });
    expect(after.billing).toMatchObject({
      regularImpressions: 3,
      amountDue: 30,
      totalAmountDue: 30,
      currentCycle: { impressionCount: 3, amountDue: 30 },
    });
    expect(new Date(after.billing.nextBillingDate).getTime() - new Date(after.billing.currentCycle.cycleStart).getTime()).toBe(
      7 * 24 * 60 * 60_000,
    );
  });

  it("shows the reports children sent about the app, newest first", async () => {
    const student = await registerStudent(world.api);
    const sent = await call(
      world.api,
      "POST",
      "/api/report-app",
      { advertiserId: first.id, reportType: "broken", reportDetails: "The games do not load." },
      student.cookie,
    );
    expect(sent.statusCode).toBe(200);
    const { reports } = (await call(world.api, "GET", "/api/advertiser/reports", undefined, first.cookie)).json<AdvertiserReports>();
    expect(reports[0]).toMatchObject({ reportType: "broken", reportDetails: "The games do not load.", status: "pending", adminNotes: null });
    expect((await call(world.api, "GET", "/api/advertiser/reports", undefined, second.cookie)).json<AdvertiserReports>().reports).toEqual([]);
  });

  it("counts a view only once for what the server served", async () => {
    const student = await registerStudent(world.api);
    const forged = await call(
      world.api,
      "POST",
      "/api/track-view",
      { advertiserId: second.id, searchQuery: "x", sessionId: "never-served", pageContext: SEARCH_PAGE_CONTEXT },
      student.cookie,
    );
    expect(forged.statusCode).toBe(200);
    await flush();
    expect(
      (await call(world.api, "GET", "/api/advertiser/dashboard", undefined, second.cookie)).json<AdvertiserDashboard>().totalImpressions,
    ).toBe(0);
  });
});
