import { adminCalls, adminModerationCalls, adminOperationsCalls, safetyEventCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentOperator, operatorRoutes } from "../../http/access.ts";
import { okOnceDone, serveCalls } from "../../http/route.ts";
import { registerQueueBoard } from "./queue-board.ts";
import type { OperatorServices } from "./service.ts";

const calls = { ...adminCalls, ...adminModerationCalls, ...adminOperationsCalls, ...safetyEventCalls };

/** Every /api/admin/* call: the sign-in is open, the rest needs an operator (one scope hook, operatorRoutes). */
export function operatorRoutesOf(services: OperatorServices): ApiPlugin {
  const { sessions, signIn, credentials, totp, aiKey, moderation, blockedAnswers, safetyEvents, operations, jobs, audit } = services;
  const signedIn = operatorRoutes(sessions, services.isCurrent, services.otherRoleSessions, (app) => {
    serveCalls(app, calls, {
      adminMe: (request) => signIn.profile(currentOperator(request)),
      adminTotpStart: async (request) => {
        const operator = currentOperator(request);
        await credentials.confirmIdentity(operator, request.body.password, request.body.code, request.ip);
        return totp.start(operator);
      },
      // Both changes end the operator's other sessions; this one is started again with the new generation, so the
      // operator who made the change stays signed in.
      adminTotpConfirm: async (request, reply) => {
        const operator = currentOperator(request);
        const generation = await totp.confirm(operator, request.body.code);
        return okOnceDone(sessions.start(request, reply, { ...operator, generation }));
      },
      adminChangePassword: async (request, reply) => {
        const renewed = await credentials.changePassword(currentOperator(request), request.body, request.ip);
        return okOnceDone(sessions.start(request, reply, renewed));
      },
      adminSignOut: async (request, reply) => {
        await audit.record(currentOperator(request), { action: "operator.sign-out" });
        return okOnceDone(sessions.end(request, reply));
      },
      setOpenAiKey: (request) => okOnceDone(aiKey.store(currentOperator(request), request.body.apiKey)),
      adminAiKeyStatus: () => aiKey.status(),

      adminReports: (request) => moderation.reports(request.query),
      adminUpdateReport: (request) => moderation.updateReport(currentOperator(request), request.params.id, request.body),
      adminAdvertisers: (request) => moderation.advertisers(request.query),
      adminPauseAdvertiser: (request) => okOnceDone(moderation.pause(currentOperator(request), request.params.id, request.body.reason)),
      adminResumeAdvertiser: (request) => okOnceDone(moderation.resume(currentOperator(request), request.params.id)),
      adminRecheckAdvertiser: (request) => moderation.recheck(currentOperator(request), request.params.id),
      adminEndAdvertiser: (request) => moderation.end(currentOperator(request), request.params.id, request.body.reason),
      adminBlockedAnswers: (request) => blockedAnswers.report(request.query),

      adminSafetyEvents: (request) => safetyEvents.list(request.query),
      adminUpdateSafetyEventStatus: (request) => safetyEvents.setStatus(currentOperator(request), request.params.id, request.body),

      adminBilling: () => operations.billing(),
      adminRunBilling: (request) => operations.runNow(currentOperator(request), request.body.asOf),
      adminWaiveCycle: (request) => okOnceDone(operations.waive(currentOperator(request), request.params.id)),
      adminAudit: (request) => operations.auditLog(request.query),
      adminQueues: () => operations.queues(),
    });

    app.register((board) => registerQueueBoard(board, jobs, audit));
  });

  return async (app) => {
    serveCalls(app, calls, {
      adminSignIn: async (request, reply) => {
        const { totpEnabled, ...operator } = await signIn.signIn(request.body.username, request.body.password, request.body.code, request.ip);
        // A new session id at every sign-in (start() ends the request's old one): no fixation.
        await sessions.start(request, reply, operator);
        return { operator: { username: operator.username, totpEnabled } };
      },
    });
    await signedIn(app);
  };
}
