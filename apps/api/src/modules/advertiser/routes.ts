import { ADVERTISER_TEXTS, advertiserCalls } from "@kidsafe/contracts";
import { forbidden, notFound } from "@kidsafe/server-kit";
import type { ApiPlugin } from "../../context.ts";
import { advertiserRoutes, currentAdvertiser } from "../../http/access.ts";
import type { AdvertiserSessions } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { Account } from "./account.ts";
import type { BillingFigures } from "../billing/figures.ts";
import type { Dashboard } from "./dashboard.ts";
import type { Registration } from "./registration.ts";
import type { SignIn } from "./sign-in.ts";
import { withPaymentErrors } from "./payment-errors.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

const OK = { ok: true as const };

export interface AdvertiserServices {
  sessions: AdvertiserSessions;
  signIn: SignIn;
  registration: Registration;
  dashboard: Dashboard;
  figures: BillingFigures;
  account: Account;
}

export function advertiserRoutesOf({ sessions, signIn, registration, dashboard, figures, account }: AdvertiserServices): ApiPlugin {
  const signedIn = advertiserRoutes(sessions, (app) => {
    app.route({
      ...routeOf(advertiserCalls.advertiserAuthenticate),
      handler: async (request) => {
        const { advertiserId } = currentAdvertiser(request);
        const advertiser = await signIn.verify(advertiserId, request.body.password, request.ip, ADVERTISER_TEXTS.invalidPasswordRetry);
        const { id, appName, appUrl, upfrontPaid } = dashboard.advertiserOf(advertiser);
        return { advertiser: { id, appName, appUrl, upfrontPaid } };
      },
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserDashboard),
      handler: (request) => dashboard.dashboard(currentAdvertiser(request).advertiserId),
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserDailyFigures),
      handler: (request) => figures.dailyFigures(currentAdvertiser(request).advertiserId),
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserBillingDashboard),
      handler: (request) => figures.billingDashboard(currentAdvertiser(request).advertiserId),
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserBilling),
      handler: (request) => figures.billing(currentAdvertiser(request).advertiserId),
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserReports),
      handler: (request) => dashboard.reports(currentAdvertiser(request).advertiserId),
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserRecommendations),
      handler: (request) => {
        const { advertiserId } = currentAdvertiser(request);
        if (request.params.id !== advertiserId) throw forbidden(ADVERTISER_SERVER_TEXTS.notYourPortal);
        return figures.recommendations(advertiserId);
      },
    });

    app.route({
      ...routeOf(advertiserCalls.payWeeklyBill),
      handler: (request) => withPaymentErrors(() => account.pay(currentAdvertiser(request).advertiserId)),
    });

    app.route({
      ...routeOf(advertiserCalls.cancelSubscription),
      handler: async (request, reply) => {
        const result = await withPaymentErrors(() => account.cancel(currentAdvertiser(request).advertiserId, request.body.password, request.ip));
        // After cancelling the advertiser returns to the login.
        await sessions.end(request, reply);
        return result;
      },
    });
  });

  return async (app) => {
    app.route({
      ...routeOf(advertiserCalls.advertiserStatus),
      handler: async (request) => {
        const identity = await sessions.identityOf(request);
        const advertiser = identity ? await dashboard.profile(identity.advertiserId) : undefined;
        return advertiser ? { isAdvertiser: true as const, ...advertiser } : { isAdvertiser: false as const };
      },
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserLogin),
      handler: async (request, reply) => {
        const advertiser = await signIn.login(request.body.appName, request.body.password, request.ip);
        await sessions.start(request, reply, { advertiserId: advertiser.id });
        return { advertiser: { id: advertiser.id, appName: advertiser.appName } };
      },
    });

    app.route({
      ...routeOf(advertiserCalls.advertiserLogout),
      handler: async (request, reply) => {
        await sessions.end(request, reply);
        return OK;
      },
    });

    app.route({
      ...routeOf(advertiserCalls.portalCheckAuth),
      handler: async (request) => ({ authenticated: (await sessions.identityOf(request))?.advertiserId === request.params.id }),
    });

    app.route({
      ...routeOf(advertiserCalls.portalInfo),
      handler: async (request) => {
        const advertiser = await dashboard.profile(request.params.id);
        if (!advertiser) throw notFound(ADVERTISER_TEXTS.invalidAdvertiserDescription);
        return { appName: advertiser.appName };
      },
    });

    app.route({
      ...routeOf(advertiserCalls.portalAuthenticate),
      handler: async (request, reply) => {
        const advertiser = await signIn.verify(request.params.id, request.body.password, request.ip, ADVERTISER_TEXTS.invalidPassword);
        await sessions.start(request, reply, { advertiserId: advertiser.id });
        return { success: true as const, message: `Welcome back, ${advertiser.appName}!` };
      },
    });

    app.route({
      ...routeOf(advertiserCalls.safetyCheck),
      handler: (request) => registration.safetyCheck(request.body, request.ip),
    });

    app.route({
      ...routeOf(advertiserCalls.completeRegistration),
      handler: async (request, reply) => {
        const registered = await withPaymentErrors(() => registration.completeRegistration(request.body, request.ip));
        // The company that just chose its password is signed in.
        await sessions.start(request, reply, { advertiserId: registered.advertiserId });
        return registered;
      },
    });

    app.route({
      ...routeOf(advertiserCalls.paymentComplete),
      handler: async (request) => {
        const { success, advertiserId, purpose } = await withPaymentErrors(() => registration.paymentComplete(request.query.session_id));
        return { success, advertiserId, purpose };
      },
    });

    await signedIn(app);
  };
}
