// The dashboard's truth: the account's state answered by the server in each case, the payment-complete
// answer saying what was paid, and the chart's daily figures counted from the advertiser's own events over 8 weeks.
import { ACCOUNT_STATE_TEXTS, DAILY_FIGURES_DAYS, IMPRESSION_RATE_CENTS, RECOMMENDATION_CENTS } from "@kidsafe/contracts";
import type { AdvertiserDailyFigures, AdvertiserDashboard } from "@kidsafe/contracts";
import { createAdEventsRepository, createAdvertisersRepository } from "@kidsafe/db";
import type { AdEventInput, AdvertiserChange } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_FIGURES_MAX_AGE_MS } from "../src/modules/billing/figures.ts";
import { autoPauseReason } from "../src/modules/reports/service.ts";
import {
  advertiserCookieOf,
  call,
  confirmPayment,
  payCheckout,
  registerPaidAdvertiser,
  registerUnpaidAdvertiser,
  startPortalWorld,
} from "./advertiser-support.ts";
import type { PortalWorld, RegisteredAdvertiser } from "./advertiser-support.ts";
import { manualClock, registerStudent } from "./ads-support.ts";
import type { Student } from "./ads-support.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let world: PortalWorld;
const clock = manualClock(new Date().toISOString());

beforeAll(async () => {
  world = await startPortalWorld({ clock: clock.now, manualFlush: true });
});
afterAll(() => world.close());

const dashboardOf = async (cookie: string) => {
  // Past the figures' short cache: each read sees the row as it is now.
  clock.advanceMs(DASHBOARD_FIGURES_MAX_AGE_MS + 1);
  const response = await call(world.api, "GET", "/api/advertiser/dashboard", undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdvertiserDashboard>();
};
const setRow = (id: number, change: AdvertiserChange) => createAdvertisersRepository(world.api.context.db).update(id, change);

describe("the account state the dashboard shows", () => {
  it("is 'awaiting_upfront_payment' before the upfront fee, and the payment's answer says the app went live", async () => {
    const { id: advertiserId, cookie, checkoutUrl } = await registerUnpaidAdvertiser(world);
    expect(await dashboardOf(cookie)).toMatchObject({ isActive: false, accountState: { state: "awaiting_upfront_payment", reason: null } });

    const confirmed = await confirmPayment(world, await payCheckout(checkoutUrl));
    expect(confirmed.json()).toEqual({ success: true, advertiserId, purpose: "upfront" });
    expect(await dashboardOf(cookie)).toMatchObject({ isActive: true, accountState: { state: "active", reason: null } });
  });

  it("is 'paused' with the reason of whoever paused it: children's reports, a failed safety re-check, an operator", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const pauses = [
      { stored: autoPauseReason(3, 7), shown: autoPauseReason(3, 7) },
      {
        stored: "The weekly safety check of the website failed: gambling content",
        shown: "The weekly safety check of the website failed: gambling content.",
      },
      { stored: "Screenshots do not match the app", shown: "Screenshots do not match the app." },
      { stored: null, shown: ACCOUNT_STATE_TEXTS.pausedForReview },
    ];
    for (const { stored, shown } of pauses) {
      await setRow(advertiser.id, { pausedAt: clock.now(), pauseReason: stored });
      expect(await dashboardOf(advertiser.cookie)).toMatchObject({ isActive: false, accountState: { state: "paused", reason: shown } });
    }
    await setRow(advertiser.id, { pausedAt: null, pauseReason: null });
    expect((await dashboardOf(advertiser.cookie)).accountState).toEqual({ state: "active", reason: null });
  });

  it("is 'overdue' while a bill is overdue, and a pause is told first", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    await setRow(advertiser.id, { overdueSince: clock.now() });
    expect(await dashboardOf(advertiser.cookie)).toMatchObject({ isActive: false, accountState: { state: "overdue", reason: null } });
    await setRow(advertiser.id, { pausedAt: clock.now(), pauseReason: "Under review." });
    expect((await dashboardOf(advertiser.cookie)).accountState).toEqual({ state: "paused", reason: "Under review." });
  });

  it("is 'cancelled' after the advertiser cancels, never 'automatic billing active' beside INACTIVE", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const cancelled = await call(
      world.api,
      "POST",
      "/api/advertiser/cancel-subscription",
      { password: advertiser.registration.password, confirmCancel: true },
      advertiser.cookie,
    );
    expect(cancelled.json()).toMatchObject({ success: true, urlBlacklisted: false });
    const login = await call(world.api, "POST", "/api/advertiser/login", {
      appName: advertiser.registration.appName,
      password: advertiser.registration.password,
    });
    expect(await dashboardOf(advertiserCookieOf(login))).toMatchObject({
      isActive: false,
      accountState: { state: "cancelled", reason: ACCOUNT_STATE_TEXTS.ended },
    });
  });

  it("is 'cancelled' with the true reason and the date the site may register again when it was blacklisted", async () => {
    const advertiser = await registerPaidAdvertiser(world);
    const until = new Date(clock.now().getTime() + 30 * DAY_MS);
    await setRow(advertiser.id, {
      status: "cancelled",
      cancelledAt: clock.now(),
      blacklistedAt: clock.now(),
      blacklistedUntil: until,
      blacklistReason: "The account was cancelled with unpaid fees.",
    });
    expect((await dashboardOf(advertiser.cookie)).accountState).toEqual({
      state: "cancelled",
      reason: `The account was cancelled with unpaid fees. ${ACCOUNT_STATE_TEXTS.blockedUntil(until.toISOString().slice(0, 10))}`,
    });
    // Once the block has run out only the reason remains.
    await setRow(advertiser.id, { blacklistedUntil: new Date(clock.now().getTime() - DAY_MS) });
    expect((await dashboardOf(advertiser.cookie)).accountState).toEqual({
      state: "cancelled",
      reason: "The account was cancelled with unpaid fees.",
    });
  });
});

