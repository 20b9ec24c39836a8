import { Redis } from "ioredis";

/**
 * A Redis client for request paths: commands fail fast while Redis is away (instead of queueing forever)
 * and the client keeps reconnecting in the background.
 */
export function createRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  return new Redis(url, {
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}
