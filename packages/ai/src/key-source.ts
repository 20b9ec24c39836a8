// Where the Gemini API key comes from. Seed 001 lets an operator store a key (POST /api/admin/set-openai-key,
// sealed in the database: stored-key-source.ts); GEMINI_API_KEY in the environment is the fallback. The model
// adapter asks its key source before every call, so a newly stored key is used without a restart.

export interface AiKeySource {
  /** The key to use now, or undefined when this source has none. */
  apiKey(): Promise<string | undefined>;
  /** Gemini refused `key` (invalid, revoked): the source may record it for the operator. Never throws. */
  reportRejected?(key: string, message: string): void;
}

/** A key known at start-up, e.g. GEMINI_API_KEY (blank counts as none). */
export function fixedKeySource(key: string | undefined): AiKeySource {
  const value = key?.trim() || undefined;
  return { apiKey: () => Promise.resolve(value) };
}

/** The first source that has a key wins: pass the operator-stored key first, the environment's last. */
export function firstKeySource(...sources: AiKeySource[]): AiKeySource {
  return {
    reportRejected(key, message) {
      for (const source of sources) source.reportRejected?.(key, message);
    },
    async apiKey() {
      for (const source of sources) {
        const key = await source.apiKey();
        if (key) return key;
      }
      return undefined;
    },
  };
}

/**
 * Remembers a slow source's answer (a database or Redis read) for `ttlMs`, so a chat message does not cost a
 * key lookup; a stored key takes effect within `ttlMs`. Concurrent callers share one lookup.
 */
export function cachedKeySource(source: AiKeySource, ttlMs: number, now: () => number = Date.now): AiKeySource & { forget(): void } {
  let cached: { key: string | undefined; until: number } | undefined;
  let pending: Promise<string | undefined> | undefined;
  return {
    reportRejected: source.reportRejected?.bind(source),
    /** The next call reads afresh (this process stored a new key). */
    forget() {
      cached = undefined;
    },
    apiKey() {
      if (cached && now() < cached.until) return Promise.resolve(cached.key);
      pending ??= source.apiKey().then(
        (key) => {
          cached = { key, until: now() + ttlMs };
          pending = undefined;
          return key;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
