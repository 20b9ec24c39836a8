import { authCalls } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { AuthService } from "./service.ts";

/** A new session id at sign-in: no session fixation. */
async function signInAs(request: FastifyRequest, user: User): Promise<User> {
  await request.session.regenerate();
  request.session.user = user;
  return user;
}

export function authRoutes(auth: AuthService): ApiPlugin {
  return (app) =>
    serveCalls(app, authCalls, {
      register: async (request) => signInAs(request, await auth.register(request.body, request.ip)),
      login: async (request) => signInAs(request, await auth.login(request.body, request.ip)),
      logout: async (request, reply) => {
        await request.session.destroy();
        void reply.clearSessionCookie();
        return { ok: true as const };
      },
      // The client reads a 401 as "no user".
      getUser: (request) => Promise.resolve(currentStudent(request)),
    });
}
