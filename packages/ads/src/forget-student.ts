import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";

/**
 * Account deletion: the Redis records of what was served to a student go with the account. The student's last
 * session per placement names the serve records still alive (each lives an hour); with them go the pacing of
 * recommendations. What remains (per-advertiser counted-at and daily-cap keys) holds no words and expires within a
 * day.
 */
export function createStudentForgetter(redis: Redis, keys: AdKeys) {
  return {
    async forget(userId: number): Promise<void> {
      const lastSessions = await redis.hvals(keys.lastSession(userId));
      const served = [...new Set(lastSessions)].map((sessionId) => keys.served(userId, sessionId));
      await redis.del(keys.lastSession(userId), keys.recommendationPacing(userId), ...served);
    },
  };
}

export type StudentForgetter = ReturnType<typeof createStudentForgetter>;
