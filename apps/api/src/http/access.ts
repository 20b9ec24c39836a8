import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { forbidden, unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../context.ts";
import type { RoleSessions } from "./role-sessions.ts";
import type { Api } from "./route.ts";
import { markAccess, markCollecting } from "./route-table.ts";

/**
 * Routes for signed-in students. Their scope's onRequest hook refuses a request without a student session (401)
 * before its body is read or parsed: a stranger's 36 MB upload costs the server nothing but the refusal.
 */
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

/** The collection gate (modules/family): refuses, with the 403 a page shows, a child who may not be heard yet. */
export interface HeardCheck {
  assertHeard(userId: number): Promise<void>;
}

/**
 * Routes that collect what a child says, shows or does (chat, search, tracking, photos): `studentRoutes`, and then,
 * still before the body is read, the collection gate: a child under 13 (or of no known age) without a linked
 * parent's consent gets 403. The gate keeps each child's state a few seconds, so a busy chat costs no query a call.
 */
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

/** The signed-in student of a request in a `studentRoutes` scope. */
export function currentStudent(request: FastifyRequest): User {
  const user = request.session.user;
  if (!user) throw unauthorized();
  return user;
}

/** Who an advertiser session belongs to. */
export interface AdvertiserIdentity {
  advertiserId: number;
}

export type AdvertiserSessions = RoleSessions<AdvertiserIdentity>;

const advertisers = new WeakMap<FastifyRequest, AdvertiserIdentity>();

/**
 * Routes for a signed-in advertiser (their own session cookie, not a student's): refused with 401 before the body
 * is read when the request has no advertiser session. Every read and write in the scope is then the advertiser's own.
 */
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

/** The signed-in advertiser of a request in an `advertiserRoutes` scope. */
export function currentAdvertiser(request: FastifyRequest): AdvertiserIdentity {
  const identity = advertisers.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

/**
 * Who an operator session belongs to (the name is kept for the audit log), and the operator's session generation
 * at sign-in: a new password or second factor moves it on, which ends the sessions started before.
 */
export interface OperatorIdentity {
  operatorId: number;
  username: string;
  generation: number;
}

export type OperatorSessions = RoleSessions<OperatorIdentity>;

const operators = new WeakMap<FastifyRequest, OperatorIdentity>();

/** The sessions of the roles other than students' and operators' (advertisers, parents): who is signed in, if anyone. */
export type OtherRoleSessions = ReadonlyArray<Pick<RoleSessions<unknown>, "identityOf">>;

/**
 * Routes for a signed-in operator (every /api/admin/* call but the sign-in): refused before the body is read, 401
 * without any session or when `isCurrent` says it has ended (a new password or second factor since its sign-in),
 * 403 for a signed-in student, advertiser or parent (signed in, but not allowed here).
 */
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

/** The signed-in operator of a request in an `operatorRoutes` scope. */
export function currentOperator(request: FastifyRequest): OperatorIdentity {
  const identity = operators.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

/** Who a parent session belongs to, and when it started (a password reset ends the sessions started before it). */
export interface ParentIdentity {
  parentId: number;
  startedAt: number;
}

export type ParentSessions = RoleSessions<ParentIdentity>;

const parents = new WeakMap<FastifyRequest, ParentIdentity>();

/**
 * Routes for a signed-in parent (their own session cookie): refused with 401 before the body is read without a
 * parent session, or when `isCurrent` says the session has ended (the parent's password was reset since).
 */
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

/** The signed-in parent of a request in a `parentRoutes` scope. */
export function currentParent(request: FastifyRequest): ParentIdentity {
  const identity = parents.get(request);
  if (!identity) throw unauthorized();
  return identity;
}

export type Caller = { kind: "student"; id: number } | { kind: "operator"; id: number };

const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * Routes open to a signed-in student or an operator (the link preview, which the console's preview test page
 * uses): 401 before the body is read for anyone else; a student then passes the collection gate as in
 * `collectingStudentRoutes`.
 */
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
