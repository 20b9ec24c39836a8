import { familyCalls, familyInsightCalls } from "@kidsafe/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiPlugin } from "../../context.ts";
import { currentParent, parentRoutes } from "../../http/access.ts";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { okOnceDone, serveCalls } from "../../http/route.ts";
import type { ParentAccounts } from "./accounts.ts";
import { profileOf } from "./accounts.ts";
import type { ChildDayService } from "./child-day.ts";
import type { ChildSummaries } from "./child-summaries.ts";
import type { ParentChildren } from "./children.ts";
import type { ParentConsent } from "./consent.ts";
import { refuseUnlinkedChildFirst } from "./linked-child.ts";
import type { ParentSettingsService } from "./parent-settings.ts";
import type { RemoteControls } from "./remote-controls.ts";

const calls = { ...familyCalls, ...familyInsightCalls };

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
    const parentIdOf = (request: FastifyRequest) => currentParent(request).parentId;

    serveCalls(app, calls, {
      parentMe: async (request) => profileOf(await accounts.parentOf(parentIdOf(request))),
      parentResendVerification: (request) => okOnceDone(accounts.resendVerification(parentIdOf(request))),
      parentChildren: async (request) => ({ children: await summaries.list(parentIdOf(request)) }),
      parentLinkChild: (request) => children.linkByCode(parentIdOf(request), request.body.code, request.ip),
      parentCreateChild: (request) => children.createChild(parentIdOf(request), request.body),
      parentUnlinkChild: (request) => okOnceDone(children.unlink(parentIdOf(request), request.params.childId)),
      parentStartConsent: (request) => consent.start(parentIdOf(request), request.params.childId, request.body.noticeVersion),
      parentConfirmConsent: (request) => consent.confirm(parentIdOf(request), request.body.checkoutSessionId, request.ip),
      parentWithdrawConsent: (request) => consent.withdraw(parentIdOf(request), request.params.childId),
      parentSetChildParentPassword: (request) =>
        remote.setParentPassword(parentIdOf(request), request.params.childId, request.body.parentPassword),
      parentSetChildLimits: (request) => remote.setLimits(parentIdOf(request), request.params.childId, request.body),
      parentSetFamilyRules: (request) => remote.setRules(parentIdOf(request), request.params.childId, request.body),
      parentChildDay: (request) => day.dayOf(parentIdOf(request), request.params.childId),
      parentChildSearches: (request) => day.searchesOf(parentIdOf(request), request.params.childId),
      // A parent may set their own mails before the email is verified.
      parentSettings: (request) => settings.settingsOf(parentIdOf(request)),
      parentSetSettings: (request) => settings.setSettings(parentIdOf(request), request.body),
    });
  });

  return async (app) => {
    serveCalls(app, calls, {
      parentSignUp: async (request, reply) => {
        const { email, password, timeZone } = request.body;
        const profile = await accounts.signUp(email, password, request.ip, timeZone);
        await startSession(request, reply, profile.id);
        return profile;
      },
      parentSignIn: async (request, reply) => {
        const profile = await accounts.signIn(request.body.email, request.body.password, request.ip);
        await startSession(request, reply, profile.id);
        return profile;
      },
      parentSignOut: (request, reply) => okOnceDone(sessions.end(request, reply)),
      // Open: the link may be opened in another browser than the one signed in.
      parentVerifyEmail: (request) => accounts.verifyEmail(request.body.token),
      parentRequestReset: (request) => okOnceDone(accounts.requestReset(request.body.email, request.ip)),
      parentCompleteReset: async (request, reply) => {
        const { profile, at } = await accounts.completeReset(request.body.token, request.body.password);
        await startSession(request, reply, profile.id, at.getTime());
        return profile;
      },
      // Open: the weekly summary's link, posted by our own page from any browser.
      weeklySummaryUnsubscribe: (request) => okOnceDone(settings.unsubscribe(request.body.token, request.ip)),
    });

    await signedIn(app);
  };
}
