import {
  createDailyUsageRepository,
  createFeatureUsageRepository,
  createParentalSettingsRepository,
  createParentLinksRepository,
  createUsersRepository,
} from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { createActivityRecorder } from "./activity.ts";
import type { ActivityRecorder } from "./activity.ts";
import { createParentPassword } from "./parent-password.ts";
import type { ParentPassword } from "./parent-password.ts";
import { createParentalUsageGate } from "./parental-usage-gate.ts";
import type { ParentalUsageGate } from "./parental-usage-gate.ts";
import { PARENT_PASSWORD_FAILURES } from "./rate-limits.ts";
import { parentalLimitsRoutes } from "./routes.ts";
import { createParentalLimitsService } from "./service.ts";
import type { ParentalLimitsService } from "./service.ts";

export function parentalModule({ db, clock, log, rateLimiter }: ApiContext): ApiModule & {
  parentPassword: ParentPassword;
  usageGate: ParentalUsageGate;
  activity: ActivityRecorder;
  limits: ParentalLimitsService;
} {
  const links = createParentLinksRepository(db);
  const settings = createParentalSettingsRepository(db);
  const parentPassword = createParentPassword({
    settings,
    users: createUsersRepository(db),
    failures: rateLimiter(PARENT_PASSWORD_FAILURES),
    hasLinkedParent: async (userId) => (await links.parentsOf(userId)).length > 0,
    clock,
  });
  const limits = createParentalLimitsService({
    settings,
    usage: createDailyUsageRepository(db),
    featureUsage: createFeatureUsageRepository(db),
    parentPassword,
    clock,
  });
  return {
    plugin: parentalLimitsRoutes(limits),
    parentPassword,
    limits,
    usageGate: createParentalUsageGate(limits),
    activity: createActivityRecorder(
      (userId) => limits.recordActivity(userId),
      clock,
      (error) => log.warn({ err: error }, "recording a student's active minute failed"),
    ),
  };
}

export type { ActivityRecorder } from "./activity.ts";
export type { ParentPassword } from "./parent-password.ts";
export type { ParentalUsageGate } from "./parental-usage-gate.ts";
export type { ParentalLimitsService } from "./service.ts";
