import {
  createDailyUsageRepository,
  createParentalSettingsRepository,
  createStudyModeExitsRepository,
  createUsersRepository,
} from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Redis } from "ioredis";
import { createStudyModeService } from "../study-mode/service.ts";
import { createParentalLimitsService } from "./limits-service.ts";
import type { Clock } from "./local-day.ts";
import { createParentPassword } from "./parent-password.ts";
import { createParentalUsageGate } from "./parental-usage-gate.ts";
import { createParentPasswordLimiter } from "./rate-limits.ts";

/**
 * Everything behind the parent password, built once per app: study mode, the daily limits and the usage
 * gate the chat asks. They share one parent password and one counter of wrong guesses.
 */
export function createParentalControls({ db, redis, clock }: { db: Db; redis: Redis; clock: Clock }) {
  const settings = createParentalSettingsRepository(db);
  const parentPasswordFailures = createParentPasswordLimiter(redis);
  const parentPassword = createParentPassword({
    settings,
    users: createUsersRepository(db),
    failures: parentPasswordFailures,
  });
  const limits = createParentalLimitsService({ settings, usage: createDailyUsageRepository(db), parentPassword, clock });
  const studyMode = createStudyModeService({ settings, exits: createStudyModeExitsRepository(db), parentPassword, clock });
  return { settings, parentPasswordFailures, limits, studyMode, usageGate: createParentalUsageGate(limits) };
}

export type ParentalControls = ReturnType<typeof createParentalControls>;
