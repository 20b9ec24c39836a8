import { familyCalls, familyInsightCalls } from "@kidsafe/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiPlugin } from "../../context.ts";
import { currentParent, parentRoutes } from "../../http/access.ts";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { ParentAccounts } from "./accounts.ts";
import { profileOf } from "./accounts.ts";
import type { ChildDayService } from "./child-day.ts";
import type { ChildSummaries } from "./child-summaries.ts";
import type { ParentChildren } from "./children.ts";
import type { ParentConsent } from "./consent.ts";
import { refuseUnlinkedChildFirst } from "./linked-child.ts";
import type { ParentSettingsService } from "./parent-settings.ts";
import type { RemoteControls } from "./remote-controls.ts";

const OK = { ok: true as const };

export interface ParentServices {
  sessions: ParentSessions;
  isCurrent: (identity: ParentIdentity) => Promise<boolean>;
  accounts: ParentAccounts;
  summaries: ChildSummaries;
  children: ParentChildren;
  consent: ParentConsent;
  remote: RemoteControls;
  day: ChildDayService;
  settings: ParentSettingsService;
}

export function parentRoutesOf({
  sessions,
  isCurrent,
  accounts,
  summaries,
  children,
  consent,
  remote,
  day,
  settings,
}: ParentServices): ApiPlugin {
  // Sessions are timed by the real clock, as `sessions_valid_after` is.
  const startSession = (request: FastifyRequest, reply: FastifyReply, parentId: number, notBefore = 0) =>
    sessions.start(request, reply, { parentId, startedAt: Math.max(Date.now(), notBefore) });

  const signedIn = parentRoutes(sessions, isCurrent, (app) => {
    refuseUnlinkedChildFirst(app, (parentId, childId) => summaries.requireLinked(parentId, childId));

    app.route({
      ...routeOf(familyCalls.parentMe),
      handler: async (request) => profileOf(await accounts.parentOf(currentParent(request).parentId)),
    });

    app.route({
      ...routeOf(familyCalls.parentResendVerification),
      handler: async (request) => {
        await accounts.resendVerification(currentParent(request).parentId);
        return OK;
      },
    });

    app.route({
      ...routeOf(familyCalls.parentChildren),
      handler: async (request) => ({ children: await summaries.list(currentParent(request).parentId) }),
    });

    app.route({
      ...routeOf(familyCalls.parentLinkChild),
      handler: (request) => children.linkByCode(currentParent(request).parentId, request.body.code, request.ip),
    });

    app.route({
      ...routeOf(familyCalls.parentCreateChild),
      handler: (request) => children.createChild(currentParent(request).parentId, request.body),
    });

    app.route({
      ...routeOf(familyCalls.parentUnlinkChild),
      handler: async (request) => {
        await children.unlink(currentParent(request).parentId, request.params.childId);
        return OK;
      },
    });

    app.route({
      ...routeOf(familyCalls.parentStartConsent),
      handler: (request) => consent.start(currentParent(request).parentId, request.params.childId, request.body.noticeVersion),
    });

    app.route({
      ...routeOf(familyCalls.parentConfirmConsent),
      handler: (request) => consent.confirm(currentParent(request).parentId, request.body.checkoutSessionId, request.ip),
    });

    app.route({
      ...routeOf(familyCalls.parentWithdrawConsent),
      handler: (request) => consent.withdraw(currentParent(request).parentId, request.params.childId),
    });

    app.route({
      ...routeOf(familyCalls.parentSetChildParentPassword),
      handler: (request) => remote.setParentPassword(currentParent(request).parentId, request.params.childId, request.body.parentPassword),
    });

    app.route({
      ...routeOf(familyCalls.parentSetChildLimits),
      handler: (request) => remote.setLimits(currentParent(request).parentId, request.params.childId, request.body),
    });

    app.route({
      ...routeOf(familyInsightCalls.parentSetFamilyRules),
      handler: (request) => remote.setRules(currentParent(request).parentId, request.params.childId, request.body),
    });

    app.route({
      ...routeOf(familyInsightCalls.parentChildDay),
      handler: (request) => day.dayOf(currentParent(request).parentId, request.params.childId),
    });

    app.route({
      ...routeOf(familyInsightCalls.parentChildSearches),
      handler: (request) => day.searchesOf(currentParent(request).parentId, request.params.childId),
    });

    // A parent may set their own mails before the email is verified.
    app.route({
      ...routeOf(familyInsightCalls.parentSettings),
      handler: (request) => settings.settingsOf(currentParent(request).parentId),
    });

    app.route({
      ...routeOf(familyInsightCalls.parentSetSettings),
      handler: (request) => settings.setSettings(currentParent(request).parentId, request.body),
    });
  });

  return async (app) => {
    app.route({
      ...routeOf(familyCalls.parentSignUp),
      handler: async (request, reply) => {
        const { email, password, timeZone } = request.body;
        const profile = await accounts.signUp(email, password, request.ip, timeZone);
        await startSession(request, reply, profile.id);
        return profile;
      },
    });

    app.route({
      ...routeOf(familyCalls.parentSignIn),
      handler: async (request, reply) => {
        const profile = await accounts.signIn(request.body.email, request.body.password, request.ip);
        await startSession(request, reply, profile.id);
        return profile;
      },
    });

    app.route({
      ...routeOf(familyCalls.parentSignOut),
      handler: async (request, reply) => {
        await sessions.end(request, reply);
        return OK;
      },
    });

    // Open: the link may be opened in another browser than the one signed in.
    app.route({
      ...routeOf(familyCalls.parentVerifyEmail),
      handler: (request) => accounts.verifyEmail(request.body.token),
    });

    app.route({
      ...routeOf(familyCalls.parentRequestReset),
      handler: async (request) => {
        await accounts.requestReset(request.body.email, request.ip);
        return OK;
      },
    });

    app.route({
      ...routeOf(familyCalls.parentCompleteReset),
      handler: async (request, reply) => {
        const { profile, at } = await accounts.completeReset(request.body.token, request.body.password);
        await startSession(request, reply, profile.id, at.getTime());
        return profile;
      },
    });

    // Open: the weekly summary's link, posted by our own page from any browser.
    app.route({
      ...routeOf(familyInsightCalls.weeklySummaryUnsubscribe),
      handler: async (request) => {
        await settings.unsubscribe(request.body.token, request.ip);
        return OK;
      },
    });

    await signedIn(app);
  };
}
