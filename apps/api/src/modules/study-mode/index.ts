import { createParentalSettingsRepository, createStudyModeExitsRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { EXIT_LOGS_PER_STUDENT } from "./rate-limits.ts";
import { studyModeRoutes } from "./routes.ts";
import { createStudyModeService } from "./service.ts";
import type { ParentPasswordCheck, StudyModeService } from "./service.ts";

export function studyModeModule(
  { db, clock, rateLimiter }: ApiContext,
  needs: { parentPassword: ParentPasswordCheck },
): ApiModule & { studyMode: StudyModeService } {
  const studyMode = createStudyModeService({
    settings: createParentalSettingsRepository(db),
    exits: createStudyModeExitsRepository(db),
    parentPassword: needs.parentPassword,
    exitLogLimit: rateLimiter(EXIT_LOGS_PER_STUDENT),
    clock,
  });
  return { plugin: studyModeRoutes(studyMode), studyMode };
}

export type { StudyModeService } from "./service.ts";
