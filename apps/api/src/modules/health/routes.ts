import { HealthReport, operationCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { routeOf } from "../../http/route.ts";
import type { HealthService } from "./service.ts";

const healthRoute = routeOf(operationCalls.health);

/** GET /api/health: 200 when PostgreSQL and Redis both answer, 503 otherwise (for probes and dev-stack). */
export function healthRoutes(health: HealthService): ApiPlugin {
  return (app) => {
    app.route({
      ...healthRoute,
      schema: { ...healthRoute.schema, response: { ...healthRoute.schema.response, 503: HealthReport } },
      handler: async (_request, reply) => {
        const report = await health.check();
        return reply.status(report.status === "ok" ? 200 : 503).send(report);
      },
    });
  };
}
