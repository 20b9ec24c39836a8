// Website search (seed 000 §4, §7): the kid-safe catalogue (and Gemini with Google Search, with a real key) behind
// one safety filter, sponsored results blended in, and the AI overview.
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
  /** The overview's model (the chat's). */
  textModel: AiTextModel;
  /** The turn pipeline every overview goes through (the search's words screened, the overview judged with them). */
  turns: TurnPipeline;
  ads: SearchServiceDependencies["ads"];
  studyMode: SearchServiceDependencies["studyMode"];
  usageLock: SearchServiceDependencies["usageLock"];
  /** Gemini with Google Search grounding; by default built from the configuration when it has a real key. */
  webSearch?: WebSearch;
  /** The Gemini key (the operator's stored key, else GEMINI_API_KEY). */
  keySource: AiKeySource;
  /** The collection gate: a child under 13 is heard only with a linked parent's consent. */
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

/** Websites from Gemini with Google Search need a real key; the offline emulator has no search. */
function geminiWebSearchOf(gemini: ApiContext["config"]["gemini"], keySource: AiKeySource): WebSearch | undefined {
  if (!gemini.apiKey || gemini.offline) return undefined;
  return createGeminiWebSearch({ keySource, baseUrl: gemini.baseUrl, model: gemini.model });
}

export type { WebSearch } from "./providers/index.ts";
export type { SearchContext, SearchContextStore } from "./search-context.ts";
