import { ADVERTISER_TEXTS, advertiserCalls } from "@kidsafe/contracts";
import { forbidden, notFound } from "@kidsafe/server-kit";
import type { ApiPlugin } from "../../context.ts";
import { advertiserRoutes, currentAdvertiser } from "../../http/access.ts";
import type { AdvertiserSessions } from "../../http/access.ts";
import { okOnceDone, serveCalls } from "../../http/route.ts";
import type { Account } from "./account.ts";
import type { BillingFigures } from "../billing/figures.ts";
import type { Dashboard } from "./dashboard.ts";
import type { Registration } from "./registration.ts";
import type { SignIn } from "./sign-in.ts";
import { withPaymentErrors } from "./payment-errors.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface AdvertiserServices {
  sessions: AdvertiserSessions;
  signIn: SignIn;
  registration: Registration;
  dashboard: Dashboard;
  figures: BillingFigures;
  account: Account;
}

export function advertiserRoutesOf({ sessions, signIn, registration, dashboard, figures, account }: AdvertiserServices): ApiPlugin {
  const signedIn = advertiserRoutes(sessions, (app) =>
    serveCalls(app, advertiserCalls, {
      advertiserAuthenticate: async (request) => {
        const { advertiserId } = currentAdvertiser(request);
        const advertiser = await signIn.verify(advertiserId, request.body.password, request.ip, ADVERTISER_TEXTS.invalidPasswordRetry);
        const { id, appName, appUrl, upfrontPaid } = dashboard.advertiserOf(advertiser);
        return { advertiser: { id, appName, appUrl, upfrontPaid } };
      },
      advertiserDashboard: (request) => dashboard.dashboard(currentAdvertiser(request).advertiserId),
      advertiserDailyFigures: (request) => figures.dailyFigures(currentAdvertiser(request).advertiserId),
      advertiserBillingDashboard: (request) => figures.billingDashboard(currentAdvertiser(request).advertiserId),
      advertiserBilling: (request) => figures.billing(currentAdvertiser(request).advertiserId),
      advertiserReports: (request) => dashboard.reports(currentAdvertiser(request).advertiserId),
      advertiserRecommendations: (request) => {
        const { advertiserId } = currentAdvertiser(request);
        if (request.params.id !== advertiserId) throw forbidden(ADVERTISER_SERVER_TEXTS.notYourPortal);
        return figures.recommendations(advertiserId);
      },
      payWeeklyBill: (request) => withPaymentErrors(() => account.pay(currentAdvertiser(request).advertiserId)),
      cancelSubscription: async (request, reply) => {
        const result = await withPaymentErrors(() => account.cancel(currentAdvertiser(request).advertiserId, request.body.password, request.ip));
        // After cancelling the advertiser returns to the login.
        await sessions.end(request, reply);
        return result;
      },
    }),
  );

  return async (app) => {
    serveCalls(app, advertiserCalls, {
      advertiserStatus: async (request) => {
        const identity = await sessions.identityOf(request);
        const advertiser = identity ? await dashboard.profile(identity.advertiserId) : undefined;
        return advertiser ? { isAdvertiser: true as const, ...advertiser } : { isAdvertiser: false as const };
      },
      advertiserLogin: async (request, reply) => {
        const advertiser = await signIn.login(request.body.appName, request.body.password, request.ip);
        await sessions.start(request, reply, { advertiserId: advertiser.id });
        return { advertiser: { id: advertiser.id, appName: advertiser.appName } };
      },
      advertiserLogout: (request, reply) => okOnceDone(sessions.end(request, reply)),
      portalCheckAuth: async (request) => ({ authenticated: (await sessions.identityOf(request))?.advertiserId === request.params.id }),
      portalInfo: async (request) => {
        const advertiser = await dashboard.profile(request.params.id);
        if (!advertiser) throw notFound(ADVERTISER_TEXTS.invalidAdvertiserDescription);
        return { appName: advertiser.appName };
      },
      portalAuthenticate: async (request, reply) => {
        const advertiser = await signIn.verify(request.params.id, request.body.password, request.ip, ADVERTISER_TEXTS.invalidPassword);
        await sessions.start(request, reply, { advertiserId: advertiser.id });
        return { success: true as const, message: `Welcome back, ${advertiser.appName}!` };
      },
      safetyCheck: (request) => registration.safetyCheck(request.body, request.ip),
      completeRegistration: async (request, reply) => {
        const registered = await withPaymentErrors(() => registration.completeRegistration(request.body, request.ip));
        // The company that just chose its password is signed in.
        await sessions.start(request, reply, { advertiserId: registered.advertiserId });
        return registered;
      },
      paymentComplete: async (request) => {
        const { success, advertiserId, purpose } = await withPaymentErrors(() => registration.paymentComplete(request.query.session_id));
        return { success, advertiserId, purpose };
      },
    });

    await signedIn(app);
  };
}
