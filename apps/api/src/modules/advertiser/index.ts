// The advertiser portal (seed 001): sign-in with its own session cookie, the safety check and registration, the
// dashboard's figures, paying and cancelling. Billing (and the payment provider behind it) is passed in.
import type { Billing } from "@kidsafe/billing";
import { createAdvertisersRepository, createBillingCyclesRepository, createReportsRepository, createSafetyChecksRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { AdvertiserIdentity } from "../../http/access.ts";
import type { CookieSigner } from "@kidsafe/server-kit";
import { createRoleSessions } from "../../http/role-sessions.ts";
import { ADVERTISER_RATE_LIMITS } from "./rate-limits.ts";
import { advertiserRoutesOf } from "./routes.ts";
import { createAccount, createDashboard, createRegistration, createSignIn } from "./service.ts";
import type { SiteChecker } from "./service.ts";

/** An advertiser stays signed in for a week, like a student. */
const ADVERTISER_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function advertiserModule(
  { config, db, redis, clock, rateLimiter }: ApiContext,
  needs: { billing: Billing; siteChecker: SiteChecker; signer: CookieSigner },
): ApiModule {
  const advertisers = createAdvertisersRepository(db);
  const cycles = createBillingCyclesRepository(db);
  const sessions = createRoleSessions<AdvertiserIdentity>({
    redis,
    signer: needs.signer,
    // __Host-: sent only over HTTPS, to this host, for every path (production); plain over http in development.
    cookieName: config.secureCookies ? "__Host-advertiser" : "advertiser_sid",
    keyPrefix: "advertiser-session:",
    maxAgeMs: ADVERTISER_SESSION_MAX_AGE_MS,
    secure: config.secureCookies,
  });
  const signIn = createSignIn({
    advertisers,
    perIp: rateLimiter(ADVERTISER_RATE_LIMITS.signInPerIp),
    failuresPerApp: rateLimiter(ADVERTISER_RATE_LIMITS.signInFailuresPerApp),
  });
  const dashboard = createDashboard({ advertisers, cycles, reports: createReportsRepository(db), clock });
  const registration = createRegistration({
    advertisers,
    safetyChecks: createSafetyChecksRepository(db),
    checker: needs.siteChecker,
    billing: needs.billing,
    clock,
    publicUrl: config.publicUrl,
    safetyChecksPerIp: rateLimiter(ADVERTISER_RATE_LIMITS.safetyChecksPerIp),
    registrationsPerIp: rateLimiter(ADVERTISER_RATE_LIMITS.registrationsPerIp),
    forgetFigures: dashboard.forget,
  });
  const account = createAccount({
    advertisers,
    cycles,
    billing: needs.billing,
    signIn,
    publicUrl: config.publicUrl,
    forgetFigures: dashboard.forget,
  });
  return { plugin: advertiserRoutesOf({ sessions, signIn, registration, dashboard, account }) };
}
