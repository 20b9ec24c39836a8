import { ADVERTISER_TEXTS, advertiserCalls, CANCELLATION_TEXTS, DAILY_FIGURES_DAYS, IMPRESSION_RATE_CENTS } from "@kidsafe/contracts";
import type {
  AdvertiserBilling,
  AdvertiserDashboard,
  DailyFigure,
  BillingDashboard,
  HttpCall,
  PaymentStartResult,
  SafetyCheckResponse,
  UserReport,
} from "@kidsafe/contracts";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";

/** A registered advertiser of the fake API, with what its dashboard shows. */
export interface FakeAdvertiser extends AdvertiserDashboard {
  password: string;
}

export function fakeAdvertiser(overrides: Partial<FakeAdvertiser> = {}): FakeAdvertiser {
  return {
    id: 7,
    appName: "Quest Maths",
    appUrl: "https://quest.example/",
    appDescription: "Maths adventures for curious kids",
    aiGeneratedDescription: "A maths adventure game where children solve puzzles to explore new worlds.",
    childDescription: "Maths adventures.",
    isActive: true,
    upfrontPaid: true,
    totalImpressions: 1234,
    thisWeekImpressions: 56,
    totalCharges: 12_340,
    accountState: { state: "active", reason: null },
    password: "company-secret",
    ...overrides,
  };
}

/** Noon today, local time, moved by whole days: dates that stay on their day in every time zone. */
export function daysFromToday(days: number): string {
  const moment = new Date();
  moment.setHours(12, 0, 0, 0);
  moment.setDate(moment.getDate() + days);
  return moment.toISOString();
}

