import {
  assertStrictSafetySettings,
  createGeminiReplyJudge,
  createGeminiSpeechModel,
  createGeminiTextModel,
  createSiteChecker,
} from "@kidsafe/ai";
import type { AiKeySource, AiSpeechModel, AiTextModel, ReplyJudge } from "@kidsafe/ai";
import { createParentsRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createRateLimiter, createServer, enforceOriginPolicy, memoizedSigner, requestLogger, serveMetrics } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import { applyNat64Prefixes, policyAllowingOrigins } from "@kidsafe/safe-fetch";
import type { Redis } from "ioredis";
import type { Registry } from "prom-client";
import { apiKeySourceOf } from "./ai-keys.ts";
import { systemClock } from "./clock.ts";
import type { ApiContext, ApiModule } from "./context.ts";
import type { ApiConfig } from "./env.ts";
import type { Api } from "./http/route.ts";
import { recordRoutes } from "./http/route-table.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sessions } from "./http/sessions.ts";
import { paymentsAdapterOf } from "./payments.ts";
import { accountModule, studentDataEraserOf } from "./modules/account/index.ts";
import { adsModule } from "./modules/ads/index.ts";
import { advertiserModule } from "./modules/advertiser/index.ts";
import { billingModule } from "./modules/billing/index.ts";
import { authModule } from "./modules/auth/index.ts";
import { chatModule } from "./modules/chat/index.ts";
import { childDataModule } from "./modules/child-data/index.ts";
import { familyModule } from "./modules/family/index.ts";
import { healthModule } from "./modules/health/index.ts";
import { openApiModule } from "./modules/openapi/index.ts";
import { operatorsModule } from "./modules/operators/index.ts";
import { createApiTurnPipeline } from "./modules/moderation/index.ts";
import { parentalModule } from "./modules/parental/index.ts";
import { parentsModule } from "./modules/parents/index.ts";
import { createParentSessions } from "./modules/parents/sessions.ts";
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
export type { RouteEntry } from "./http/route-table.ts";
/** Seeding accounts that can sign in (the bench's advertisers) uses the same hash. */
export { hashPassword } from "./passwords.ts";

export interface ApiConnections {
  db: Db;
  redis: Redis;
}

