import { createGeminiSpeechModel, createGeminiTextModel, createSiteChecker, fixedKeySource } from "@kidsafe/ai";
import type { AiSpeechModel, AiTextModel } from "@kidsafe/ai";
import type { Db } from "@kidsafe/db";
import { createRateLimiter, createServer, memoizedSigner, requestLogger } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import { policyAllowingOrigins } from "@kidsafe/safe-fetch";
import type { Redis } from "ioredis";
import { systemClock } from "./clock.ts";
import type { ApiContext, ApiModule } from "./context.ts";
import type { ApiConfig } from "./env.ts";
import type { Api } from "./http/route.ts";
import { sessions } from "./http/sessions.ts";
import { paymentsAdapterOf } from "./payments.ts";
import { accountModule } from "./modules/account/index.ts";
import { adsModule } from "./modules/ads/index.ts";
import { advertiserModule } from "./modules/advertiser/index.ts";
import { billingModule } from "./modules/billing/index.ts";
import { authModule } from "./modules/auth/index.ts";
import { chatModule } from "./modules/chat/index.ts";
import { healthModule } from "./modules/health/index.ts";
import { parentalModule } from "./modules/parental/index.ts";
import { previewModule } from "./modules/preview/index.ts";
import { reportsModule } from "./modules/reports/index.ts";
import { searchModule } from "./modules/search/index.ts";
import { studyModeModule } from "./modules/study-mode/index.ts";
import { trackingModule } from "./modules/tracking/index.ts";
import type { ApiOverrides } from "./overrides.ts";

export type { ApiConfig } from "./env.ts";
export { readApiConfig } from "./env.ts";
export type { ApiOverrides } from "./overrides.ts";
export type { Api } from "./http/route.ts";
/** How the API stores passwords: seeding accounts that can sign in (the bench's advertisers) uses the same hash. */
export { hashPassword } from "./passwords.ts";

/** The connections the API runs on; the caller (server.ts, a test, the bench) opens and closes them. */
export interface ApiConnections {
  db: Db;
  redis: Redis;
}

/**
 * The API: sessions, then every feature module, each built from the shared context and the services of the
 * features it needs. One entry for server.ts, the tests and the bench alike; tests change only `overrides`.
 */
export async function buildApp(config: ApiConfig, { db, redis }: ApiConnections, overrides: ApiOverrides = {}): Promise<Api> {
  const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy, serverTiming: config.serverTiming });
  await app.register(sessions, { redis, secret: config.sessionSecret, secure: config.secureCookies });

  const context = createApiContext(config, { db, redis }, overrides, app.log);
  const textModel = overrides.textModel ?? geminiTextModelOf(config.gemini);

  const parental = parentalModule(context);
  const studyMode = studyModeModule(context, { parentPassword: parental.parentPassword });
  const tracking = await trackingModule(context, { manualFlush: overrides.manualFlush ?? false });
  const ads = adsModule(context, { serveRecord: tracking.serveRecord });
  const billing = billingModule(context, { payments: paymentsAdapterOf(config.payments) });
  const siteChecker = createSiteChecker({
    gemini: config.gemini,
    read: { policy: policyAllowingOrigins(config.safeFetchAllowOrigins), ...overrides.fetch },
  });

  const features: ApiModule[] = [
    healthModule(context),
    authModule(context),
    accountModule(context, { sessions: app.sessionStore, studyMode: studyMode.studyMode, parentPassword: parental.parentPassword }),
    parental,
    studyMode,
    chatModule(context, {
      textModel,
      speech: geminiSpeechModelOf(config.gemini),
      usageGate: parental.usageGate,
      recommendations: ads.ads,
      studyMode: studyMode.studyMode,
    }),
    previewModule(context, { fetch: overrides.fetch }),
    searchModule(context, { textModel, ads: ads.ads, studyMode: studyMode.studyMode, webSearch: overrides.webSearch }),
    ads,
    tracking,
    reportsModule(context),
    billing,
    advertiserModule(context, { billing: billing.billing, siteChecker, signer: memoizedSigner(config.sessionSecret) }),
  ];
  for (const feature of features) {
    await app.register(async (scope) => {
      await feature.plugin(scope);
    });
  }
  return app;
}

/** What every module is built from. Exported so that a test can build one module the way the app does. */
export function createApiContext(config: ApiConfig, { db, redis }: ApiConnections, overrides: ApiOverrides, log: Logger): ApiContext {
  return {
    config,
    db,
    redis,
    clock: overrides.clock ?? systemClock,
    log: requestLogger(log),
    rateLimiter: (rule) => createRateLimiter(redis, { ...rule, ...overrides.limits?.[rule.name] }),
  };
}

/** The Gemini adapter for chat replies and overviews; without a key it answers 503 'not set up'. */
function geminiTextModelOf(gemini: ApiConfig["gemini"]): AiTextModel {
  return createGeminiTextModel({
    // The operator-stored key (seed 001's admin call) will come first: firstKeySource(stored, env).
    keySource: fixedKeySource(gemini.apiKey),
    baseUrl: gemini.baseUrl,
    model: gemini.model,
    timeoutMs: gemini.timeoutMs,
  });
}

/** Speech for chat replies in voice mode, from the same key and base URL as the text model. */
function geminiSpeechModelOf(gemini: ApiConfig["gemini"]): AiSpeechModel {
  return createGeminiSpeechModel({ keySource: fixedKeySource(gemini.apiKey), baseUrl: gemini.baseUrl, model: gemini.ttsModel });
}
