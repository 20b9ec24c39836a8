import type { WebsiteResult } from "@kidsafe/contracts";
import type { CatalogueHit, CatalogueRepository } from "@kidsafe/db";
import { filterSafeSites } from "@kidsafe/ai";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../../clock.ts";
import { cacheClock } from "../../../clock.ts";
import { cacheKey, normalisedQuery } from "../query-key.ts";
import { favourSubject } from "./favour-subject.ts";
import { MAX_SEARCH_RESULTS, numericAge } from "./search-provider.ts";
import type { SearchOptions, SearchProvider } from "./search-provider.ts";

/** The shared safety filter runs on the hits as well, so a bad row added to the table by hand still never reaches a child. */
export function createCatalogueSearchProvider(catalogue: CatalogueRepository, clock: Clock): SearchProvider {
  // The subject reorders a kept answer, so all subjects share it.
  const cache = new LRUCache<string, CatalogueHit[], { query: string; options: SearchOptions }>({
    max: CATALOGUE_RESULT_CACHE.maxEntries,
    ttl: CATALOGUE_RESULT_CACHE.ttlMs,
    ...cacheClock(clock),
    fetchMethod: (_key, _stale, { context }) => searchCatalogue(catalogue, context.query, context.options),
  });
  return {
    name: "catalogue",
    async search(query, options: SearchOptions) {
      const key = cacheKey(normalisedQuery(query), options.age, options.studyMode);
      const hits = await cache.forceFetch(key, { context: { query, options } });
      const subject = options.subject === "default" ? null : options.subject;
      return favourSubject(hits, subject).slice(0, Math.max(options.limit, 1)).map(toWebsiteResult);
    },
  };
}

/** The catalogue changes only when a deploy re-seeds it (decisions.md). */
export const CATALOGUE_RESULT_CACHE = { ttlMs: 10 * 60_000, maxEntries: 10_000 } as const;

/** The route's ORGANIC_RESULTS_PER_SEARCH. */
const LOOSE_PASS_BELOW = 10;

/** The caller reorders them for one subject and cuts. */
async function searchCatalogue(catalogue: CatalogueRepository, query: string, options: SearchOptions): Promise<CatalogueHit[]> {
  const age = numericAge(options.age);
  const hits = await catalogue.search({
    text: query,
    age,
    educationalOnly: options.studyMode,
    limit: MAX_SEARCH_RESULTS,
    looseBelow: LOOSE_PASS_BELOW,
  });
  return filterSafeSites(hits, { age, studyMode: options.studyMode });
}

function toWebsiteResult({ title, description, url, favicon }: CatalogueHit): WebsiteResult {
  return { title, description, url, favicon, isAdvertised: false, advertiserId: null };
}
