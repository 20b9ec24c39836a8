export { createCatalogueSearchProvider } from "./catalogue-provider.ts";
export { createGeminiSearchProvider } from "./gemini-provider.ts";
export { createGeminiWebSearch, GEMINI_SEARCH_TIMEOUT_MS } from "./gemini-web-search.ts";
export type { FoundWebsite, GeminiWebSearchConfig, WebSearch, WebSearchRequest } from "./gemini-web-search.ts";
export { combineProviders } from "./combine-providers.ts";
export { MAX_SEARCH_RESULTS, numericAge } from "./search-provider.ts";
export type { SearchOptions, SearchProvider } from "./search-provider.ts";
