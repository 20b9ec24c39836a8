import { createUsersRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { AUTH_RATE_LIMITS } from "./rate-limits.ts";
import { authRoutes } from "./routes.ts";
import { createAuthService } from "./service.ts";

export function authModule({ config, db, rateLimiter }: ApiContext): ApiModule {
  const auth = createAuthService(createUsersRepository(db), {
    loginPerIp: rateLimiter(AUTH_RATE_LIMITS.loginPerIp),
    loginFailuresPerIpAndUsername: rateLimiter(AUTH_RATE_LIMITS.loginFailuresPerIpAndUsername),
    loginFailuresPerUsername: rateLimiter(AUTH_RATE_LIMITS.loginFailuresPerUsername),
    registerPerIp: rateLimiter({ ...AUTH_RATE_LIMITS.registerPerIp, limit: config.registrationsPerAddressPerHour }),
  });
  return { plugin: authRoutes(auth) };
}
