import { createAccountsRepository, createUsersRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createRateLimiter, createServer } from "@kidsafe/server-kit";
import type { TtlCacheOptions } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import type { AuthRateLimits } from "./modules/auth/rate-limits.ts";
import { createAuthRateLimiters } from "./modules/auth/rate-limits.ts";
import { registerChat } from "./modules/chat/register.ts";
import type { ChatDependencies } from "./modules/chat/register.ts";
import { ACCOUNT_DELETION_FAILURES } from "./modules/account/rate-limits.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { createAccountService } from "./modules/account/service.ts";
import { registerAdvertising } from "./modules/ads/register.ts";
import { registerPreview } from "./modules/preview/register.ts";
import { registerSearch } from "./modules/search/register.ts";
import type { SearchDependencies } from "./modules/search/register.ts";
import type { PreviewDependencies } from "./modules/preview/register.ts";
import type { AdvertisingDependencies } from "./modules/ads/register.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createParentalControls } from "./modules/parental/controls.ts";
import type { Clock } from "./modules/parental/local-day.ts";
import { systemClock } from "./modules/parental/local-day.ts";
import { parentalLimitsRoutes } from "./modules/parental/routes.ts";
import { studyModeRoutes } from "./modules/study-mode/routes.ts";
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
  /** "Now" for the daily limits and the study-mode exit log; tests pass one to cross midnight. */
  clock?: Clock;
  /** The ad-event flusher's options; false runs none (tests that flush by hand). */
  adEventFlusher?: AdvertisingDependencies["adEventFlusher"];
  reportLimit?: AdvertisingDependencies["reportLimit"];
  /** Chat replies (the Gemini adapter; tests and the bench point it at the emulator). Default: answers 503. */
  textModel?: ChatDependencies["textModel"];
  /** true when the AI is the offline emulator (GET /api/ai-status). */
  aiOffline?: boolean;
  /** The parental limits the chat asks before each message; default: the real parental gate. */
  usageGate?: ChatDependencies["usageGate"];
  /** The 2000 ms between two chat messages; tests pass their own clock. */
  chatCooldown?: ChatDependencies["chatCooldown"];
  /** The link preview's fetcher options (tests widen the network policy for their local site) and rate limits. */
  previewFetch?: PreviewDependencies["previewFetch"];
  previewRateLimits?: PreviewDependencies["previewRateLimits"];
  /** Gemini with Google Search grounding for website results (server.ts: only with a real key); catalogue only without. */
  webSearch?: SearchDependencies["webSearch"];
  /** The search overview's wait; searches per student. Tests change them. */
  searchOverview?: SearchDependencies["overview"];
  /**
   * false turns off what search keeps briefly in the process (catalogue hits, overviews) and checks the sponsored
   * index's version on every search, so a test sees the tables and the model as they are now. Default on.
   */
  searchCaches?: boolean;
  searchLimit?: SearchDependencies["searchLimit"];
}

const CACHE_OFF: TtlCacheOptions = { ttlMs: 0, maxEntries: 0 };

/**
 * The API's plugins in order: external (sessions) -> app services -> routes. It owns no connections:
 * the caller (server.ts, a test, the benchmark) passes them in and closes them.
 */
export async function buildApp(deps: ApiDependencies): Promise<Api> {
  const app = createServer({ logLevel: deps.logLevel, trustProxy: deps.trustProxy });
  await app.register(sessions, { redis: deps.redis, secret: deps.sessionSecret, secure: deps.secureCookies });

  const auth = createAuthService(createUsersRepository(deps.db), createAuthRateLimiters(deps.redis, deps.authRateLimits));

  const parental = createParentalControls({ db: deps.db, redis: deps.redis, clock: deps.clock ?? systemClock });
  const account = createAccountService({
    users: createUsersRepository(deps.db),
    accounts: createAccountsRepository(deps.db),
    settings: parental.settings,
    sessions: app.sessionStore,
    deletionFailures: createRateLimiter(deps.redis, ACCOUNT_DELETION_FAILURES),
    perStudentLimiters: [parental.parentPasswordFailures],
  });

  healthRoutes(app, deps);
  authRoutes(app, auth);
  studyModeRoutes(app, parental.studyMode);
  parentalLimitsRoutes(app, parental.limits);
  accountRoutes(app, account);
  // The chat asks the parental limits before each message (a caller may pass its own gate).
  registerChat(app, { ...deps, usageGate: deps.usageGate ?? parental.usageGate });
  registerPreview(app, deps);
  const { ads } = await registerAdvertising(app, {
    db: deps.db,
    redis: deps.redis,
    clock: deps.clock ?? systemClock,
    adEventFlusher: deps.adEventFlusher,
    reportLimit: deps.reportLimit,
    sponsoredIndexMaxAgeMs: deps.searchCaches === false ? 0 : undefined,
  });
  registerSearch(app, {
    db: deps.db,
    redis: deps.redis,
    ads,
    studyMode: parental.studyMode,
    textModel: deps.textModel,
    webSearch: deps.webSearch,
    overview: deps.searchCaches === false ? { ...deps.searchOverview, cache: CACHE_OFF } : deps.searchOverview,
    catalogueCache: deps.searchCaches === false ? CACHE_OFF : undefined,
    searchLimit: deps.searchLimit,
  });
  return app;
}
