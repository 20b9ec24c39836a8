import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { forbidden, unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../context.ts";
import type { RoleSessions } from "./role-sessions.ts";
import type { Api } from "./route.ts";
import { markAccess, markCollecting } from "./route-table.ts";
import type { RouteAccess } from "./route-table.ts";

/** Refused before the body is read or parsed, so a stranger's large upload costs the server nothing but the refusal. */
export function studentRoutes(declare: (scope: Api) => void): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      markAccess(scope, "student");
      scope.addHook("onRequest", (request, _reply, next) => {
        next(request.session.user ? undefined : unauthorized());
      });
      declare(scope);
      done();
    });
}

export interface HeardCheck {
  assertHeard(userId: number): Promise<void>;
}

/** The gate keeps each child's state a few seconds, so a busy chat costs no query a call. */
export function collectingStudentRoutes(gate: HeardCheck, declare: (scope: Api) => void): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      markAccess(scope, "student");
      markCollecting(scope);
      scope.addHook("onRequest", async (request) => {
        const user = request.session.user;
        if (!user) throw unauthorized();
        await gate.assertHeard(user.id);
      });
      declare(scope);
      done();
    });
}

export function currentStudent(request: FastifyRequest): User {
  const user = request.session.user;
  if (!user) throw unauthorized();
  return user;
}

/** Each scope's hook finds its caller before the body is read; handlers then ask for that caller, never for a session. */
function callerScope<Caller extends object>(access: RouteAccess, { collecting = false } = {}) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    routes:
      (identify: (request: FastifyRequest) => Promise<Caller>, declare: (scope: Api) => void): ApiPlugin =>
      (app) =>
        app.register((scope, _options, done) => {
          markAccess(scope, access);
          if (collecting) markCollecting(scope);
          scope.addHook("onRequest", async (request) => {
            callers.set(request, await identify(request));
          });
          declare(scope);
          done();
        }),
    current: (request: FastifyRequest): Caller => {
      const caller = callers.get(request);
      if (!caller) throw unauthorized();
      return caller;
    },
  };
}

export interface AdvertiserIdentity {
  advertiserId: number;
}

export type AdvertiserSessions = RoleSessions<AdvertiserIdentity>;

const advertisers = callerScope<AdvertiserIdentity>("advertiser");

/** Refused before the body is read; every read and write in the scope is then the advertiser's own. */
export function advertiserRoutes(sessions: AdvertiserSessions, declare: (scope: Api) => void): ApiPlugin {
  return advertisers.routes(async (request) => {
    const identity = await sessions.identityOf(request);
    if (!identity) throw unauthorized();
    return identity;
  }, declare);
}

export const currentAdvertiser = advertisers.current;

export interface OperatorIdentity {
  operatorId: number;
  username: string;
  generation: number;
}

export type OperatorSessions = RoleSessions<OperatorIdentity>;

const operators = callerScope<OperatorIdentity>("operator");

/** 401 without a session or when it has ended (a new password or second factor), 403 for another role: signed in, but not allowed here. */
export type OtherRoleSessions = ReadonlyArray<Pick<RoleSessions<unknown>, "identityOf">>;

export function operatorRoutes(
  sessions: OperatorSessions,
  isCurrent: (identity: OperatorIdentity) => Promise<boolean>,
  otherRoles: OtherRoleSessions,
  declare: (scope: Api) => void,
): ApiPlugin {
  return operators.routes(async (request) => {
    const identity = await sessions.identityOf(request);
    if (identity) {
      if (!(await isCurrent(identity))) throw unauthorized(OPERATOR_TEXTS.signedOut);
      return identity;
    }
    if (request.session.user) throw forbidden(OPERATOR_TEXTS.notAnOperator);
    for (const role of otherRoles) if (await role.identityOf(request)) throw forbidden(OPERATOR_TEXTS.notAnOperator);
    throw unauthorized(OPERATOR_TEXTS.signedOut);
  }, declare);
}

/** A password reset ends the sessions started before it. */
export const currentOperator = operators.current;

export interface ParentIdentity {
  parentId: number;
  startedAt: number;
}

export type ParentSessions = RoleSessions<ParentIdentity>;

const parents = callerScope<ParentIdentity>("parent");

export function parentRoutes(
  sessions: ParentSessions,
  isCurrent: (identity: ParentIdentity) => Promise<boolean>,
  declare: (scope: Api) => void,
): ApiPlugin {
  return parents.routes(async (request) => {
    const identity = await sessions.identityOf(request);
    if (!identity || !(await isCurrent(identity))) throw unauthorized();
    return identity;
  }, declare);
}

/** The console's link preview test page uses these routes too. */
export const currentParent = parents.current;

export type Caller = { kind: "student"; id: number } | { kind: "operator"; id: number };

const callers = callerScope<Caller>("student-or-operator", { collecting: true });

export function studentOrOperatorRoutes(operatorSessions: OperatorSessions, gate: HeardCheck, declare: (scope: Api) => void): ApiPlugin {
  return callers.routes(async (request) => {
    const student = request.session.user;
    if (student) {
      await gate.assertHeard(student.id);
      return { kind: "student", id: student.id };
    }
    const operator = await operatorSessions.identityOf(request);
    if (!operator) throw unauthorized();
    return { kind: "operator", id: operator.operatorId };
  }, declare);
}

/** The student or operator of a request in a `studentOrOperatorRoutes` scope. */
export const currentCaller = callers.current;
