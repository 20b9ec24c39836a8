import type { Billing } from "@kidsafe/billing";
import type { CookieSigner } from "@kidsafe/server-kit";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { AdvertiserSessions, OperatorIdentity, OperatorSessions, ParentSessions } from "../../http/access.ts";
import { roleCookieName } from "../../http/cookie-names.ts";
import { createRoleSessions } from "../../http/role-sessions.ts";
import type { KeySourceRefresh } from "./ai-key.ts";
import { operatorRoutesOf } from "./routes.ts";
import { createOperatorServices } from "./service.ts";

export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export function operatorsModule(
  context: ApiContext,
  needs: {
    advertiserSessions: AdvertiserSessions;
    parentSessions: ParentSessions;
    billing: Billing;
    signer: CookieSigner;
    keySource: KeySourceRefresh;
  },
): ApiModule & { sessions: OperatorSessions } {
  const { config, redis } = context;
  const sessions = createRoleSessions<OperatorIdentity>({
    redis,
    signer: needs.signer,
    cookieName: roleCookieName("operator", config.secureCookies),
    keyPrefix: "operator-session:",
    maxAgeMs: OPERATOR_SESSION_MAX_AGE_MS,
    idleMs: OPERATOR_SESSION_IDLE_MS,
    secure: config.secureCookies,
  });
  const services = createOperatorServices(context, { ...needs, sessions });
  const { jobs, isCurrent } = services;
  const routes = operatorRoutesOf(services);
  return {
    plugin: async (app) => {
      app.addHook("onClose", () => jobs.close());
      await routes(app);
    },
    // Other modules' operator routes see an ended session as none, as /api/admin/* does.
    sessions: {
      ...sessions,
      identityOf: async (request) => {
        const identity = await sessions.identityOf(request);
        return identity && (await isCurrent(identity)) ? identity : undefined;
      },
    },
  };
}
