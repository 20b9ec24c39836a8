import type { User } from "@kidsafe/contracts";
import { unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../context.ts";
import type { Api } from "./route.ts";

/**
 * Routes for signed-in students. Their scope's onRequest hook refuses a request without a student session (401)
 * before its body is read or parsed: a stranger's 36 MB upload costs the server nothing but the refusal.
 */
export function studentRoutes(declare: (scope: Api) => void): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
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
