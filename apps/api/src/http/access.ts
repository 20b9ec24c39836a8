import type { User } from "@kidsafe/contracts";
import { unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../context.ts";
import type { RoleSessions } from "./role-sessions.ts";
import type { Api } from "./route.ts";
import { markAccess } from "./route-table.ts";

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
