import type { WebsiteResult } from "@kidsafe/contracts";
import type { CatalogueHit, CatalogueRepository } from "@kidsafe/db";
import { filterSafeSites } from "../safety-filter.ts";
import { cacheKey, createTtlCache, normalisedQuery } from "@kidsafe/server-kit";
import type { TtlCacheOptions } from "@kidsafe/server-kit";
import { MAX_SEARCH_RESULTS, numericAge } from "./search-provider.ts";
import type { SearchOptions, SearchProvider } from "./search-provider.ts";

/**
 * Adapter (a): the built-in kid-safe site catalogue. Ranking, the age filter and study mode's
 * educational-only rule run in PostgreSQL (see createCatalogueRepository); the shared safety filter then
 * runs on the hits as well, so a bad row added to the table by hand still never reaches a child. Answers are
 * kept a minute in the process, shared while loading.
 */
export function createCatalogueSearchProvider(
  catalogue: CatalogueRepository,
  cacheOptions: Partial<TtlCacheOptions> = {},
): SearchProvider {
  const cache = createTtlCache<WebsiteResult[]>({ ...CATALOGUE_RESULT_CACHE, ...cacheOptions });
  return {
    name: "catalogue",
    search(query, options: SearchOptions) {
      const key = cacheKey(normalisedQuery(query), options.age, options.subject, options.studyMode, options.limit);
      return cache.getOrLoad(key, () => searchCatalogue(catalogue, query, options));
    },
  };
}

/** A minute, and up to 2000 answers (about 8 MB) per API process. */
export const CATALOGUE_RESULT_CACHE = { ttlMs: 60_000, maxEntries: 2_000 } as const;

async function searchCatalogue(catalogue: CatalogueRepository, query: string, options: SearchOptions): Promise<WebsiteResult[]> {
  const age = numericAge(options.age);
  const hits = await catalogue.search({
    text: query,
    age,
    educationalOnly: options.studyMode,
    subject: options.subject === "default" ? null : options.subject,
    limit: Math.min(Math.max(options.limit, 1), MAX_SEARCH_RESULTS),
  });
  const candidates = hits.map((hit) => ({ ...hit, minAge: hit.min_age, maxAge: hit.max_age }));
  return filterSafeSites(candidates, { age, studyMode: options.studyMode }).map(toWebsiteResult);
}

function toWebsiteResult(hit: CatalogueHit): WebsiteResult {
  return {
    title: hit.title,
    description: hit.description,
    url: hit.url,
    favicon: hit.favicon,
    isAdvertised: false,
    advertiserId: null,
  };
}
