import { authCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { AuthService } from "./service.ts";

export function authRoutes(auth: AuthService): ApiPlugin {
  return (app) => {
    app.route({
      ...routeOf(authCalls.register),
      handler: async (request) => {
        const user = await auth.register(request.body, request.ip);
        await request.session.regenerate();
        request.session.user = user;
        return user;
      },
    });

    app.route({
      ...routeOf(authCalls.login),
      handler: async (request) => {
        const user = await auth.login(request.body, request.ip);
        // A new session id at sign-in: no session fixation.
        await request.session.regenerate();
        request.session.user = user;
        return user;
      },
    });

    app.route({
      ...routeOf(authCalls.logout),
      handler: async (request, reply) => {
        await request.session.destroy();
        void reply.clearSessionCookie();
        return { ok: true as const };
      },
    });

    app.route({
      ...routeOf(authCalls.getUser),
      // The client reads a 401 as "no user".
      handler: (request) => Promise.resolve(currentStudent(request)),
    });
  };
}
