import type { Redis } from "ioredis";

export interface RateLimit {
  /** A name of its own per limit, part of the Redis key. */
  name: string;
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

// One round trip, atomic: count the hit and start the window on the first one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/**
 * Fixed-window counters in Redis, shared by every replica. `hit` counts an attempt; `peek` only reads
 * (for limits that count failures, checked before the work and counted after it); `reset` clears a key.
 */
export function createRateLimiter(redis: Redis, rule: RateLimit) {
  // defineCommand sends EVALSHA (the script's hash, not its text) and falls back to EVAL when Redis lacks it.
  if (!("rateLimitHit" in redis)) redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitScript = (redis as unknown as { rateLimitHit: (key: string, windowMs: number) => Promise<[number, number]> }).rateLimitHit.bind(
    redis,
  );
  const keyOf = (key: string) => `ratelimit:${rule.name}:${key}`;
  const state = (count: number, ttl: number): RateLimitState => ({
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterMs: count <= rule.limit ? 0 : Math.max(ttl, 0),
  });

  return {
    rule,
    async hit(key: string): Promise<RateLimitState> {
      const [count, ttl] = await hitScript(keyOf(key), rule.windowMs);
      return state(count, ttl);
    },
    async peek(key: string): Promise<RateLimitState> {
      const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
      // A blocked key is one that has already used up its hits.
      const used = Number(count ?? 0);
      return { ...state(used + 1, ttl), remaining: Math.max(0, rule.limit - used) };
    },
    async reset(key: string): Promise<void> {
      await redis.del(keyOf(key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
