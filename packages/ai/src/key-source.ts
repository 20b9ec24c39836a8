// Asked before every call, so a key an operator stores is used without a restart.

export interface AiKeySource {
  apiKey(): Promise<string | undefined>;
  /** Never throws. */
  reportRejected?(key: string, message: string): void;
}

/** Blank counts as none. */
export function fixedKeySource(key: string | undefined): AiKeySource {
  const value = key?.trim() || undefined;
  return { apiKey: () => Promise.resolve(value) };
}

/** Pass the operator-stored key first, the environment's last. */
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

/** A stored key takes effect within `ttlMs`; concurrent callers share one lookup. */
export function cachedKeySource(source: AiKeySource, ttlMs: number, now: () => number = Date.now): AiKeySource & { forget(): void } {
  let cached: { key: string | undefined; until: number } | undefined;
  let pending: Promise<string | undefined> | undefined;
  return {
    reportRejected: source.reportRejected?.bind(source),
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