export function billingDashboard(overrides: Partial<BillingDashboard> = {}): BillingDashboard {
  return {
    currentCycle: { cycleStart: daysFromToday(-3), cycleEnd: daysFromToday(4), impressionCount: 56, amountDue: 560 },
    totalImpressions: 1234,
    regularImpressions: 46,
    recommendationCount: 1,
    recommendationImpressions: 10,
    totalAmountDue: 560,
    amountDue: 560,
    nextBillingDate: daysFromToday(4),
    isOverdue: false,
    history: [],
    ...overrides,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** DAILY_FIGURES_DAYS days ending today (UTC), each with `impressions` views at the advertised rate. */
export function dailyFigures(impressions: (index: number) => number = () => 0): DailyFigure[] {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return Array.from({ length: DAILY_FIGURES_DAYS }, (_, index) => ({
    day: new Date(today - (DAILY_FIGURES_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
    impressions: impressions(index),
    chargesCents: impressions(index) * IMPRESSION_RATE_CENTS,
  }));
}

export function report(id: number, overrides: Partial<UserReport> = {}): UserReport {
  return {
    id,
    createdAt: daysFromToday(-id),
    reportType: "broken",
    reportDetails: `Report number ${id.toString()}`,
    status: "pending",
    adminNotes: null,
    ...overrides,
  };
}

const SESSION_ENDED = "Please login again";

/**
 * An in-memory stand-in for the API's /api/advertiser/* routes (MSW handlers on the contracts), answering like the
 * real one: ErrorResponse bodies, the session's advertiser deciding who may read what. Tests set its state and
 * read what it was sent.
 */
export function installFakeAdvertiserApi() {
  const advertisers = new Map<number, FakeAdvertiser>();
  const state = {
    /** The advertiser the session cookie names. */
    session: null as number | null,
    billing: billingDashboard(),
    dailyFigures: dailyFigures(),
    reports: [] as UserReport[],
    unpaidRecommendations: 0,
    payment: { checkoutUrl: "https://checkout.stripe.example/c/pay_weekly" } as PaymentStartResult,
    safetyCheck: {
      isSafe: true,
      reason: "",
      details: "",
      aiDescription: "A friendly maths game for children.",
      childDescription: "Maths adventures",
      registrationToken: "pass-token-1",
    } as SafetyCheckResponse,
    checkoutUrl: "https://checkout.stripe.example/c/pay_upfront" as string | undefined,
    urlBlacklisted: false,
    /** What the app sent to complete its registration. */
    registrations: [] as unknown[],
  };

  const signedIn = () => (state.session === null ? undefined : advertisers.get(state.session));
  const publicFields = ({ password: _password, ...advertiser }: FakeAdvertiser) => advertiser;
  const sessionEnded = () => failure(401, SESSION_ENDED, "Unauthorized");
  const weeklyBilling = (): AdvertiserBilling => ({
    currentCycle: state.billing.currentCycle,
    totalImpressions: state.billing.totalImpressions,
    history: state.billing.history,
  });

  apiServer.use(
    onCall(advertiserCalls.advertiserLogin, ({ body }) => {
      const match = [...advertisers.values()].find((advertiser) => advertiser.appName.toLowerCase() === body.appName.toLowerCase());
      if (match === undefined || match.password !== body.password) return failure(401, "Invalid app name or password", "Unauthorized");
      state.session = match.id;
      return json(200, { advertiser: { id: match.id, appName: match.appName } });
    }),
    onCall(advertiserCalls.advertiserLogout, () => {
      state.session = null;
      return json(200, { ok: true });
    }),
    onCall(advertiserCalls.advertiserStatus, () => {
      const advertiser = signedIn();
      if (advertiser === undefined) return json(200, { isAdvertiser: false });
      const { totalImpressions: _t, thisWeekImpressions: _w, totalCharges: _c, ...fields } = publicFields(advertiser);
      return json(200, { ...fields, isAdvertiser: true });
    }),
    onCall(advertiserCalls.advertiserAuthenticate, ({ body }) => {
      const advertiser = signedIn();
      if (advertiser === undefined || advertiser.password !== body.password)
        return failure(401, ADVERTISER_TEXTS.invalidPasswordRetry, "Unauthorized");
      const { id, appName, appUrl, upfrontPaid } = advertiser;
      return json(200, { advertiser: { id, appName, appUrl, upfrontPaid } });
    }),
    onCall(advertiserCalls.portalInfo, ({ params }) => {
      const advertiser = advertisers.get(Number(params.id));
      return advertiser === undefined ? failure(404, "Advertiser not found", "Not Found") : json(200, { appName: advertiser.appName });
    }),
    onCall(advertiserCalls.portalCheckAuth, ({ params }) => json(200, { authenticated: state.session === Number(params.id) })),
    onCall(advertiserCalls.portalAuthenticate, ({ params, body }) => {
      const advertiser = advertisers.get(Number(params.id));
      if (advertiser === undefined || advertiser.password !== body.password) return failure(401, "Invalid password", "Unauthorized");
      state.session = advertiser.id;
      return json(200, { success: true, message: "Authenticated" });
    }),
    onCall(advertiserCalls.advertiserDashboard, () => {
      const advertiser = signedIn();
      return advertiser === undefined ? sessionEnded() : json(200, publicFields(advertiser));
    }),
    onCall(advertiserCalls.advertiserDailyFigures, () => (signedIn() === undefined ? sessionEnded() : json(200, { days: state.dailyFigures }))),
    onCall(advertiserCalls.advertiserBillingDashboard, () => (signedIn() === undefined ? sessionEnded() : json(200, state.billing))),
    onCall(advertiserCalls.advertiserBilling, () => (signedIn() === undefined ? sessionEnded() : json(200, weeklyBilling()))),
    onCall(advertiserCalls.advertiserReports, () => (signedIn() === undefined ? sessionEnded() : json(200, { reports: state.reports }))),
    onCall(advertiserCalls.advertiserRecommendations, ({ params }) => {
      if (signedIn() === undefined) return sessionEnded();
      if (state.session !== Number(params.id)) return failure(403, "Not your advertiser account", "Forbidden");
      return json(200, { unpaidCount: state.unpaidRecommendations });
    }),
    onCall(advertiserCalls.payWeeklyBill, () => (signedIn() === undefined ? sessionEnded() : json(200, state.payment))),
    onCall(advertiserCalls.cancelSubscription, ({ body }) => {
      const advertiser = signedIn();
      if (advertiser === undefined) return sessionEnded();
      if (advertiser.password !== body.password) return failure(403, CANCELLATION_TEXTS.incorrectPasswordServerMessage, "Forbidden");
      if (state.billing.totalAmountDue > 0) return failure(409, CANCELLATION_TEXTS.outstandingFeesServerMessage, "Conflict");
      state.session = null;
      return json(200, { success: true, urlBlacklisted: state.urlBlacklisted, message: "Subscription cancelled" });
    }),
    onCall(advertiserCalls.safetyCheck, () => json(200, state.safetyCheck)),
    onCall(advertiserCalls.completeRegistration, ({ body }) => {
      state.registrations.push(body);
      const id = advertisers.size + 100;
      return json(201, { advertiserId: id, ...(state.checkoutUrl !== undefined && { checkoutUrl: state.checkoutUrl }) });
    }),
  );

  return {
    state,
    add(advertiser: FakeAdvertiser = fakeAdvertiser()): FakeAdvertiser {
      advertisers.set(advertiser.id, advertiser);
      return advertiser;
    },
    /** The session cookie names this advertiser, as after a login. */
    signIn(advertiser: FakeAdvertiser) {
      state.session = advertiser.id;
    },
    /** The session ends on the server (expired, or signed out elsewhere). */
    expireSession() {
      state.session = null;
    },
    /** The next request of `call` gets this answer instead of the fake's own (then the fake answers again). */
    answerOnce(call: HttpCall, answer: () => Response) {
      apiServer.use(onCall(call, answer, { once: true }));
    },
  };
}

export type FakeAdvertiserApi = ReturnType<typeof installFakeAdvertiserApi>;
