import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";

/** The remaining per-advertiser keys hold no words and expire within a day. */
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
