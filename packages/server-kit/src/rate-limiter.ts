import type { Redis } from "ioredis";
import { tooManyRequests } from "./http-errors.ts";

export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

// Never below zero; a window that expired meanwhile stays gone.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

/** Password checks `hit` before the hash is compared (so a parallel burst gets no more tries) and `refund` on success. */
export function createRateLimiter(redis: Redis, rule: RateLimit) {
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

/** Counts one more for the key and refuses with a 429 carrying the wait once the limit is passed. */
export async function refuseWhenLimited(limiter: RateLimiter, key: string, message: string): Promise<void> {
  const state = await limiter.hit(key);
  if (!state.allowed) throw tooManyRequests(message, state.retryAfterMs);
}
