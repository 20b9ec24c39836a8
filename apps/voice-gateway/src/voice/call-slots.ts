// A replica that dies leaves members that lapse on their own, so no student is locked out.
import type { Redis } from "ioredis";

// ARGV: now, lapse at, call id, most calls.
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1
`;

/** Renewed with each minute's limit check. */
const SLOT_LEASE_MS = 3 * 60_000;

export function createCallSlots(redis: Redis, options: { perStudent: number }) {
  const key = (userId: number) => `voice:calls:${String(userId)}`;
  return {
    async take(userId: number, callId: string, now = Date.now()): Promise<boolean> {
      const taken = await redis.eval(TAKE_SCRIPT, 1, key(userId), now, now + SLOT_LEASE_MS, callId, options.perStudent);
      return taken === 1;
    },
    async renew(userId: number, callId: string, now = Date.now()): Promise<void> {
      await redis
        .multi()
        .zadd(key(userId), "XX", now + SLOT_LEASE_MS, callId)
        .pexpireat(key(userId), now + SLOT_LEASE_MS)
        .exec();
    },
    async release(userId: number, callId: string): Promise<void> {
      await redis.zrem(key(userId), callId);
    },
  };
}

export type CallSlots = ReturnType<typeof createCallSlots>;
