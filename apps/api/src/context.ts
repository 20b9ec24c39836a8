import type { Db } from "@kidsafe/db";
import type { Logger, RateLimit, RateLimiter } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { Registry } from "prom-client";
import type { Clock } from "./clock.ts";
import type { ApiConfig } from "./env.ts";
import type { Api } from "./http/route.ts";

export interface ApiContext {
  config: ApiConfig;
  db: Db;
  redis: Redis;
  clock: Clock;
  /** While a request runs, lines go through the request's logger. */
  log: Logger;
  rateLimiter: (rule: RateLimit) => RateLimiter;
  metrics: Registry;
}

export type ApiPlugin = (app: Api) => void | PromiseLike<unknown>;

/** It may offer services of its own to the features built after it. */
export interface ApiModule {
  plugin: ApiPlugin;
}
