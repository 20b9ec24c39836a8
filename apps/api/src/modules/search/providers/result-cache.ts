import type { WebsiteResult } from "@kidsafe/contracts";
import type { SearchOptions } from "./search-provider.ts";

export interface ResultCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Answers kept at most; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * The catalogue's answers, kept briefly in the process: the catalogue changes only when a deploy re-seeds it,
 * and a class doing the same homework sends the same searches within a minute. Keyed by the normalised query
 * and every option that changes the answer.
 */
export function createResultCache({ ttlMs, maxEntries, now = Date.now }: ResultCacheOptions) {
  const entries = new Map<string, { expires: number; results: readonly WebsiteResult[] }>();
  const keyOf = (query: string, options: SearchOptions) =>
    [query.trim().toLowerCase().replace(/\s+/g, " "), options.age, options.subject, options.studyMode, options.limit].join("\u0000");

  return {
    get(query: string, options: SearchOptions): WebsiteResult[] | undefined {
      if (ttlMs <= 0) return undefined;
      const key = keyOf(query, options);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return [...entry.results];
    },
    set(query: string, options: SearchOptions, results: readonly WebsiteResult[]): void {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(query, options), { expires: now() + ttlMs, results: [...results] });
    },
  };
}
