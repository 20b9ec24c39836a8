import type { Redis } from "ioredis";

export const SEARCH_CONTEXT_TTL_MS = 6 * 60 * 60_000;

export interface SearchContext {
  query: string;
  overview: string;
}

const keyOf = (userId: number, sessionId: string) => `search:context:${userId}:${sessionId}`;

/** A follow-up starts from this record, never from text the browser sends, so a client cannot write the AI's words. */
export function createSearchContextStore(redis: Redis) {
  return {
    async remember(userId: number, sessionId: string, context: SearchContext): Promise<void> {
      await redis.set(keyOf(userId, sessionId), JSON.stringify(context), "PX", SEARCH_CONTEXT_TTL_MS);
    },

    async recall(userId: number, sessionId: string): Promise<SearchContext | null> {
      const stored = await redis.get(keyOf(userId, sessionId));
      if (stored === null) return null;
      const parsed = JSON.parse(stored) as Partial<SearchContext>;
      return typeof parsed.query === "string" && typeof parsed.overview === "string" ? { query: parsed.query, overview: parsed.overview } : null;
    },
  };
}

export type SearchContextStore = ReturnType<typeof createSearchContextStore>;
