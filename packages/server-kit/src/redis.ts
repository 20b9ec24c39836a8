import { Redis } from "ioredis";

const MAX_RECONNECT_DELAY_MS = 1_000;

/** Commands fail fast while Redis is away (the request answers 503) instead of queueing; the outage is logged once. */
export function createRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 0,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let lost = false;
  redis.on("error", (error: Error) => {
    if (lost) return;
    lost = true;
    console.error(`Redis connection lost (${error.message}); reconnecting`);
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    console.error("Redis connection back");
  });
  return redis;
}
