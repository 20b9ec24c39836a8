export interface TtlCacheOptions {
  /** How long a value is reused; 0 turns the cache off (every call loads). */
  ttlMs: number;
  /** Values kept at most; when full, one not used since it was loaded (or since its last second chance) goes. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Values kept briefly in the process, by key: the one mechanism behind the search's answers that may be a
 * little old (catalogue hits, sponsored matches, AI overviews). A value still loading is shared, so a class
 * sending the same search at once costs one load. A load that rejects, or whose value `keep` refuses, is
 * not remembered: the next call loads again. Values are shared between callers and must not be mutated.
 *
 * When full, a value nobody asked for again goes first (second-chance eviction, close to least recently used):
 * a stream of one-off searches must not push out the common ones, which were loaded first and are asked for all
 * the time. A hit only sets a flag, so the hot path does no reordering.
 */
export function createTtlCache<V>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions) {
  // A Map iterates in insertion order: the first entry is the one loaded (or given its second chance) longest ago.
  const entries = new Map<string, { expires: number; value: Promise<V>; used: boolean }>();

  /** Drops the oldest entry not used since it was loaded; a used one is moved to the back with its flag cleared. */
  const evictOne = () => {
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.used || entry.expires <= now()) return;
      entry.used = false;
      entries.set(key, entry);
    }
  };

  const forget = (key: string, value: Promise<V>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };

  return {
    getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entry.used = true;
        return entry.value;
      }
      if (entry) entries.delete(key);
      if (entries.size >= maxEntries) evictOne();
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value, used: false });
      value.then(
        (loaded) => {
          if (!keep(loaded)) forget(key, value);
        },
        () => forget(key, value),
      );
      return value;
    },

    /** Forgets a key's value (its source changed), so the next call loads it anew. */
    delete(key: string): void {
      entries.delete(key);
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;

/** The same words however they were typed: trimmed, lower case, single spaces. */
export function normalisedQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A cache key of several parts (a separator no part can hold). */
export function cacheKey(...parts: ReadonlyArray<string | number | boolean | null>): string {
  return parts.join("\u0000");
}
