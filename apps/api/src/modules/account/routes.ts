import { accountCalls } from "@kidsafe/contracts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import { SESSION_COOKIE_NAME } from "../../plugins/sessions.ts";
import type { AccountService } from "./service.ts";

/** POST /api/delete-account (seed 001 §7). */
export function accountRoutes(app: Api, account: AccountService): void {
  app.route({
    ...routeOf(accountCalls.deleteAccount),
    preHandler: requireStudent,
    handler: async (request, reply) => {
      await account.deleteAccount(currentStudent(request).id, request.body.password);
      // The store no longer has this session; drop it from the request too, and the cookie with it.
      await request.session.destroy();
      void reply.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
      return { ok: true as const };
    },
  });
}