/** One entry for server.ts, the tests and the bench alike; tests change only `overrides`. */
export async function buildApp(config: ApiConfig, { db, redis }: ApiConnections, overrides: ApiOverrides = {}): Promise<Api> {
  // A build that weakened the strict safety settings does not start.
  assertStrictSafetySettings();
  applyNat64Prefixes(config.safeFetchNat64Prefixes);
  const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy, serverTiming: config.serverTiming });
  const metrics = serveMetrics(app);
  const routes = recordRoutes(app);
  enforceOriginPolicy(app, { publicOrigins: [config.publicUrl], exempt: ["/api/stripe/webhook"] });
  securityHeaders(app);
  await app.register(sessions, { redis, secret: config.sessionSecret, secure: config.secureCookies });

  const context = createApiContext(config, { db, redis, metrics }, overrides, app.log);
  const keySource = apiKeySourceOf(config, db, context.log);
  const textModel = overrides.textModel ?? geminiTextModelOf(config.gemini, keySource);
  // One turn pipeline for every answer a child gets, in the voice gateway too.
  const turns = createApiTurnPipeline(context, overrides.replyJudge ?? geminiReplyJudgeOf(config.gemini, keySource), (close) =>
    app.addHook("onClose", close),
  );

  const family = familyModule(context);
  const parental = parentalModule(context);
  // Counted after the answer has left.
  const signedInAtStart = new WeakMap<object, number>();
  app.addHook("onRequest", (request, _reply, done) => {
    const user = request.session.user;
    if (user) signedInAtStart.set(request, user.id);
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    const userId = signedInAtStart.get(request);
    if (userId !== undefined) parental.activity.seen(userId, request.url);
    done();
  });
  const studyMode = studyModeModule(context, { parentPassword: parental.parentPassword });
  const tracking = await trackingModule(context, { manualFlush: overrides.manualFlush ?? false, gate: family.gate });
  const ads = adsModule(context, { serveRecord: tracking.serveRecord });
  const payments = paymentsAdapterOf(config.payments);
  const billing = billingModule(context, { payments });
  const search = searchModule(context, {
    textModel,
    turns,
    ads: ads.ads,
    studyMode: studyMode.studyMode,
    usageLock: parental.usageGate,
    webSearch: overrides.webSearch,
    keySource,
    gate: family.gate,
  });
  // Outside production, local sample sites too (SAFE_FETCH_ALLOW_ORIGINS).
  const network = { policy: policyAllowingOrigins(config.safeFetchAllowOrigins), ...overrides.fetch };
  const siteChecker = createSiteChecker({ gemini: config.gemini, keySource, read: network });

  const signer = memoizedSigner(config.sessionSecret);
  const advertiser = advertiserModule(context, { billing: billing.billing, figures: billing.figures, siteChecker, signer });
  const parentSessions = createParentSessions({ redis, signer, secure: config.secureCookies, parents: createParentsRepository(db) });
  const operators = operatorsModule(context, {
    advertiserSessions: advertiser.sessions,
    parentSessions: parentSessions.sessions,
    billing: billing.billing,
    signer,
    keySource,
  });
  const eraser = studentDataEraserOf(context, { sessions: app.sessionStore, servedRecords: tracking.servedRecords });

  const features: ApiModule[] = [
    healthModule(context),
    authModule(context),
    accountModule(context, { eraser, studyMode: studyMode.studyMode }),
    childDataModule(context, { parents: parentSessions, eraser }),
    parentsModule(context, {
      ...parentSessions,
      payments,
      parentPassword: parental.parentPassword,
      limits: parental.limits,
      studyMode: studyMode.studyMode,
      eraser,
    }),
    family,
    parental,
    studyMode,
    chatModule(context, {
      textModel,
      turns,
      speech: geminiSpeechModelOf(config.gemini, keySource),
      usageGate: parental.usageGate,
      recommendations: ads.ads,
      studyMode: studyMode.studyMode,
      searchContexts: search.searchContexts,
      gate: family.gate,
    }),
    previewModule(context, { fetch: network, usageLock: parental.usageGate, operatorSessions: operators.sessions, gate: family.gate }),
    search,
    ads,
    tracking,
    reportsModule(context),
    billing,
    advertiser,
    operators,
    openApiModule(context, { routes }),
  ];
  for (const feature of features) {
    await app.register(async (scope) => {
      await feature.plugin(scope);
    });
  }
  return app;
}

/** Exported so that a test can build one module the way the app does. */
export function createApiContext(
  config: ApiConfig,
  { db, redis, metrics }: ApiConnections & { metrics: Registry },
  overrides: ApiOverrides,
  log: Logger,
): ApiContext {
  return {
    config,
    db,
    redis,
    metrics,
    clock: overrides.clock ?? systemClock,
    log: requestLogger(log),
    rateLimiter: (rule) => createRateLimiter(redis, { ...rule, ...overrides.limits?.[rule.name] }),
  };
}

/** Without a key it answers 503 'not set up'. */
function geminiTextModelOf(gemini: ApiConfig["gemini"], keySource: AiKeySource): AiTextModel {
  return createGeminiTextModel({
    keySource,
    baseUrl: gemini.baseUrl,
    model: gemini.model,
    timeoutMs: gemini.timeoutMs,
  });
}

function geminiReplyJudgeOf(gemini: ApiConfig["gemini"], keySource: AiKeySource): ReplyJudge {
  return createGeminiReplyJudge({ keySource, baseUrl: gemini.baseUrl, model: gemini.moderationModel });
}

function geminiSpeechModelOf(gemini: ApiConfig["gemini"], keySource: AiKeySource): AiSpeechModel {
  return createGeminiSpeechModel({ keySource, baseUrl: gemini.baseUrl, model: gemini.ttsModel });
}
