// The search module's wiring: the provider(s), the overview writer, the rate limit, the service and the route.
import type { AiTextModel } from "@kidsafe/ai";
import { UNCONFIGURED_TEXT_MODEL } from "@kidsafe/ai";
import { createCatalogueRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createRateLimiter } from "@kidsafe/server-kit";
import type { RateLimit, TtlCacheOptions } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { Api } from "../../route.ts";
import type { AdsService } from "../ads/service.ts";
import { createOverviewWriter } from "./overview.ts";
import type { OverviewOptions } from "./overview.ts";
import { combineProviders, createCatalogueSearchProvider, createGeminiSearchProvider } from "./providers/index.ts";
import type { WebSearch } from "./providers/index.ts";
import { SEARCHES_PER_STUDENT } from "./rate-limits.ts";
import { searchRoutes } from "./routes.ts";
import { createSearchService } from "./search-service.ts";
import type { SearchServiceDependencies } from "./search-service.ts";

export interface SearchDependencies {
  db: Db;
  redis: Redis;
  ads: AdsService;
  studyMode: SearchServiceDependencies["studyMode"];
  /** The overview's model (the chat's); without one, searches answer with an empty overview. */
  textModel?: AiTextModel;
  /** Gemini with Google Search grounding, when a real key is configured; the catalogue alone otherwise. */
  webSearch?: WebSearch;
  /** Tests shorten the overview's wait and turn its cache off. */
  overview?: OverviewOptions;
  /** The catalogue's result cache (tests turn it off to see the table as it is). */
  catalogueCache?: Partial<TtlCacheOptions>;
  searchLimit?: RateLimit;
}

export function registerSearch(app: Api, deps: SearchDependencies): void {
  const catalogue = createCatalogueSearchProvider(createCatalogueRepository(deps.db), deps.catalogueCache);
  const provider = deps.webSearch
    ? combineProviders(catalogue, createGeminiSearchProvider(deps.webSearch), (name, error) =>
        app.log.warn({ err: error }, `search provider ${name} failed; answering the catalogue's websites`),
      )
    : catalogue;
  const service = createSearchService({
    provider,
    ads: deps.ads,
    overview: createOverviewWriter(deps.textModel ?? UNCONFIGURED_TEXT_MODEL, deps.overview),
    studyMode: deps.studyMode,
    perStudentLimit: createRateLimiter(deps.redis, deps.searchLimit ?? SEARCHES_PER_STUDENT),
  });
  searchRoutes(app, service);
}
