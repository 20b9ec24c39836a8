import type { Billing } from "@kidsafe/billing";
import {
  createAdvertisersRepository,
  createAiProviderKeysRepository,
  createAuditLogRepository,
  createBillingCyclesRepository,
  createModerationRepository,
  createOperatorAdvertisersRepository,
  createOperatorBillingRepository,
  createOperatorsRepository,
  createReportsRepository,
  createSafetyEventsRepository,
} from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { AdvertiserSessions, OperatorIdentity, OperatorSessions, ParentSessions } from "../../http/access.ts";
import type { CookieSigner } from "@kidsafe/server-kit";
import { roleCookieName } from "../../http/cookie-names.ts";
import { createRoleSessions } from "../../http/role-sessions.ts";
import { createAiKeyService } from "./ai-key.ts";
import type { KeySourceRefresh } from "./ai-key.ts";
import { createAudit } from "./audit.ts";
import { createBlockedAnswers } from "./blocked-answers.ts";
import { createOperatorCredentials } from "./credentials.ts";
import { createOperatorJobs } from "./jobs.ts";
import { createModeration } from "./moderation.ts";
import { createOperations } from "./operations.ts";
import { OPERATOR_RATE_LIMITS } from "./rate-limits.ts";
import { operatorRoutesOf } from "./routes.ts";
import { createSafetyEvents } from "./safety-events.ts";
import { createOperatorSignIn } from "./sign-in.ts";
import { createTotp } from "./totp.ts";

export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export function operatorsModule(
  { config, db, redis, clock, rateLimiter }: ApiContext,
  needs: {
    advertiserSessions: AdvertiserSessions;
    parentSessions: ParentSessions;
    billing: Billing;
    signer: CookieSigner;
    keySource: KeySourceRefresh;
  },
): ApiModule & { sessions: OperatorSessions } {
  const audit = createAudit(createAuditLogRepository(db));
  const sessions = createRoleSessions<OperatorIdentity>({
    redis,
    signer: needs.signer,
    cookieName: roleCookieName("operator", config.secureCookies),
    keyPrefix: "operator-session:",
    maxAgeMs: OPERATOR_SESSION_MAX_AGE_MS,
    idleMs: OPERATOR_SESSION_IDLE_MS,
    secure: config.secureCookies,
  });
  const operators = createOperatorsRepository(db);
  const totp = createTotp({ operators, kek: config.keyEncryptionKey, audit, clock });
  const isCurrent = async (identity: OperatorIdentity) => (await operators.sessionGenerationOf(identity.operatorId)) === identity.generation;
  const passwordTries = {
    perAddress: rateLimiter(OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName),
    perAccount: rateLimiter(OPERATOR_RATE_LIMITS.passwordFailuresPerName),
  };
  const jobs = createOperatorJobs({ redisUrl: config.redisUrl, prefix: config.jobsQueuePrefix, production: config.production });
  const services = {
    sessions,
    otherRoleSessions: [needs.advertiserSessions, needs.parentSessions],
    jobs,
    audit,
    totp,
    isCurrent,
    credentials: createOperatorCredentials({ operators, totp, passwordTries, audit }),
    signIn: createOperatorSignIn({
      operators,
      totp,
      perIp: rateLimiter(OPERATOR_RATE_LIMITS.signInPerIp),
      passwordTries,
      audit,
      clock,
    }),
    aiKey: createAiKeyService({
      keys: createAiProviderKeysRepository(db),
      kek: config.keyEncryptionKey,
      environmentKey: config.gemini.apiKey !== undefined,
      refresh: needs.keySource,
      audit,
      clock,
    }),
    moderation: createModeration({
      reports: createReportsRepository(db),
      advertisers: createAdvertisersRepository(db),
      operatorAdvertisers: createOperatorAdvertisersRepository(db),
      billing: needs.billing,
      jobs,
      audit,
      clock,
    }),
    blockedAnswers: createBlockedAnswers({ moderation: createModerationRepository(db), clock }),
    safetyEvents: createSafetyEvents({ events: createSafetyEventsRepository(db), audit, clock }),
    operations: createOperations({
      billingViews: createOperatorBillingRepository(db),
      cycles: createBillingCyclesRepository(db),
      advertisers: createAdvertisersRepository(db),
      auditLog: createAuditLogRepository(db),
      jobs,
      audit,
      production: config.production,
    }),
  };
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
