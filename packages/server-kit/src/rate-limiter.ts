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

// Gives back one try, never below zero (a window that expired meanwhile stays gone).
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

/**
 * Fixed-window counters in Redis, shared by every replica. `hit` counts an attempt; `peek` only reads; `refund`
 * gives one back; `reset` clears a key. Wrong-password counters take a try with `hit` before the hash is checked
 * (so a parallel burst gets no more tries than a sequence) and `refund` it when the password was right.
 */
export function createRateLimiter(redis: Redis, rule: RateLimit) {
  // defineCommand sends EVALSHA (the script's hash, not its text) and falls back to EVAL when Redis lacks it.
  if (!("rateLimitHit" in redis)) redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitScript = (redis as unknown as { rateLimitHit: (key: string, windowMs: number) => Promise<[number, number]> }).rateLimitHit.bind(
    redis,
  );
  if (!("rateLimitRefund" in redis)) redis.defineCommand("rateLimitRefund", { numberOfKeys: 1, lua: REFUND_SCRIPT });
  const refundScript = (redis as unknown as { rateLimitRefund: (key: string) => Promise<number> }).rateLimitRefund.bind(redis);
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
    async refund(key: string): Promise<void> {
      await refundScript(keyOf(key));
    },
    async reset(key: string): Promise<void> {
      await redis.del(keyOf(key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
