import { HealthReport, operationCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { routeOf } from "../../http/route.ts";
import type { HealthService } from "./service.ts";

const healthRoute = routeOf(operationCalls.health);

/** 503 'draining' from the moment the API is told to stop, so the load balancer stops sending it requests. */
export function healthRoutes(health: HealthService): ApiPlugin {
  return (app) => {
    app.route({
      ...healthRoute,
      schema: { ...healthRoute.schema, response: { ...healthRoute.schema.response, 503: HealthReport } },
      handler: async (request, reply) => {
        const report = await health.check();
        if (request.server.shutdown.draining) return reply.status(503).send({ ...report, status: "draining" });
        return reply.status(report.status === "ok" ? 200 : 503).send(report);
      },
    });
  };
}
