import { z } from "zod";
import type { ApiPlugin } from "../../context.ts";
import type { HealthService } from "./service.ts";

const Health = z.object({ status: z.enum(["ok", "degraded"]), postgres: z.boolean(), redis: z.boolean() });

/** GET /api/health: 200 when PostgreSQL and Redis both answer, 503 otherwise (for probes and dev-stack). */
export function healthRoutes(health: HealthService): ApiPlugin {
  return (app) => {
    app.get("/api/health", { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
      const report = await health.check();
      return reply.status(report.status === "ok" ? 200 : 503).send(report);
    });
  };
}
