import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { forbidden, unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../context.ts";
import type { RoleSessions } from "./role-sessions.ts";
import type { Api } from "./route.ts";
import { markAccess, markCollecting } from "./route-table.ts";

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

export interface AdvertiserIdentity {
  advertiserId: number;
}

export type AdvertiserSessions = RoleSessions<AdvertiserIdentity>;

const advertisers = new WeakMap<FastifyRequest, AdvertiserIdentity>();

/** Refused before the body is read; every read and write in the scope is then the advertiser's own. */
export function advertiserRoutes(sessions: AdvertiserSessions, declare: (scope: Api) => void): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      markAccess(scope, "advertiser");
      scope.addHook("onRequest", async (request) => {
        const identity = await sessions.identityOf(request);
        if (!identity) throw unauthorized();
        advertisers.set(request, identity);
      });
      declare(scope);
      done();
    });
}

/** A new password or second factor moves the generation on, which ends the sessions started before. */
export function currentAdvertiser(request: FastifyRequest): AdvertiserIdentity {
  const identity = advertisers.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

export interface OperatorIdentity {
  operatorId: number;
  username: string;
  generation: number;
}

export type OperatorSessions = RoleSessions<OperatorIdentity>;

const operators = new WeakMap<FastifyRequest, OperatorIdentity>();

/** 401 without a session or when it has ended (a new password or second factor), 403 for another role: signed in, but not allowed here. */
export type OtherRoleSessions = ReadonlyArray<Pick<RoleSessions<unknown>, "identityOf">>;

export function operatorRoutes(
  sessions: OperatorSessions,
  isCurrent: (identity: OperatorIdentity) => Promise<boolean>,
  otherRoles: OtherRoleSessions,
  declare: (scope: Api) => void,
): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      scope.addHook("onRequest", async (request) => {
        const identity = await sessions.identityOf(request);
        if (identity) {
          if (!(await isCurrent(identity))) throw unauthorized(OPERATOR_TEXTS.signedOut);
          operators.set(request, identity);
          return;
        }
        if (request.session.user) throw forbidden(OPERATOR_TEXTS.notAnOperator);
        for (const role of otherRoles) if (await role.identityOf(request)) throw forbidden(OPERATOR_TEXTS.notAnOperator);
        throw unauthorized(OPERATOR_TEXTS.signedOut);
      });
      markAccess(scope, "operator");
      declare(scope);
      done();
    });
}

/** A password reset ends the sessions started before it. */
export function currentOperator(request: FastifyRequest): OperatorIdentity {
  const identity = operators.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

export interface ParentIdentity {
  parentId: number;
  startedAt: number;
}

export type ParentSessions = RoleSessions<ParentIdentity>;

const parents = new WeakMap<FastifyRequest, ParentIdentity>();

export function parentRoutes(
  sessions: ParentSessions,
  isCurrent: (identity: ParentIdentity) => Promise<boolean>,
  declare: (scope: Api) => void,
): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      markAccess(scope, "parent");
      scope.addHook("onRequest", async (request) => {
        const identity = await sessions.identityOf(request);
        if (!identity || !(await isCurrent(identity))) throw unauthorized();
        parents.set(request, identity);
      });
      declare(scope);
      done();
    });
}

/** The console's link preview test page uses these routes too. */
export function currentParent(request: FastifyRequest): ParentIdentity {
  const identity = parents.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

export type Caller = { kind: "student"; id: number } | { kind: "operator"; id: number };

const callers = new WeakMap<FastifyRequest, Caller>();

export function studentOrOperatorRoutes(operatorSessions: OperatorSessions, gate: HeardCheck, declare: (scope: Api) => void): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      scope.addHook("onRequest", async (request) => {
        const student = request.session.user;
        if (student) {
          await gate.assertHeard(student.id);
          callers.set(request, { kind: "student", id: student.id });
          return;
        }
        const operator = await operatorSessions.identityOf(request);
        if (!operator) throw unauthorized();
        callers.set(request, { kind: "operator", id: operator.operatorId });
      });
      markAccess(scope, "student-or-operator");
      markCollecting(scope);
      declare(scope);
      done();
    });
}

/** The student or operator of a request in a `studentOrOperatorRoutes` scope. */
export function currentCaller(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}
