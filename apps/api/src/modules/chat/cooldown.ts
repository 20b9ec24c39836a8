// Shared by every API replica through Redis, and atomic, so two messages sent at once cannot both pass.
import type { Redis } from "ioredis";
import type { Clock } from "../../clock.ts";

// Returns the ms left, 0 when allowed. The key also expires on its own, so idle students leave nothing behind.
const TAKE_SCRIPT = `
local last = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[1])
local cooldown = tonumber(ARGV[2])
if last then
  local left = tonumber(last) + cooldown - now
  if left > 0 then return left end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', cooldown)
return 0
`;

export function createChatCooldown(redis: Redis, { ms, clock }: { ms: number; clock: Clock }) {
  return {
    async take(userId: number): Promise<number> {
      if (ms <= 0) return 0;
      return Number(await redis.eval(TAKE_SCRIPT, 1, `chat:cooldown:${userId}`, clock().getTime(), ms));
    },
  };
}

export type ChatCooldown = ReturnType<typeof createChatCooldown>;
