import { adminCalls, adminModerationCalls, adminOperationsCalls, safetyEventCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentOperator, operatorRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import { registerQueueBoard } from "./queue-board.ts";
import type { OperatorServices } from "./service.ts";

const OK = { ok: true as const };

/** Every /api/admin/* call: the sign-in is open, the rest needs an operator (one scope hook, operatorRoutes). */
export function operatorRoutesOf(services: OperatorServices): ApiPlugin {
  const { sessions, signIn, credentials, totp, aiKey, moderation, blockedAnswers, safetyEvents, operations, jobs, audit } = services;
  const signedIn = operatorRoutes(sessions, services.isCurrent, services.otherRoleSessions, (app) => {
    app.route({ ...routeOf(adminCalls.adminMe), handler: (request) => signIn.profile(currentOperator(request)) });
    app.route({
      ...routeOf(adminCalls.adminTotpStart),
      handler: async (request) => {
        const operator = currentOperator(request);
        await credentials.confirmIdentity(operator, request.body.password, request.body.code, request.ip);
        return totp.start(operator);
      },
    });
    // Both changes end the operator's other sessions; this one is started again with the new generation, so the
    // operator who made the change stays signed in.
    app.route({
      ...routeOf(adminCalls.adminTotpConfirm),
      handler: async (request, reply) => {
        const operator = currentOperator(request);
        const generation = await totp.confirm(operator, request.body.code);
        await sessions.start(request, reply, { ...operator, generation });
        return OK;
      },
    });
    app.route({
      ...routeOf(adminCalls.adminChangePassword),
      handler: async (request, reply) => {
        const renewed = await credentials.changePassword(currentOperator(request), request.body, request.ip);
        await sessions.start(request, reply, renewed);
        return OK;
      },
    });

    app.route({
      ...routeOf(adminCalls.adminSignOut),
      handler: async (request, reply) => {
        await audit.record(currentOperator(request), { action: "operator.sign-out" });
        await sessions.end(request, reply);
        return OK;
      },
    });

    app.route({
      ...routeOf(adminCalls.setOpenAiKey),
      handler: async (request) => {
        await aiKey.store(currentOperator(request), request.body.apiKey);
        return OK;
      },
    });
    app.route({ ...routeOf(adminCalls.adminAiKeyStatus), handler: () => aiKey.status() });

    app.route({
      ...routeOf(adminModerationCalls.adminReports),
      handler: (request) => moderation.reports(request.query),
    });
    app.route({
      ...routeOf(adminModerationCalls.adminUpdateReport),
      handler: (request) => moderation.updateReport(currentOperator(request), request.params.id, request.body),
    });
    app.route({
      ...routeOf(adminModerationCalls.adminAdvertisers),
      handler: (request) => moderation.advertisers(request.query),
    });
    app.route({
      ...routeOf(adminModerationCalls.adminPauseAdvertiser),
      handler: async (request) => {
        await moderation.pause(currentOperator(request), request.params.id, request.body.reason);
        return OK;
      },
    });
    app.route({
      ...routeOf(adminModerationCalls.adminResumeAdvertiser),
      handler: async (request) => {
        await moderation.resume(currentOperator(request), request.params.id);
        return OK;
      },
    });
    app.route({
      ...routeOf(adminModerationCalls.adminRecheckAdvertiser),
      handler: (request) => moderation.recheck(currentOperator(request), request.params.id),
    });
    app.route({
      ...routeOf(adminModerationCalls.adminEndAdvertiser),
      handler: (request) => moderation.end(currentOperator(request), request.params.id, request.body.reason),
    });
    app.route({ ...routeOf(adminModerationCalls.adminBlockedAnswers), handler: (request) => blockedAnswers.report(request.query) });

    app.route({ ...routeOf(safetyEventCalls.adminSafetyEvents), handler: (request) => safetyEvents.list(request.query) });
    app.route({
      ...routeOf(safetyEventCalls.adminUpdateSafetyEventStatus),
      handler: (request) => safetyEvents.setStatus(currentOperator(request), request.params.id, request.body),
    });

    app.route({ ...routeOf(adminOperationsCalls.adminBilling), handler: () => operations.billing() });
    app.route({
      ...routeOf(adminOperationsCalls.adminRunBilling),
      handler: (request) => operations.runNow(currentOperator(request), request.body.asOf),
    });
    app.route({
      ...routeOf(adminOperationsCalls.adminWaiveCycle),
      handler: async (request) => {
        await operations.waive(currentOperator(request), request.params.id);
        return OK;
      },
    });
    app.route({
      ...routeOf(adminOperationsCalls.adminAudit),
      handler: (request) => operations.auditLog(request.query),
    });
    app.route({ ...routeOf(adminOperationsCalls.adminQueues), handler: () => operations.queues() });

    app.register((board) => registerQueueBoard(board, jobs, audit));
  });

  return async (app) => {
    app.route({
      ...routeOf(adminCalls.adminSignIn),
      handler: async (request, reply) => {
        const { totpEnabled, ...operator } = await signIn.signIn(request.body.username, request.body.password, request.body.code, request.ip);
        // A new session id at every sign-in (start() ends the request's old one): no fixation.
        await sessions.start(request, reply, operator);
        return { operator: { username: operator.username, totpEnabled } };
      },
    });
    await signedIn(app);
  };
}
