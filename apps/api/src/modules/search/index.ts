import type { AiKeySource, AiTextModel, TurnPipeline } from "@kidsafe/ai";
import { createCatalogueRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { HeardCheck } from "../../http/access.ts";
import { createOverviewWriter } from "./overview.ts";
import { combineProviders, createCatalogueSearchProvider, createGeminiSearchProvider, createGeminiWebSearch } from "./providers/index.ts";
import type { WebSearch } from "./providers/index.ts";
import { SEARCHES_PER_STUDENT } from "./rate-limits.ts";
import { searchRoutes } from "./routes.ts";
import { createSearchContextStore } from "./search-context.ts";
import type { SearchContextStore } from "./search-context.ts";
import { createSearchService } from "./service.ts";
import type { SearchServiceDependencies } from "./service.ts";

export interface SearchNeeds {
  textModel: AiTextModel;
  turns: TurnPipeline;
  ads: SearchServiceDependencies["ads"];
  studyMode: SearchServiceDependencies["studyMode"];
  usageLock: SearchServiceDependencies["usageLock"];
  /** Only with a real key. */
  webSearch?: WebSearch;
  keySource: AiKeySource;
  gate: HeardCheck;
}

export function searchModule(
  { config, db, redis, clock, log, rateLimiter }: ApiContext,
  needs: SearchNeeds,
): ApiModule & { searchContexts: SearchContextStore } {
  const catalogue = createCatalogueSearchProvider(createCatalogueRepository(db), clock);
  const webSearch = needs.webSearch ?? geminiWebSearchOf(config.gemini, needs.keySource);
  const provider = webSearch
    ? combineProviders(catalogue, createGeminiSearchProvider(webSearch), (name, error) =>
        log.warn({ err: error }, `search provider ${name} failed; answering the catalogue's websites`),
      )
    : catalogue;
  const searchContexts = createSearchContextStore(redis);
  const search = createSearchService({
    turns: needs.turns,
    contexts: searchContexts,
    provider,
    ads: needs.ads,
    overview: createOverviewWriter(needs.textModel, { turns: needs.turns, timeoutMs: config.search.overviewTimeoutMs, clock }),
    studyMode: needs.studyMode,
    perStudentLimit: rateLimiter(SEARCHES_PER_STUDENT),
    usageLock: needs.usageLock,
    log,
  });
  return { plugin: searchRoutes(search, needs.gate), searchContexts };
}

/** The offline emulator has no search. */
function geminiWebSearchOf(gemini: ApiContext["config"]["gemini"], keySource: AiKeySource): WebSearch | undefined {
  if (!gemini.apiKey || gemini.offline) return undefined;
  return createGeminiWebSearch({ keySource, baseUrl: gemini.baseUrl, model: gemini.model });
}

export type { WebSearch } from "./providers/index.ts";
export type { SearchContext, SearchContextStore } from "./search-context.ts";
