import type { Db } from "@kidsafe/db";
import type { Logger, RateLimit, RateLimiter } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { Registry } from "prom-client";
import type { Clock } from "./clock.ts";
import type { ApiConfig } from "./env.ts";
import type { Api } from "./http/route.ts";

/** What every feature module is built from: the configuration, the connections, the clock and the rate limits. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  redis: Redis;
  clock: Clock;
  /** The app's logger; while a request runs, lines go through the request's logger (with its id). */
  log: Logger;
  /** A Redis rate limiter for `rule` (each module names its own rules), with a test's override of it if any. */
  rateLimiter: (rule: RateLimit) => RateLimiter;
  /** The server's Prometheus registry (`/metrics`): modules add the gauges of their domain. */
  metrics: Registry;
}

/** A feature's routes and lifecycle hooks as one Fastify plugin (its own encapsulated scope), registered by app.ts. */
export type ApiPlugin = (app: Api) => void | PromiseLike<unknown>;

/**
 * A feature module, built by its `modules/<feature>/index.ts` from the context and the services it needs from
 * other features; it may offer services of its own to the features built after it.
 */
export interface ApiModule {
  plugin: ApiPlugin;
}
