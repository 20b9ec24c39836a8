import { DATA_CACHE_DEFAULTS } from "@kidsafe/contracts";
import { QueryClient } from "@tanstack/react-query";

/** Data is fetched again only when code invalidates it (or a query opts in). */
export const QUERY_CLIENT_DEFAULTS = {
  queries: { ...DATA_CACHE_DEFAULTS },
  mutations: { retry: DATA_CACHE_DEFAULTS.retry },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}
