// Children's reports about sponsored apps (seed 000 §4): stored as 'pending' for an operator's review.
import { createAdvertisersRepository, createReportsRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { REPORTS_PER_STUDENT } from "./rate-limits.ts";
import { reportsRoutes } from "./routes.ts";
import { createReportsService } from "./service.ts";

export function reportsModule({ db, rateLimiter }: ApiContext): ApiModule {
  const reports = createReportsService({
    reports: createReportsRepository(db),
    advertisers: createAdvertisersRepository(db),
    perStudentLimit: rateLimiter(REPORTS_PER_STUDENT),
  });
  return { plugin: reportsRoutes(reports) };
}
