import { createUsersRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createServer } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import type { AuthRateLimits } from "./modules/auth/rate-limits.ts";
import { createAuthRateLimiters } from "./modules/auth/rate-limits.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { sessions } from "./plugins/sessions.ts";
import type { Api } from "./route.ts";

export interface ApiDependencies {
  db: Db;
  redis: Redis;
  sessionSecret: string;
  /** Secure (HTTPS-only) cookies; true in production. */
  secureCookies: boolean;
  logLevel?: string;
  trustProxy?: boolean;
  authRateLimits?: AuthRateLimits;
}

/**
 * The API's plugins in order: external (sessions) -> app services -> routes. It owns no connections:
 * the caller (server.ts, a test, the benchmark) passes them in and closes them.
 */
export async function buildApp(deps: ApiDependencies): Promise<Api> {
  const app = createServer({ logLevel: deps.logLevel, trustProxy: deps.trustProxy });
  await app.register(sessions, { redis: deps.redis, secret: deps.sessionSecret, secure: deps.secureCookies });

  const auth = createAuthService(createUsersRepository(deps.db), createAuthRateLimiters(deps.redis, deps.authRateLimits));

  healthRoutes(app, deps);
  authRoutes(app, auth);
  return app;
}