describe("GET /api/advertiser/daily-figures", () => {
  let mine: RegisteredAdvertiser;
  let other: RegisteredAdvertiser;
  let students: Student[];
  let sequence = 0;

  beforeAll(async () => {
    mine = await registerPaidAdvertiser(world);
    other = await registerPaidAdvertiser(world);
    students = [await registerStudent(world.api), await registerStudent(world.api)];
  });

  /** `count` counted events of `advertiserId`, stored as the flusher stores them, `daysAgo` days before now. */
  const store = async (advertiserId: number, kind: "view" | "recommendation", count: number, daysAgo: number) => {
    const occurredAt = new Date(clock.now().getTime() - daysAgo * DAY_MS);
    const events: AdEventInput[] = Array.from({ length: count }, () => {
      sequence++;
      return {
        eventKey: `daily-${sequence.toString()}`,
        advertiserId,
        userId: students[sequence % students.length]!.id,
        sessionId: `daily-session-${sequence.toString()}`,
        kind,
        recommendationType: kind === "recommendation" ? "search" : null,
        query: "fractions",
        occurredAt,
      };
    });
    expect(await createAdEventsRepository(world.api.database.db).insertEvents(events)).toBe(count);
  };
  const figuresOf = async (cookie: string) => {
    const response = await call(world.api, "GET", "/api/advertiser/daily-figures", undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdvertiserDailyFigures>().days;
  };
  const utcDay = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

  it("answers 8 weeks of days, oldest first and today last, each the signed-in advertiser's counted events", async () => {
    // Well inside a UTC day, so "n days ago" is n calendar days ago.
    const hour = clock.now().getUTCHours();
    if (hour < 2 || hour > 21) clock.advanceMs(4 * 60 * 60 * 1000);
    await store(mine.id, "view", 3, 0);
    await store(mine.id, "recommendation", 1, 0);
    await store(mine.id, "view", 2, 10);
    await store(mine.id, "view", 1, DAILY_FIGURES_DAYS - 1);
    // Outside the 8 weeks, and another advertiser's: in nobody's chart here.
    await store(mine.id, "view", 5, DAILY_FIGURES_DAYS);
    await store(other.id, "view", 4, 0);

    const days = await figuresOf(mine.cookie);
    expect(days).toHaveLength(DAILY_FIGURES_DAYS);
    expect(days[0]?.day).toBe(utcDay(DAILY_FIGURES_DAYS - 1));
    expect(days.at(-1)?.day).toBe(utcDay(0));
    const byDay = new Map(days.map((figure) => [figure.day, figure]));
    expect(byDay.get(utcDay(0))).toEqual({ day: utcDay(0), impressions: 13, chargesCents: 3 * IMPRESSION_RATE_CENTS + RECOMMENDATION_CENTS });
    expect(byDay.get(utcDay(10))).toEqual({ day: utcDay(10), impressions: 2, chargesCents: 2 * IMPRESSION_RATE_CENTS });
    expect(byDay.get(utcDay(DAILY_FIGURES_DAYS - 1))).toEqual({ day: utcDay(DAILY_FIGURES_DAYS - 1), impressions: 1, chargesCents: 10 });
    expect(days.reduce((sum, figure) => sum + figure.impressions, 0)).toBe(13 + 2 + 1);
    expect(days.filter((figure) => figure.impressions === 0)).toHaveLength(DAILY_FIGURES_DAYS - 3);

    const others = await figuresOf(other.cookie);
    expect(others.reduce((sum, figure) => sum + figure.impressions, 0)).toBe(4);
  });

  it("shows today's new events at the very next poll", async () => {
    const before = (await figuresOf(mine.cookie)).at(-1)?.impressions ?? 0;
    await store(mine.id, "view", 2, 0);
    expect((await figuresOf(mine.cookie)).at(-1)?.impressions).toBe(before + 2);
  });

  it("answers 401 without an advertiser session", async () => {
    expect((await call(world.api, "GET", "/api/advertiser/daily-figures")).statusCode).toBe(401);
  });
});
