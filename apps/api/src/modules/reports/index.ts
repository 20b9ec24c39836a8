// Children's reports about sponsored apps (seed 000 §4): stored as 'pending' for an operator's review; an app many
// children report is paused automatically (AUTO_PAUSE_REPORTERS within AUTO_PAUSE_DAYS).
import {
  createAdvertisersRepository,
  createAuditLogRepository,
  createOperatorAdvertisersRepository,
  createReportsRepository,
} from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { REPORTS_PER_STUDENT } from "./rate-limits.ts";
import { reportsRoutes } from "./routes.ts";
import { createReportsService } from "./service.ts";

export function reportsModule({ config, db, clock, rateLimiter }: ApiContext): ApiModule {
  const reports = createReportsService({
    reports: createReportsRepository(db),
    advertisers: createAdvertisersRepository(db),
    perStudentLimit: rateLimiter(REPORTS_PER_STUDENT),
    autoPause: {
      ...config.autoPause,
      operatorAdvertisers: createOperatorAdvertisersRepository(db),
      auditLog: createAuditLogRepository(db),
    },
    clock,
  });
  return { plugin: reportsRoutes(reports) };
}
