import type { Billing } from "@kidsafe/billing";
import {
  createAdvertisersRepository,
  createBillingCyclesRepository,
  createBlockedSitesRepository,
  createRegistrationPassesRepository,
  createReportsRepository,
  createSafetyChecksRepository,
} from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { AdvertiserIdentity, AdvertiserSessions } from "../../http/access.ts";
import { roleCookieName } from "../../http/cookie-names.ts";
import type { CookieSigner } from "@kidsafe/server-kit";
import { createRoleSessions } from "../../http/role-sessions.ts";
import { ADVERTISER_RATE_LIMITS } from "./rate-limits.ts";
import { advertiserRoutesOf } from "./routes.ts";
import type { BillingFigures } from "../billing/figures.ts";
import { createAccount } from "./account.ts";
import { createDashboard } from "./dashboard.ts";
import { createRegistration } from "./registration.ts";
import type { SiteChecker } from "./registration.ts";
import { createSignIn } from "./sign-in.ts";

const ADVERTISER_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function advertiserModule(
  { config, db, redis, clock, rateLimiter }: ApiContext,
  needs: { billing: Billing; figures: BillingFigures; siteChecker: SiteChecker; signer: CookieSigner },
): ApiModule & { sessions: AdvertiserSessions } {
  const advertisers = createAdvertisersRepository(db);
  const cycles = createBillingCyclesRepository(db);
  const sessions = createRoleSessions<AdvertiserIdentity>({
    redis,
    signer: needs.signer,
    cookieName: roleCookieName("advertiser", config.secureCookies),
    keyPrefix: "advertiser-session:",
    maxAgeMs: ADVERTISER_SESSION_MAX_AGE_MS,
    secure: config.secureCookies,
  });
  const signIn = createSignIn({
    advertisers,
    perIp: rateLimiter(ADVERTISER_RATE_LIMITS.signInPerIp),
    failuresPerIpAndApp: rateLimiter(ADVERTISER_RATE_LIMITS.signInFailuresPerIpAndApp),
    failuresPerApp: rateLimiter(ADVERTISER_RATE_LIMITS.signInFailuresPerApp),
  });
  const dashboard = createDashboard({ advertisers, reports: createReportsRepository(db), figures: needs.figures, clock });
  const registration = createRegistration({
    advertisers,
    blockedSites: createBlockedSitesRepository(db),
    safetyChecks: createSafetyChecksRepository(db),
    passes: createRegistrationPassesRepository(db),
    checker: needs.siteChecker,
    billing: needs.billing,
    clock,
    publicUrl: config.publicUrl,
    safetyChecksPerIp: rateLimiter(ADVERTISER_RATE_LIMITS.safetyChecksPerIp),
    registrationsPerIp: rateLimiter(ADVERTISER_RATE_LIMITS.registrationsPerIp),
    forgetFigures: needs.figures.forget,
  });
  const account = createAccount({
    advertisers,
    cycles,
    billing: needs.billing,
    signIn,
    publicUrl: config.publicUrl,
    forgetFigures: needs.figures.forget,
  });
  return { plugin: advertiserRoutesOf({ sessions, signIn, registration, dashboard, figures: needs.figures, account }), sessions };
}
