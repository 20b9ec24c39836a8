// Handles are not audio or words, only the provider's token.
import type { Redis } from "ioredis";

/** A page reconnects within seconds. */
const HANDLE_TTL_MS = 10 * 60_000;

export function createResumeHandles(redis: Redis) {
  const key = (userId: number, sessionId: string) => `voice:handle:${String(userId)}:${sessionId}`;
  return {
    get: (userId: number, sessionId: string) => redis.get(key(userId, sessionId)).then((handle) => handle ?? undefined),
    async set(userId: number, sessionId: string, handle: string): Promise<void> {
      await redis.set(key(userId, sessionId), handle, "PX", HANDLE_TTL_MS);
    },
  };
}

export type ResumeHandles = ReturnType<typeof createResumeHandles>;
