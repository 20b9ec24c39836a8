import type { WebsiteResult } from "@kidsafe/contracts";
import { filterSafeSites } from "@kidsafe/ai";
import type { WebSearch } from "./gemini-web-search.ts";
import { MAX_SEARCH_RESULTS, numericAge } from "./search-provider.ts";
import type { SearchProvider } from "./search-provider.ts";

/**
 * Only sites found by the search are kept, and every one then passes the same safety filter as the catalogue's. Errors are thrown for the caller
 * to decide (combineProviders).
 */
export function createGeminiSearchProvider(webSearch: WebSearch): SearchProvider {
  return {
    name: "gemini",
    async search(query, options) {
      const limit = Math.min(Math.max(options.limit, 1), MAX_SEARCH_RESULTS);
      const found = await webSearch.findWebsites({ query, age: options.age, subject: options.subject, studyMode: options.studyMode, limit });
      const safe = filterSafeSites(found, { age: numericAge(options.age), studyMode: options.studyMode });
      return safe.slice(0, limit).map((site): WebsiteResult => ({
        title: site.title,
        description: site.description,
        url: new URL(site.url).href,
        favicon: new URL("/favicon.ico", site.url).href,
        isAdvertised: false,
        advertiserId: null,
      }));
    },
  };
}
