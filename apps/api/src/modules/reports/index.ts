import {
  createAdvertisersRepository,
  createAuditLogRepository,
  createOperatorAdvertisersRepository,
  createReportsRepository,
} from "@kidsafe/db";
import { checkSiteNow, createJobQueues } from "@kidsafe/jobs";
import type { ApiContext, ApiModule } from "../../context.ts";
import { RECHECKS_PER_APP, REPORTS_PER_STUDENT } from "./rate-limits.ts";
import { reportsRoutes } from "./routes.ts";
import { createReportsService } from "./service.ts";

export function reportsModule({ config, db, clock, log, rateLimiter }: ApiContext): ApiModule {
  const queues = createJobQueues({ connection: config.redisUrl, prefix: config.jobsQueuePrefix });
  const reports = createReportsService({
    reports: createReportsRepository(db),
    advertisers: createAdvertisersRepository(db),
    perStudentLimit: rateLimiter(REPORTS_PER_STUDENT),
    autoPause: {
      ...config.autoPause,
      operatorAdvertisers: createOperatorAdvertisersRepository(db),
      auditLog: createAuditLogRepository(db),
    },
    recheck: (advertiserId) => checkSiteNow(queues, { advertiserId, trigger: "report" }),
    recheckLimit: rateLimiter(RECHECKS_PER_APP),
    log,
    clock,
  });
  const routes = reportsRoutes(reports);
  return {
    plugin: async (app) => {
      app.addHook("onClose", () => queues.close());
      await routes(app);
    },
  };
}
