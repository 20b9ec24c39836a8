import type { FastifyInstance } from "fastify";
import { Histogram, Registry, collectDefaultMetrics } from "prom-client";

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The ingress routes no /metrics: only the cluster's Prometheus reads it. Register before the routes. */
export function serveMetrics(app: FastifyInstance, registry = new Registry()): Registry {
  collectDefaultMetrics({ register: registry });
  const answered = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route and status",
    labelNames: ["method", "route", "status_code"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the raw URL: one series per route, and no child's data.
    const route = request.routeOptions.url ?? "unmatched";
    answered.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get("/metrics", { logLevel: "warn" }, async (_request, reply) =>
    reply.header("content-type", registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
