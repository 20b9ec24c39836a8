import { accountCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { AccountService } from "./service.ts";

export function accountRoutes(account: AccountService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, accountCalls, {
      deleteAccount: async (request, reply) => {
        await account.deleteAccount(currentStudent(request).id, request.body.password);
        // The store no longer has this session; drop it from the request too, and the cookie with it.
        await request.session.destroy();
        void reply.clearSessionCookie();
        return { ok: true as const };
      },
    }),
  );
}
