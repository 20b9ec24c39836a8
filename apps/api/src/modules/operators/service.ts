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
import type { ApiContext } from "../../context.ts";
import type { AdvertiserSessions, OperatorIdentity, OperatorSessions, OtherRoleSessions, ParentSessions } from "../../http/access.ts";
import { createAiKeyService } from "./ai-key.ts";
import type { AiKeyService, KeySourceRefresh } from "./ai-key.ts";
import { createAudit } from "./audit.ts";
import type { Audit } from "./audit.ts";
import { createBlockedAnswers } from "./blocked-answers.ts";
import type { BlockedAnswers } from "./blocked-answers.ts";
import { createOperatorCredentials } from "./credentials.ts";
import type { OperatorCredentials } from "./credentials.ts";
import { createOperatorJobs } from "./jobs.ts";
import type { OperatorJobs } from "./jobs.ts";
import { createModeration } from "./moderation.ts";
import type { Moderation } from "./moderation.ts";
import { createOperations } from "./operations.ts";
import type { Operations } from "./operations.ts";
import { OPERATOR_RATE_LIMITS } from "./rate-limits.ts";
import { createSafetyEvents } from "./safety-events.ts";
import type { SafetyEvents } from "./safety-events.ts";
import { createOperatorSignIn } from "./sign-in.ts";
import type { OperatorSignIn } from "./sign-in.ts";
import { createTotp } from "./totp.ts";
import type { Totp } from "./totp.ts";

export interface OperatorServices {
  sessions: OperatorSessions;
  /** Advertisers' and parents' sessions: signed in as one of them, an operator's call answers 403. */
  otherRoleSessions: OtherRoleSessions;
  signIn: OperatorSignIn;
  /** Whether a session's generation is still the operator's (a new password or second factor ends older ones). */
  isCurrent: (identity: OperatorIdentity) => Promise<boolean>;
  credentials: OperatorCredentials;
  totp: Totp;
  aiKey: AiKeyService;
  moderation: Moderation;
  blockedAnswers: BlockedAnswers;
  safetyEvents: SafetyEvents;
  operations: Operations;
  jobs: OperatorJobs;
  audit: Audit;
}

/** The console's parts, each with the repositories it needs; the routes and the module share one set. */
export function createOperatorServices(
  { config, db, clock, rateLimiter }: ApiContext,
  needs: {
    sessions: OperatorSessions;
    advertiserSessions: AdvertiserSessions;
    parentSessions: ParentSessions;
    billing: Billing;
    keySource: KeySourceRefresh;
  },
): OperatorServices {
  const { sessions } = needs;
  const audit = createAudit(createAuditLogRepository(db));
  const operators = createOperatorsRepository(db);
  const totp = createTotp({ operators, kek: config.keyEncryptionKey, audit, clock });
  const isCurrent = async (identity: OperatorIdentity) => (await operators.sessionGenerationOf(identity.operatorId)) === identity.generation;
  const passwordTries = {
    perAddress: rateLimiter(OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName),
    perAccount: rateLimiter(OPERATOR_RATE_LIMITS.passwordFailuresPerName),
  };
  const jobs = createOperatorJobs({ redisUrl: config.redisUrl, prefix: config.jobsQueuePrefix, production: config.production });
  return {
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
}
