import { Redis } from "ioredis";

/** The longest wait between two attempts to reconnect. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * A Redis client for request paths: while Redis is away a command fails at the next reconnection attempt that
 * fails (within about 2 s under load; the request answers 503) instead of queueing, and the client keeps
 * reconnecting in the background every second. A blip that the first attempt mends fails nothing. The outage is
 * logged once when it starts and once when it ends, not at every attempt.
 */
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
